import { describe, expect, it } from 'vitest';
import { createTranslator, sharedFormatters } from './translator';

describe('sharedFormatters', () => {
  it('makes each Intl formatter once per locale and options, and apart for others', () => {
    const formatters = sharedFormatters();
    const plural = formatters.getPluralRules('de', { type: 'cardinal' });
    expect(formatters.getPluralRules('de', { type: 'cardinal' })).toBe(plural);
    expect(formatters.getPluralRules('de', { type: 'ordinal' })).not.toBe(plural);
    expect(formatters.getNumberFormat('de')).toBe(formatters.getNumberFormat('de'));
    expect(formatters.getNumberFormat('de')).not.toBe(formatters.getNumberFormat('ja'));
  });
});

describe('createTranslator', () => {
  it('formats plurals and numbers of several messages in the language, each its own way', () => {
    const messages = {
      'a.items': '{count, plural, one {# Datei} other {# Dateien}}',
      'a.credits': '{count, plural, one {# Credit} other {# Credits}} für {price, number} €',
    };
    const { t } = createTranslator('de', messages, { fallback: messages });
    const translate = t as (key: string, values?: Record<string, number>) => string;
    expect(translate('a.items', { count: 1 })).toBe('1 Datei');
    expect(translate('a.items', { count: 1200 })).toBe('1.200 Dateien');
    expect(translate('a.credits', { count: 2, price: 1234.5 })).toBe('2 Credits für 1.234,5 €');
  });
});
