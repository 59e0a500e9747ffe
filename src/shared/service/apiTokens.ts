// Owns the list of the service's own words that must never reach the screen (issue 21 item 5):
// generated from this folder (model keys, music action names, field names, task status values,
// stem identifiers), less the tokens that are also ordinary English words, which the screen
// may well show in their ordinary sense. The vocabulary walk (e2e/vocabulary.web.spec.ts)
// fails on any visible token of API_TOKENS outside "Technical details".
import { TASK_STATUSES } from './envelopes';
import { STEM_TYPES } from './music/fields';
import { MUSIC_ACTIONS, musicActionTable } from './music/actions';
import { MODEL_KEYS, submitFields } from './models';

/**
 * Tokens that are also ordinary English words (or a term a musician reads as one, like MIDI):
 * the screen says "Cover", "lyrics", "prompt", "bass" in their ordinary sense, and many are the
 * English human names themselves ("Extend", "Remaster", the stems' "piano"). Only a token
 * that is not an ordinary word ("stems-all", "aligned-lyrics", "negative_prompt",
 * "image-a", "SUCCEEDED", "lead_vocal") counts as a leak. Matching is case-sensitive, so the
 * token `bpm` is a leak and the unit "120 BPM" is not.
 */
// (Packed: a word list reads better than one word a line.)
// prettier-ignore
export const ORDINARY_WORDS: ReadonlySet<string> = new Set([
  // music actions (their English human names are these words, or phrases around them)
  'generate', 'sounds', 'lyrics', 'upload', 'extend', 'cover', 'remaster', 'mashup', 'sample',
  'persona', 'crop', 'stems', 'midi', 'download',
  // the music model, whose name is "Tune"
  'tune',
  // field names that are plain words the form itself uses as labels or in sentences
  'prompt', 'style', 'title', 'duration', 'seed', 'resolution', 'model', 'instrumental',
  'weirdness', 'description', 'type', 'version', 'key', 'speed', 'custom', 'formats', 'variety', 'name',
  'watermark',
  // stem identifiers that are plain instrument words (the English stem names are these)
  'bass', 'piano', 'percussion', 'synth', 'guitar', 'organ', 'keyboards', 'kick', 'snare',
  'risers', 'woodwinds', 'flute', 'harp', 'tambourine', 'trumpet', 'arpeggiator', 'accordion',
  'fiddle', 'violin', 'mandolin', 'choir', 'banjo', 'bells', 'clarinet', 'trombone', 'shaker',
  'glockenspiel', 'cello', 'timpani', 'harmonica', 'marimba', 'vibraphone', 'saxophone',
  'orchestra', 'horns', 'cymbals', 'oboe', 'celesta', 'congas', 'drone', 'ukulele', 'harpsichord',
  'xylophone', 'tuba', 'whistle', 'bongos', 'bassoon', 'cowbell', 'viola', 'sitar', 'piccolo',
  'theremin', 'bagpipes', 'melodica', 'tabla', 'koto', 'djembe', 'taiko', 'didgeridoo', 'rhodes',
  '808',
]);

function fieldNames(): string[] {
  const tables = [
    ...MODEL_KEYS.map((key) => submitFields(key)),
    ...MUSIC_ACTIONS.map((action) => musicActionTable(action)),
  ];
  return tables.flatMap((table) => table.map((field) => field.name));
}

/** Every token, before the ordinary words are taken out (the unit test reads both). */
export const ALL_API_TOKENS: readonly string[] = [
  ...new Set([...MODEL_KEYS, ...MUSIC_ACTIONS, ...fieldNames(), ...TASK_STATUSES, ...STEM_TYPES]),
].sort();

/** The tokens the screen must not show. */
export const API_TOKENS: readonly string[] = ALL_API_TOKENS.filter(
  (token) => !ORDINARY_WORDS.has(token),
);
