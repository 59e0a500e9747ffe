/** A number field's steppers and arrow keys: one step from the value, written as the language writes it, never 45 for 4.5. */
import { afterAll, describe, expect, it } from 'vitest';
import { readNumberField } from '../../shared/format/number';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import type { Locale } from '../../shared/i18n/locales';
import { createTranslator } from '../../shared/i18n/translator';
import { shownNumber, steppedNumber } from './numberStep';

function speak(locale: Locale): void {
  setActiveTranslator(createTranslator(locale, CATALOGS[locale], { fallback: CATALOGS.en }));
}
afterAll(() => speak('en'));

describe('stepping a number field', () => {
  it('adds or takes one step, rounded (0.1 + 0.2 is 0.3)', () => {
    expect(steppedNumber(4.5, 0.5, 1)).toBe(5);
    expect(steppedNumber(4.5, 0.5, -1)).toBe(4);
    expect(steppedNumber(0.1, 0.2, 1)).toBe(0.3);
    expect(steppedNumber(1.25, 0.05, -1)).toBe(1.2);
    expect(steppedNumber(undefined, 1, 1)).toBe(1);
    expect(steppedNumber('', 0.5, -1)).toBe(-0.5);
  });

  it('leaves text it cannot read as typed', () => {
    expect(steppedNumber('1,5,5', 0.5, 1)).toBeNull();
  });

  it.each([
    ['de', '4,5', '5', '4'],
    ['en', '4.5', '5', '4'],
    ['ja', '4.5', '5', '4'],
    ['zh-CN', '4.5', '5', '4'],
  ] as const)('%s: writes and reads back its own decimal separator', (locale, half, up, down) => {
    speak(locale);
    expect(shownNumber(4.5)).toBe(half);
    const read = readNumberField(shownNumber(4.5), 'Duration');
    expect(read).toEqual({ value: 4.5 }); // never 45
    expect(shownNumber(steppedNumber(4.5, 0.5, 1))).toBe(up);
    expect(shownNumber(steppedNumber(4.5, 0.5, -1))).toBe(down);
    expect(shownNumber(steppedNumber(1.2, 0.05, 1))).toBe(locale === 'de' ? '1,25' : '1.25');
  });

  it('in German, "4.5" typed and stepped up is 5, not 46', () => {
    speak('de');
    const typed = readNumberField('4.5', 'Dauer');
    expect(typed).toEqual({ value: 4.5 });
    expect(steppedNumber('value' in typed ? typed.value : null, 0.5, 1)).toBe(5);
  });
});
