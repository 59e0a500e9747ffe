// Owns how a request field reads on the Generate form in the user's language: its label and
// help (the field tables' English texts, through fieldText in src/shared/i18n/fieldTextKeys.ts), its options in words
// ("Text to video", not `text-to-video`), and the price notes that name a field.
import { t } from '../../shared/i18n/activeLanguage';
import type { MessageKey } from '../../shared/i18n/translator';
import {
  findField,
  MODEL_KEYS,
  MUSIC_ACTIONS,
  musicActionTable,
  submitFields,
  type FieldSpec,
  type PriceWords,
} from '../../shared/service';

import { keyName, isMusicalKey } from '../../shared/service/music/musicalKeys';
import { stemName } from '../../shared/service/music/stemNames';
import { fieldText } from '../../shared/i18n/fieldTextKeys';

export const fieldLabel = (field: Pick<FieldSpec, 'label'>): string => fieldText(field.label);
export const fieldHelp = (field: Pick<FieldSpec, 'help'>): string => fieldText(field.help);

/** Enum values that are words of the service, by field: each has a human name. */
const OPTION_KEYS: Readonly<Record<string, Readonly<Record<string, MessageKey>>>> = {
  aspect_ratio: { auto: 'generate.option.auto', adaptive: 'generate.option.adaptive' },
  type: {
    'text-to-video': 'generate.option.textToVideo',
    'image-to-video': 'generate.option.imageToVideo',
    'reference-to-video': 'generate.option.referenceToVideo',
  },
  model: { 'video-c_fast': 'generate.option.fast', 'video-c_lite': 'generate.option.lite' },
  vocal_gender: { male: 'generate.option.male', female: 'generate.option.female' },
  variety: {
    off: 'generate.option.off',
    normal: 'generate.option.normal',
    high: 'generate.option.high',
    extra: 'generate.option.extra',
    max: 'generate.option.max',
  },
  variation_category: {
    subtle: 'generate.option.subtle',
    normal: 'generate.option.normal',
    high: 'generate.option.high',
  },
  sound_type: { 'one-shot': 'generate.option.oneShot', loop: 'generate.option.loop' },
  version: {
    v6: 'generate.option.versionStandard',
    'v6-wild': 'generate.option.versionWild',
    'v6-mini': 'generate.option.versionMini',
  },
  lyrics_model: { classic: 'generate.option.lyricsClassic', remi: 'generate.option.lyricsRemi' },
};

/** Fields whose values are file formats: written as people write them (PNG, MP3), in every language. */
const FILE_FORMAT_FIELDS = new Set(['output_format', 'audio_format', 'formats']);

/** How an enum value reads in a picker: a musical key by its name ("F♯ minor"), a stem by its name, service words in the user's words, file formats in capitals (MP3), the rest (16:9, 720p) as they are. */
export function optionLabel(field: Pick<FieldSpec, 'name'>, value: string): string {
  if (field.name === 'key' && isMusicalKey(value)) return keyName(value);
  // A stem by its name ("Lead vocal"), at the start of a picker's line; the token is detail.
  if (field.name === 'stem_type') {
    const name = stemName(value);
    return name.charAt(0).toLocaleUpperCase() + name.slice(1);
  }
  if (FILE_FORMAT_FIELDS.has(field.name)) return value.toUpperCase();
  const key = OPTION_KEYS[field.name]?.[value.toLowerCase()];
  return key ? t(key) : value;
}

/** A price note in the user's words; a named field reads by its label on this form. */
export function priceWords(words: PriceWords, fields: readonly FieldSpec[]): string {
  // A field this form lacks (an estimate of the form just left, for one render) still reads by
  // its label on another form, never as the API's token.
  const name = words.field === undefined ? '' : (fieldName(words.field, fields) ?? words.field);
  return t(words.key, { ...words.values, field: name });
}

/** Fields outside the request tables that an error may name (settings, the Live profile, Variations). */
const OTHER_FIELD_KEYS: Readonly<Record<string, MessageKey>> = {
  apiKey: 'account.live.apiKey',
  baseUrl: 'account.live.baseUrl',
  proxyUrl: 'settings.network.address',
  bypass: 'settings.network.bypass',
  soft: 'settings.budget.soft',
  hard: 'settings.budget.hard',
  variations: 'generate.variations.label',
};

let everyField: ReadonlyMap<string, FieldSpec> | null = null;

/** Every request field by its API name, the first table's row where tables share a name. */
function fieldsByName(): ReadonlyMap<string, FieldSpec> {
  if (everyField) return everyField;
  const byName = new Map<string, FieldSpec>();
  const tables = [...MODEL_KEYS.map(submitFields), ...MUSIC_ACTIONS.map(musicActionTable)];
  for (const field of tables.flat()) if (!byName.has(field.name)) byName.set(field.name, field);
  everyField = byName;
  return byName;
}

/**
 * A field's human name in the user's language: its label on this form when given, else on any
 * form, else a settings label; null for a name with none (an internal id), so the caller says
 * "your input" rather than show the API's token.
 */
export function fieldName(name: string, fields: readonly FieldSpec[] = []): string | null {
  const field = findField(fields, name) ?? fieldsByName().get(name);
  if (field) return fieldLabel(field);
  const key = OTHER_FIELD_KEYS[name];
  return key ? t(key) : null;
}
