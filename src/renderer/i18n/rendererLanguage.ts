/**
 * The page's language: the Settings choice (main's preferences), else the OS's preferred
 * languages as main reports them, else the browser's (navigator.languages: the web preview),
 * else English. English's shell part is bundled; everything else loads on demand (another
 * language's catalog before the first paint, the pages' part with the first page), so nothing
 * but the shell's English words is loaded before the first paint (bundle-budget.json). The
 * last choice is remembered locally so the next start paints in it at once.
 */
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import english from '../../shared/i18n/messages/en.json' with { type: 'json' };
import {
  LANGUAGE_CHOICES,
  PSEUDO_LOCALE,
  resolveLocale,
  type AppLocale,
  type LanguageChoice,
  type Locale,
} from '../../shared/i18n/locales';
import { createTranslator, type Messages } from '../../shared/i18n/translator';

type Loader = () => Promise<Messages>;
const SHELL: Record<Exclude<Locale, 'en'>, Loader> = {
  de: () => import('../../shared/i18n/messages/de.json').then((module) => module.default),
  ja: () => import('../../shared/i18n/messages/ja.json').then((module) => module.default),
  'zh-CN': () => import('../../shared/i18n/messages/zh-CN.json').then((module) => module.default),
};
const PAGES: Record<Locale, Loader> = {
  en: () => import('../../shared/i18n/messages/pages/en.json').then((module) => module.default),
  de: () => import('../../shared/i18n/messages/pages/de.json').then((module) => module.default),
  ja: () => import('../../shared/i18n/messages/pages/ja.json').then((module) => module.default),
  'zh-CN': () =>
    import('../../shared/i18n/messages/pages/zh-CN.json').then((module) => module.default),
};

const CHOICE_KEY = 'atelier.language';
let systemLanguages: readonly string[] = [];
let current: AppLocale = 'en';
let wanted: AppLocale | null = null;
/** Once a page has been shown, every language switch loads the pages' part too. */
let withPages = false;

async function messagesOf(locale: AppLocale): Promise<{ messages: Messages; fallback: Messages }> {
  const base = locale === 'en' || locale === PSEUDO_LOCALE ? 'en' : locale;
  const [shell, pages, englishPages] = await Promise.all([
    base === 'en' ? english : SHELL[base](),
    withPages ? PAGES[base]() : {},
    withPages ? PAGES.en() : {},
  ]);
  return { messages: { ...shell, ...pages }, fallback: { ...english, ...englishPages } };
}

/** Loads the language's catalog, then switches every component to it. */
export async function switchLanguage(locale: AppLocale): Promise<void> {
  wanted = locale;
  const { messages, fallback } = await messagesOf(locale);
  if (wanted !== locale) return; // a later switch won
  current = locale;
  // The page's language for screen readers, spell checking and the CJK fonts' choice of glyphs.
  document.documentElement.lang = locale;
  setActiveTranslator(
    createTranslator(locale, messages, {
      fallback,
      onMissing: (key) => console.error(`Missing message "${key}" in ${locale}`),
    }),
  );
}

let pagesLoad: Promise<void> | null = null;
/** The pages' words, loaded with the first page (usePage). */
export function loadPageMessages(): Promise<void> {
  withPages = true;
  pagesLoad ??= switchLanguage(wanted ?? current);
  return pagesLoad;
}

function storedChoice(): LanguageChoice {
  const stored = globalThis.localStorage?.getItem(CHOICE_KEY);
  return (LANGUAGE_CHOICES as readonly (string | null | undefined)[]).includes(stored)
    ? (stored as LanguageChoice)
    : 'system';
}

function preferred(): readonly string[] {
  return systemLanguages.length > 0 ? systemLanguages : (globalThis.navigator?.languages ?? []);
}

/** The language for a Settings choice, as this page resolves it. */
export function localeFor(choice: LanguageChoice): AppLocale {
  return resolveLocale(choice, preferred());
}

/** Before the first render: the language remembered from the last run (or the browser's). */
export function startLanguage(): Promise<void> {
  return switchLanguage(localeFor(storedChoice()));
}

/** After the first render: main's answer (its preference and the OS's languages), then every change. */
export async function followLanguage(): Promise<() => void> {
  const api = window.atelier;
  const apply = (choice: LanguageChoice): void => {
    globalThis.localStorage?.setItem(CHOICE_KEY, choice);
    const locale = localeFor(choice);
    if (locale !== (wanted ?? current)) void switchLanguage(locale);
  };
  const [system, preferences] = await Promise.all([
    api.settings.systemLanguages(undefined),
    api.settings.get(undefined),
  ]);
  systemLanguages = system;
  apply(preferences.language);
  return api.on('settings:changed', (next) => apply(next.language));
}
