/** The formatting module in each language: numbers, credits, money, dates, durations, sizes, lists, and reading typed numbers. */
import { afterAll, describe, expect, it } from 'vitest';
import { formatClock } from '../../shared/format/clock';
import {
  formatFileSize,
  formatList,
  formatNumber,
  formatPercent,
  parseLocaleNumber,
  readNumberField,
  readWholeNumberField,
} from '../../shared/format/number';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import type { AppLocale } from '../../shared/i18n/locales';
import { createTranslator } from '../../shared/i18n/translator';
import { formatCredits, formatUsd } from './credits';
import { formatDate, formatDay, formatMonth, formatMonthName, formatShortMonth } from './date';
import { formatAgo, formatDuration } from './elapsed';

function speak(locale: AppLocale): void {
  setActiveTranslator(
    createTranslator(locale, locale === 'en-XA' ? CATALOGS.en : CATALOGS[locale], {
      fallback: CATALOGS.en,
    }),
  );
}
afterAll(() => speak('en'));

// Intl writes a narrow no-break space in some places (de "1,25 $"); compare with plain spaces.
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');
const at = new Date(2026, 10, 25, 21, 31).getTime(); // 25 Nov 2026, 21:31 local time

describe.each([
  {
    locale: 'en',
    number: '9,393.5',
    credits: '9,393 credits',
    one: '1 credit',
    usd: '$1.25',
    date: 'Nov 25, 2026, 9:31 PM',
    day: 'Nov 25, 2026',
    elapsed: '2 m 05 s',
    ago: '3 min ago',
    percent: '42%',
    size: '1.5 MB',
    list: 'a, b, and c',
  },
  {
    locale: 'de',
    number: '9.393,5',
    credits: '9.393 Credits',
    one: '1 Credit',
    usd: '1,25 $',
    date: '25.11.2026, 21:31',
    day: '25.11.2026',
    elapsed: '2 min 05 s',
    ago: 'vor 3 Min.',
    percent: '42 %',
    size: '1,5 MB',
    list: 'a, b und c',
  },
  {
    locale: 'ja',
    number: '9,393.5',
    credits: '9,393 クレジット',
    one: '1 クレジット',
    usd: '$1.25',
    date: '2026/11/25 21:31',
    day: '2026/11/25',
    elapsed: '2分05秒',
    ago: '3分前',
    percent: '42%',
    size: '1.5 MB',
    list: 'a、b、c',
  },
  {
    locale: 'zh-CN',
    number: '9,393.5',
    credits: '9,393 积分',
    one: '1 积分',
    usd: 'US$1.25',
    date: '2026年11月25日 21:31',
    day: '2026年11月25日',
    elapsed: '2 分 05 秒',
    ago: '3 分钟前',
    percent: '42%',
    size: '1.5 MB',
    list: 'a、b和c',
  },
] as const)('in $locale', (expected) => {
  it('writes numbers, credits (always with the unit), USD, percentages, sizes and lists', () => {
    speak(expected.locale);
    expect(formatNumber(9393.5)).toBe(expected.number);
    expect(plain(formatCredits(9393))).toBe(expected.credits);
    expect(plain(formatCredits(1))).toBe(expected.one);
    expect(plain(formatUsd(1.25))).toBe(expected.usd);
    expect(plain(formatPercent(0.42))).toBe(expected.percent);
    expect(plain(formatFileSize(1_500_000))).toBe(expected.size);
    expect(formatList(['a', 'b', 'c'])).toBe(expected.list);
  });

  it('writes dates, times and durations (m:ss the same everywhere)', () => {
    speak(expected.locale);
    expect(plain(formatDate(at))).toBe(expected.date);
    expect(plain(formatDay('2026-11-25'))).toBe(expected.day);
    expect(formatClock(187)).toBe('3:07');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatDuration(125_000)).toBe(expected.elapsed);
    expect(formatAgo(new Date(at).toISOString(), at + 180_000)).toBe(expected.ago);
  });

  it('reads "4,5", "4.5", "1.234,5" and "1,234.5"; "4.5" is never 45', () => {
    speak(expected.locale);
    expect(parseLocaleNumber('4,5')).toBe(4.5);
    expect(parseLocaleNumber('4.5')).toBe(4.5);
    expect(parseLocaleNumber('1.234,5')).toBe(1234.5);
    expect(parseLocaleNumber('1,234.5')).toBe(1234.5);
    expect(parseLocaleNumber(' 12 ')).toBe(12);
    expect(parseLocaleNumber('-0,25')).toBe(-0.25);
    expect(parseLocaleNumber(formatNumber(9393.5))).toBe(9393.5); // what we write, we read
    for (const unreadable of ['', 'abc', '4..5', '1,2,3', '4.5.6,7', '12a', '1.234,5,6'])
      expect(parseLocaleNumber(unreadable), unreadable).toBeNull();
  });

  it('names the field when a typed number cannot be read', () => {
    speak(expected.locale);
    const result = readNumberField('vier', 'Duration');
    expect('error' in result && result.error).toContain('Duration');
    expect(readNumberField('4,5', 'Duration')).toEqual({ value: 4.5 });
  });

  it('refuses "4.5" and "4,5" in a whole-number field, naming it and its rule, never as 45', () => {
    speak(expected.locale);
    for (const typed of ['4.5', '4,5']) {
      const result = readWholeNumberField(typed, 'Variations', { min: 1, max: 10 });
      expect('error' in result && result.error).toContain('Variations');
      expect('error' in result && result.error).toContain('10');
    }
    expect(readWholeNumberField('4', 'Variations', { min: 1, max: 10 })).toEqual({ value: 4 });
    expect(readWholeNumberField('11', 'Variations', { min: 1, max: 10 })).toHaveProperty('error');
    expect(readWholeNumberField('0', 'Budget', { min: 1 })).toHaveProperty('error');
    expect(readWholeNumberField('vier', 'Budget')).toHaveProperty('error');
  });
});

describe('thousands separators by locale', () => {
  it('reads a lone group of three as thousands only where that mark groups thousands', () => {
    speak('de');
    expect(parseLocaleNumber('1.234')).toBe(1234);
    expect(parseLocaleNumber('1,234')).toBe(1.234);
    speak('en');
    expect(parseLocaleNumber('1,234')).toBe(1234);
    expect(parseLocaleNumber('1.234')).toBe(1.234);
    expect(parseLocaleNumber('1,234,567')).toBe(1234567);
    speak('de');
    expect(readWholeNumberField('1.000', 'Budget')).toEqual({ value: 1000 });
  });
});

// The header's and the budget's "this month", and the Library's month headings, in each language.
describe.each([
  { locale: 'ja', month: '2026年11月', name: '11月', short: '11月' },
  { locale: 'zh-CN', month: '2026年11月', name: '十一月', short: '11月' },
  { locale: 'de', month: 'November 2026', name: 'November', short: 'Nov' },
  { locale: 'en', month: 'November 2026', name: 'November', short: 'Nov' },
] as const)('months in $locale', (expected) => {
  it('names a month in the language, never in English', () => {
    speak(expected.locale);
    expect(formatMonth('2026-11')).toBe(expected.month);
    expect(formatMonthName('2026-11')).toBe(expected.name);
    expect(formatShortMonth('2026-11')).toBe(expected.short);
    expect(formatMonth('not a month')).toBe('not a month');
  });
});
