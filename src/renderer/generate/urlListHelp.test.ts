/** The help under a list of links reads as sentences in every language: no ". (at most 10)." glued onto the field's own full stop. */
import { afterAll, describe, expect, it } from 'vitest';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import { LOCALES, type Locale } from '../../shared/i18n/locales';
import { createTranslator } from '../../shared/i18n/translator';
import { IMAGE_A_FIELDS } from '../../shared/service/image';
import { fieldHelp } from './fieldWords';
import { urlListHelp } from './urlListHelp';

function speak(locale: Locale): void {
  setActiveTranslator(createTranslator(locale, CATALOGS[locale], { fallback: CATALOGS.en }));
}
afterAll(() => speak('en'));

const imageUrls = IMAGE_A_FIELDS.find((field) => field.name === 'image_urls')!;

describe('the help line of a list of links', () => {
  it.each(LOCALES)(
    '%s: never two full stops in a row, the count a sentence of its own',
    (locale) => {
      speak(locale);
      const line = urlListHelp(fieldHelp(imageUrls), imageUrls.minItems, imageUrls.maxItems);
      expect(line).not.toMatch(/[.。]\s*\(/u);
      expect(line).not.toMatch(/[.。]\s*[.。]/u);
      expect(line.startsWith(fieldHelp(imageUrls))).toBe(true);
    },
  );

  it('says the count in words, with plurals, in German', () => {
    speak('de');
    expect(
      urlListHelp('Bis zu 10 Bilder; mit Bildern bearbeitet das Modell diese.', undefined, 10),
    ).toBe(
      'Bis zu 10 Bilder; mit Bildern bearbeitet das Modell diese. Höchstens 10 Adressen. Sie können ein Ergebnis aus „Neueste Ergebnisse“ oder der Bibliothek hierher ziehen.',
    );
    expect(urlListHelp('Bilder.', 1, 3)).toContain('Bilder. 1 bis 3 Adressen. ');
    expect(urlListHelp('Ein Bild.', 1, undefined)).toContain('Ein Bild. Mindestens 1 Adresse. ');
    expect(urlListHelp('Bilder.', undefined, undefined)).toBe(
      'Bilder. Sie können ein Ergebnis aus „Neueste Ergebnisse“ oder der Bibliothek hierher ziehen.',
    );
  });

  it('puts no spaces between sentences in Japanese', () => {
    speak('ja');
    expect(urlListHelp('画像です。', undefined, 10)).toMatch(/^画像です。最大 10 件まで。\S/u);
  });
});
