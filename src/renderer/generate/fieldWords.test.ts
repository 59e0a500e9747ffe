import { afterAll, describe, expect, it } from 'vitest';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import type { AppLocale } from '../../shared/i18n/locales';
import { createTranslator } from '../../shared/i18n/translator';
import {
  type Catalog,
  MODEL_KEYS,
  MUSIC_ACTIONS,
  estimateCost,
  musicActionFields,
  musicActionTable,
  submitFields,
} from '../../shared/service';
import { FIELD_TEXT_KEYS } from '../../shared/i18n/fieldTextKeys';
import { fieldHelp, fieldLabel, optionLabel, priceWords } from './fieldWords';

function speak(locale: AppLocale): void {
  const messages = locale === 'en-XA' ? CATALOGS.en : CATALOGS[locale];
  setActiveTranslator(createTranslator(locale, messages, { fallback: CATALOGS.en }));
}
afterAll(() => speak('en'));

const TABLES = [
  ...MODEL_KEYS.map((model) => submitFields(model)),
  ...MUSIC_ACTIONS.map((action) => musicActionTable(action)),
  // The music form's own words in each mode (e.g. inspiration's "Song description").
  ...MUSIC_ACTIONS.flatMap((action) =>
    [false, true].map((custom) => musicActionFields(action, { custom }).fields),
  ),
];

describe('the form’s field words', () => {
  it('gives every label and help text of every field table a message key', () => {
    const missing = TABLES.flat()
      .flatMap((field) => [field.label, field.help])
      .filter((text) => FIELD_TEXT_KEYS[text] === undefined);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('says the English of the tables in English, and each language’s own words', () => {
    const duration = submitFields('video-a-v3').find((field) => field.name === 'duration')!;
    speak('en');
    expect(fieldLabel(duration)).toBe('Duration (s)');
    expect(fieldHelp(duration)).toBe(duration.help);
    speak('de');
    expect(fieldLabel(duration)).toBe('Dauer (s)');
    expect(fieldHelp(duration)).toBe('Länge in Sekunden, 3 bis 15.');
    speak('ja');
    expect(fieldLabel(duration)).toBe('長さ（秒）');
  });

  it('names the service’s option words in the user’s words, and leaves 16:9 and 720p alone', () => {
    speak('en');
    expect(optionLabel({ name: 'model' }, 'video-c_fast')).toBe('Fast');
    expect(optionLabel({ name: 'type' }, 'image-to-video')).toBe('From images');
    expect(optionLabel({ name: 'vocal_gender' }, 'Female')).toBe('Female');
    expect(optionLabel({ name: 'resolution' }, '720p')).toBe('720p');
    speak('de');
    expect(optionLabel({ name: 'type' }, 'text-to-video')).toBe('Aus Text');
  });

  it('writes file formats as people write them, the same in every language', () => {
    for (const language of ['en', 'de', 'ja'] as const) {
      speak(language);
      expect(optionLabel({ name: 'output_format' }, 'jpeg')).toBe('JPEG');
      expect(optionLabel({ name: 'audio_format' }, 'wav')).toBe('WAV');
      expect(optionLabel({ name: 'formats' }, 'mp3')).toBe('MP3');
    }
  });

  it('names Tune’s versions and the lyrics writers in the user’s words, never the API’s', () => {
    speak('en');
    expect(optionLabel({ name: 'version' }, 'v6-wild')).toBe('Wild');
    expect(optionLabel({ name: 'version' }, 'V6-MINI')).toBe('Mini');
    expect(optionLabel({ name: 'lyrics_model' }, 'classic')).toBe('Classic');
    speak('de');
    expect(optionLabel({ name: 'lyrics_model' }, 'classic')).toBe('Klassisch');
    speak('zh-CN');
    expect(optionLabel({ name: 'version' }, 'v6')).toBe('标准');
  });

  it('turns the price’s technical notes into words without API names', () => {
    const catalog: Catalog = {
      credit_to_usd: 0.005,
      models: [
        {
          model_key: 'video-a-v3',
          tiers: [
            {
              label: '720p',
              credits: 20,
              params: { per: 'second', resolution: '720p', audio: false },
            },
          ],
        },
        { model_key: 'video-c', tiers: [] },
      ],
    };
    speak('en');
    const silent = estimateCost(catalog, { model: 'video-a-v3' }, { type: 'text-to-video' });
    expect(silent.kind).toBe('known');
    if (silent.kind !== 'known') return;
    expect(silent.breakdown.join(' ')).toContain('generate_audio not sent');
    const notes = (silent.notes ?? []).map((note) => priceWords(note, []));
    expect(notes[0]).toBe('Without sound: the silent rate applies. Sound costs more per second.');
    expect(notes.join(' ')).not.toMatch(/generate_audio|credits\/s/);

    const variant = estimateCost(catalog, { model: 'video-c' }, { resolution: '720p' });
    expect(variant.kind).toBe('unknown');
    if (variant.kind !== 'unknown' || !variant.said) throw new Error('no words for the user');
    expect(variant.reason).toContain('video-c_fast');
    const said = priceWords(variant.said, submitFields('video-c'));
    expect(said).toBe('Choose Variant to see the price.');
    speak('de');
    expect(priceWords(variant.said, submitFields('video-c'))).toBe(
      'Wählen Sie „Variante“, um den Preis zu sehen.',
    );
    // The estimate of the form just left, shown for one render on the next form (whose fields
    // lack `model`): the field still reads by its label, never as the API's token.
    expect(priceWords(variant.said, submitFields('video-a-v3'))).toBe(
      'Wählen Sie „Variante“, um den Preis zu sehen.',
    );
  });
});
