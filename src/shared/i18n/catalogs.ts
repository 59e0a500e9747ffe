/** Every catalog, both parts, loaded at once: for main (the menu, notifications, dialogs) and the tests. The renderer loads them lazily (renderer/i18n). */
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import ja from './messages/ja.json' with { type: 'json' };
import dePages from './messages/pages/de.json' with { type: 'json' };
import enPages from './messages/pages/en.json' with { type: 'json' };
import jaPages from './messages/pages/ja.json' with { type: 'json' };
import zhCNPages from './messages/pages/zh-CN.json' with { type: 'json' };
import zhCN from './messages/zh-CN.json' with { type: 'json' };
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
