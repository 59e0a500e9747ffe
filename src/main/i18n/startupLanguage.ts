/**
 * Main's language before the services start: what the start-up speaks in (the damaged-library
 * question, the upgrade window) comes before the preferences store is opened. The Settings
 * choice is read straight from the preferences file (a small JSON file: one synchronous read,
 * nothing slow waited on), else the OS's preferred languages. A missing, unreadable or odd file
 * is the OS's language: the preferences store judges the file itself later (and sets it aside).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LANGUAGE_CHOICES,
  resolveLocale,
  type AppLocale,
  type LanguageChoice,
} from '../../shared/i18n/locales';
import { PREFERENCES_NAME } from '../settings/PreferencesFile';
import { speakLanguage } from './mainLanguage';

/** The language chosen in Settings, as the preferences file in `folder` holds it; 'system' when it cannot tell. */
export function chosenLanguage(folder: string): LanguageChoice {
  try {
    const stored: unknown = JSON.parse(
      readFileSync(join(folder, `${PREFERENCES_NAME}.json`), 'utf8'),
    );
    const language =
      typeof stored === 'object' && stored !== null
        ? (stored as Record<string, unknown>)['language']
        : undefined;
    return (LANGUAGE_CHOICES as readonly unknown[]).includes(language)
      ? (language as LanguageChoice)
      : 'system';
  } catch {
    return 'system';
  }
}

/** Sets main's language for the start-up: the Settings choice in `folder`, else the OS's. */
export function speakStartupLanguage(
  folder: string,
  systemLanguages: readonly string[],
): AppLocale {
  const locale = resolveLocale(chosenLanguage(folder), systemLanguages);
  speakLanguage(locale);
  return locale;
}
