/** Re-renders a component when the language changes; `t` and the formatters then read the new one. */
import { useSyncExternalStore } from 'react';
import { activeLocale, onLocaleChange, t } from '../../shared/i18n/activeLanguage';
import type { AppLocale } from '../../shared/i18n/locales';
import type { Translate } from '../../shared/i18n/translator';

export function useLocale(): AppLocale {
  return useSyncExternalStore(onLocaleChange, activeLocale);
}

/** `t`, in a component that re-renders on a language switch. */
export function useT(): Translate {
  useLocale();
  return t;
}
