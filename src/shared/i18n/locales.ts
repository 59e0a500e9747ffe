/**
 * Owns which languages Atelier speaks and how one is chosen: the user's choice in Settings,
 * else the first of the OS's preferred languages we have (app.getPreferredSystemLanguages()
 * in the window, navigator.languages in the web preview), else English, the source.
 */
export const LOCALES = ['en', 'de', 'ja', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
/** Accented and ~40 % longer English, for tests that catch hard-coded and clipped text (Chromium's tag). */
export const PSEUDO_LOCALE = 'en-XA';
export type AppLocale = Locale | typeof PSEUDO_LOCALE;
/** The Settings choice: follow the OS, or one language. */
export const LANGUAGE_CHOICES = ['system', ...LOCALES, PSEUDO_LOCALE] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

/** Each language by its own name, as a language menu lists them. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  ja: '日本語',
  'zh-CN': '简体中文',
};

/** Our locale for one BCP 47 tag, or null: de-AT → de, zh-Hans-SG → zh-CN; traditional Chinese is not Simplified. */
export function localeOfTag(tag: string): AppLocale | null {
  // POSIX names too (de_DE.UTF-8, sr_RS@latin): the encoding and modifier say nothing of the language.
  const lower = tag
    .trim()
    .replace(/[.@].*$/, '')
    .replace(/_/g, '-')
    .toLowerCase();
  if (lower === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  const [language, ...rest] = lower.split('-');
  if (language === 'zh') {
    const traditional = rest.some(
      (part) => part === 'hant' || part === 'tw' || part === 'hk' || part === 'mo',
    );
    return traditional ? null : 'zh-CN';
  }
  return (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : null;
}

/** The language to show: the user's choice, else the first preferred language we have, else English. */
export function resolveLocale(choice: LanguageChoice, preferred: readonly string[]): AppLocale {
  if (choice !== 'system') return choice;
  for (const tag of preferred) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return 'en';
}

/** The locale Intl formats in: the pseudo-locale writes numbers and dates as English does. */
export function intlLocaleOf(locale: AppLocale): string {
  return locale === PSEUDO_LOCALE ? 'en' : locale;
}
