/**
 * Main's language: the Settings choice, else the OS's preferred languages (the Desktop port),
 * else English. Set at start-up and again whenever the preference changes, so the menu (rebuilt
 * on the change, desktop/electronMenu.ts), notifications and dialogs speak it at once.
 */
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import { PSEUDO_LOCALE, resolveLocale, type AppLocale } from '../../shared/i18n/locales';
import { createTranslator } from '../../shared/i18n/translator';
import type { PreferencesStore } from '../settings/preferencesStore';

export interface MainLanguageOptions {
  preferences: Pick<PreferencesStore, 'get' | 'onChange'>;
  systemLanguages: () => readonly string[];
  /** Told when the OS's languages change (the web preview: the browser's); returns the unsubscribe. */
  onSystemLanguagesChange?: (listener: () => void) => () => void;
  /** Told of a key a language lacks (logged: the catalog test should have caught it). */
  onMissing?: (key: string, locale: AppLocale) => void;
}

export function speakLanguage(
  locale: AppLocale,
  onMissing?: MainLanguageOptions['onMissing'],
): void {
  const messages = locale === PSEUDO_LOCALE ? CATALOGS.en : CATALOGS[locale];
  setActiveTranslator(
    createTranslator(locale, messages, {
      fallback: CATALOGS.en,
      ...(onMissing ? { onMissing } : {}),
    }),
  );
}

/** Returns the function that stops following the preference. */
export function followMainLanguage(options: MainLanguageOptions): () => void {
  const apply = (): void =>
    speakLanguage(
      resolveLocale(options.preferences.get().language, options.systemLanguages()),
      options.onMissing,
    );
  apply();
  const stopPreference = options.preferences.onChange(apply);
  const stopSystem = options.onSystemLanguagesChange?.(apply);
  return () => {
    stopPreference();
    stopSystem?.();
  };
}
