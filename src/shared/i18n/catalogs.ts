/** Every catalog, both parts, loaded at once: for main (the menu, notifications, dialogs) and the tests. The renderer loads them lazily (renderer/i18n). */
import de from './messages/de.json';
import en from './messages/en.json';
import ja from './messages/ja.json';
import dePages from './messages/pages/de.json';
import enPages from './messages/pages/en.json';
import jaPages from './messages/pages/ja.json';
import zhCNPages from './messages/pages/zh-CN.json';
import zhCN from './messages/zh-CN.json';
import type { Locale } from './locales';
import type { Messages } from './translator';

export const CATALOGS: Record<Locale, Messages> = {
  en: { ...en, ...enPages },
  de: { ...de, ...dePages },
  ja: { ...ja, ...jaPages },
  'zh-CN': { ...zhCN, ...zhCNPages },
};

/** Each language's two files, as written: the tests compare their keys. */
export const CATALOG_PARTS: Record<Locale, { shell: Messages; pages: Messages }> = {
  en: { shell: en, pages: enPages },
  de: { shell: de, pages: dePages },
  ja: { shell: ja, pages: jaPages },
  'zh-CN': { shell: zhCN, pages: zhCNPages },
};
