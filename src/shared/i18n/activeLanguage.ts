/**
 * The language the process speaks now: one per process (main builds the menu, notifications
 * and dialogs in it; the renderer its pages). `t` reads it at call time, so a switch takes
 * effect at the next render or the next menu build, with no restart.
 */
import english from './messages/en.json' with { type: 'json' };
import type { AppLocale } from './locales';
import { createTranslator, type Messages, type Translate, type Translator } from './translator';

export const ENGLISH: Messages = english;

let active: Translator = createTranslator('en', ENGLISH, { fallback: ENGLISH });
const listeners = new Set<(locale: AppLocale) => void>();

export const t: Translate = (key, values) => active.t(key, values);

export function activeLocale(): AppLocale {
  return active.locale;
}

export function setActiveTranslator(translator: Translator): void {
  const changed = translator.locale !== active.locale;
  active = translator;
  if (changed) for (const listener of [...listeners]) listener(translator.locale);
}

/** Returns the unsubscribe function. */
export function onLocaleChange(listener: (locale: AppLocale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
