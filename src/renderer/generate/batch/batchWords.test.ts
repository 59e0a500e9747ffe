import { describe, expect, it } from 'vitest';
import { expandWildcards } from '../../../shared/batch/wildcards';
import { CATALOGS } from '../../../shared/i18n/catalogs';
import { LOCALES, PSEUDO_LOCALE, type AppLocale } from '../../../shared/i18n/locales';
import { createTranslator } from '../../../shared/i18n/translator';
import { exampleLine } from './batchWords';

const speak = (locale: AppLocale) =>
  createTranslator(locale, locale === PSEUDO_LOCALE ? CATALOGS.en : CATALOGS[locale], {
    fallback: CATALOGS.en,
  }).t;

describe('the batch list’s example line', () => {
  it('is in the user’s language and keeps the {a|b|c} syntax the batch reads', () => {
    expect(exampleLine(speak('en'))).toBe('a {red|blue|green} car');
    expect(exampleLine(speak('de'))).toBe('ein {rotes|blaues|grünes} Auto');
    for (const locale of [...LOCALES, PSEUDO_LOCALE] as const) {
      const expanded = expandWildcards(exampleLine(speak(locale)), 100);
      expect(expanded.ok && expanded.texts.length, locale).toBe(3);
    }
  });
});
