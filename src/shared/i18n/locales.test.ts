import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from './catalogs';
import { localeOfTag, resolveLocale } from './locales';
import { pseudoMessage } from './pseudo';
import { createTranslator } from './translator';

describe('choosing the language', () => {
  it('follows the OS’s first language we speak, else English; a Settings choice wins', () => {
    expect(resolveLocale('system', ['de-AT', 'en-US'])).toBe('de');
    expect(resolveLocale('system', ['fr-FR', 'ja-JP'])).toBe('ja');
    expect(resolveLocale('system', ['zh-Hans-CN'])).toBe('zh-CN');
    expect(resolveLocale('system', ['zh-TW', 'de'])).toBe('de'); // traditional Chinese is not Simplified
    expect(resolveLocale('system', ['fr', 'es'])).toBe('en');
    expect(resolveLocale('system', [])).toBe('en');
    expect(resolveLocale('ja', ['de-DE'])).toBe('ja');
    expect(localeOfTag('de_DE')).toBe('de'); // POSIX spelling (LANG)
    expect(localeOfTag('zh_TW.UTF-8')).toBeNull();
    expect(localeOfTag('zh_CN.UTF-8')).toBe('zh-CN');
    expect(localeOfTag('en-XA')).toBe('en-XA');
  });
});

describe('translating', () => {
  it('formats ICU plurals and numbers in each language', () => {
    const de = createTranslator('de', CATALOGS.de, { fallback: CATALOGS.en });
    expect(de.t('format.credits', { count: 1, amount: '1' })).toBe('1 Credit');
    expect(de.t('header.waitingForKey', { count: 3 })).toBe(
      'Live-Schlüssel eingeben, um 3 Aufträge fortzusetzen',
    );
    const en = createTranslator('en', CATALOGS.en, { fallback: CATALOGS.en });
    expect(en.t('header.waitingForKey', { count: 1 })).toBe('Enter your Live key to resume 1 task');
    expect(
      createTranslator('ja', CATALOGS.ja, { fallback: CATALOGS.en }).t('format.ago.days', {
        days: 2,
      }),
    ).toBe('2日前');
  });

  it('falls back to English for a key a language lacks, and reports it', () => {
    const missing: string[] = [];
    const partial = createTranslator(
      'de',
      { 'menu.copy': 'Kopieren' },
      { fallback: CATALOGS.en, onMissing: (key, locale) => missing.push(`${locale}:${key}`) },
    );
    expect(partial.t('menu.copy')).toBe('Kopieren');
    expect(partial.t('menu.paste')).toBe('Paste');
    expect(missing).toEqual(['de:menu.paste']);
  });

  it('pseudo-locale: accented, bracketed, about 40 % longer, placeholders kept', () => {
    const pseudo = createTranslator('en-XA', {}, { fallback: CATALOGS.en });
    const english = createTranslator('en', CATALOGS.en, { fallback: CATALOGS.en });
    const text = pseudo.t('header.waitingForKey', { count: 2 });
    expect(text).toMatch(/^\[Éñţéŕ ýöûŕ Ļîṽé ķéý ţö ŕéšûɱé 2 ţàšķš ·+\]$/);
    const plain = english.t('settings.language.description');
    expect(pseudo.t('settings.language.description').length / plain.length).toBeGreaterThan(1.35);
    expect(pseudoMessage(parse('{count, plural, one {# item} other {# items}}'))).toHaveLength(3);
  });
});
