// Owns the music "Shared fields" table of the spec: one row per field, reused by every
// action (actions.ts picks rows and may tighten them). Music text is measured in
// Unicode characters (code points).
import type { FieldSpec } from '../fieldSpec';

export const STEM_TYPES = [
  'lead_vocal', 'drum_kit', 'bass', 'backing_vocals', 'piano', 'electric_guitar', 'percussion', 'string_section',
  'synth', 'acoustic_guitar', 'sound_effects', 'synth_pad', 'synth_bass', 'guitar', 'brass_section', 'organ',
  'electronic_drum_kit', 'lead_electric_guitar', 'synth_keys', 'rhythm_electric_guitar', 'electric_piano',
  'upright_bass', 'keyboards', 'distorted_electric_guitar', 'kick', 'snare', 'risers', 'synth_strings', 'synth_lead',
  'woodwinds', 'flute', 'harp', 'tambourine', 'trumpet', 'arpeggiator', 'accordion', 'fiddle', 'pedal_steel_guitar',
  'synth_voice', 'violin', 'digital_piano', 'synth_brass', 'mandolin', 'choir', 'banjo', 'bells', 'clarinet',
  'tenor_saxophone', 'trombone', 'shaker', 'french_horn', 'glockenspiel', 'electric_bass', 'cello', 'timpani',
  'harmonica', 'marimba', 'vibraphone', 'lap_steel_guitar', 'saxophone', 'orchestra', 'horns', 'cymbals',
  'hand_clap', 'oboe', 'celesta', 'congas', 'drone', 'alto_saxophone', 'double_bass', 'ukulele', 'harpsichord',
  'baritone_saxophone', 'xylophone', 'tuba', 'bass_guitar', 'whistle', 'lead_guitar', 'rhodes', '808', 'bongos',
  'bassoon', 'cowbell', 'viola', 'sitar', 'steel_drums', 'piccolo', 'theremin', 'bagpipes', 'hi_hat', 'music_box',
  'melodica', 'tabla', 'koto', 'djembe', 'taiko', 'didgeridoo',
] as const;

export const MUSIC_KEYS = [
  'C', 'Cm', 'C#', 'C#m', 'D', 'Dm', 'D#', 'D#m', 'E', 'Em', 'F', 'Fm',
  'F#', 'F#m', 'G', 'Gm', 'G#', 'G#m', 'A', 'Am', 'A#', 'A#m', 'B', 'Bm',
] as const;

export const MUSIC_VERSIONS = ['v6', 'v6-wild', 'v6-mini'] as const;
export const AUDIO_FORMATS = ['mp3', 'm4a', 'wav'] as const;

const cp = 'codepoints' as const;
const weight = (name: string, label: string, help: string): FieldSpec => ({
  name, kind: 'number', label, help, min: 0, max: 1,
});
const seconds = (name: string, label: string, help: string, extra: Partial<FieldSpec>): FieldSpec => ({
  name, kind: 'number', label, help, ...extra,
});

const rows: FieldSpec[] = [
  { name: 'prompt', kind: 'text', label: 'Lyrics / description', help: 'Lyrics in custom mode; a description in inspiration mode.', measure: cp, maxLength: 5000 },
  { name: 'gpt_description', kind: 'text', label: 'Song description', help: 'What the song should be like (inspiration mode).', measure: cp, maxLength: 3000 },
  { name: 'custom', kind: 'boolean', label: 'Custom mode', help: 'On: you write lyrics and style. Off: describe the song.' },
  { name: 'instrumental', kind: 'boolean', label: 'Instrumental', help: 'No vocals.', default: false },
  { name: 'version', kind: 'enum', label: 'Model version', help: 'Same price for every version.', values: MUSIC_VERSIONS, caseInsensitive: true, default: 'v6' },
  { name: 'custom_model_task_id', kind: 'uuid', label: 'Custom model', help: 'Task id of a finished create-model task; replaces version.' },
  { name: 'persona_task_id', kind: 'uuid', label: 'Persona', help: 'Task id of a finished persona or create-voice task (custom mode).' },
  { name: 'title', kind: 'string', label: 'Title', help: 'Song title.', measure: cp, maxLength: 80 },
  { name: 'style', kind: 'text', label: 'Style', help: 'Genres, moods, instruments.', measure: cp, maxLength: 1000 },
  { name: 'negative_tags', kind: 'string', label: 'Avoid', help: 'Styles to avoid.', measure: cp, maxLength: 1000 },
  weight('style_weight', 'Style weight', 'How strongly to follow the style, 0 to 1.'),
  weight('weirdness', 'Weirdness', 'How adventurous, 0 to 1.'),
  weight('audio_weight', 'Audio weight', 'How closely to follow the source audio, 0 to 1.'),
  { name: 'vocal_gender', kind: 'enum', label: 'Voice', help: 'Male or female voice (not with instrumental).', values: ['Male', 'Female', 'm', 'f'], caseInsensitive: true },
  { name: 'auto_lyrics', kind: 'boolean', label: 'Auto lyrics', help: 'Let the service write lyrics (custom mode).', default: false },
  { name: 'variety', kind: 'enum', label: 'Variety', help: 'How different the takes are.', values: ['off', 'normal', 'high', 'extra', 'max'] },
  { name: 'max_mode', kind: 'boolean', label: 'Max quality', help: 'Higher quality at double price (custom mode).', default: false },
  { name: 'audio_format', kind: 'enum', label: 'Audio format', help: 'File format of the tracks.', values: AUDIO_FORMATS },
  { name: 'duration', kind: 'integer', label: 'Target length (s)', help: '10 to 360 s; the result may differ; no price effect.', min: 10, max: 360 },
  { name: 'task_id', kind: 'uuid', label: 'Source task', help: 'The finished task whose track is used.' },
  { name: 'audio_index', kind: 'integer', label: 'Track', help: 'Which track of the source (1-based).', min: 1, max: 20, default: 1 },
  { name: 'task_ids', kind: 'uuid-pair', label: 'Source tasks', help: 'Exactly two finished tasks to mash up.', minItems: 2, maxItems: 2 },
  { name: 'audio_indexes', kind: 'int-pair', label: 'Tracks', help: 'Track of each source, 1 to 20.', minItems: 2, maxItems: 2, min: 1, max: 20, default: [1, 1] },
  { name: 'audio_url', kind: 'url', label: 'Audio URL', help: 'Public http(s) URL, at most 2048 characters.', measure: cp, maxLength: 2048 },
  { name: 'audio_urls', kind: 'url-list', label: 'Audio URLs', help: 'Public http(s) URLs of audio.', measure: cp, maxLength: 2048 },
  seconds('continue_at', 'Continue at (s)', 'Seconds into the source where the continuation starts (at least 1).', { min: 1 }),
  seconds('start_s', 'Start (s)', 'Start of the range in seconds.', { min: 0 }),
  seconds('end_s', 'End (s)', 'End of the range in seconds.', { min: 0, minExclusive: true }),
  seconds('fade_duration', 'Fade length (s)', 'Seconds of fade; not longer than the track.', { min: 0, minExclusive: true }),
  seconds('speed', 'Speed', 'Playback speed factor, 0.25 to 4.', { min: 0.25, max: 4 }),
  { name: 'keep_pitch', kind: 'boolean', label: 'Keep pitch', help: 'Keep the pitch when changing speed.', default: true },
  { name: 'stem_type', kind: 'enum', label: 'Stem', help: 'Which instrument or voice to extract.', values: STEM_TYPES, caseInsensitive: true, default: 'lead_vocal' },
  { name: 'infill_lyrics', kind: 'text', label: 'New lyrics', help: 'Lyrics for the replaced section.', measure: cp, maxLength: 5000 },
  { name: 'variation_category', kind: 'enum', label: 'Variation', help: 'How much the remaster may change.', values: ['subtle', 'normal', 'high'] },
  { name: 'sound_type', kind: 'enum', label: 'Sound type', help: 'A single hit or a loop.', values: ['one-shot', 'loop'] },
  { name: 'bpm', kind: 'integer', label: 'BPM', help: 'Tempo, 1 to 300.', min: 1, max: 300 },
  { name: 'key', kind: 'enum', label: 'Key', help: 'Musical key of the sound (sent in the service notation: F♯ minor is F#m).', values: MUSIC_KEYS },
  { name: 'lyrics_model', kind: 'enum', label: 'Lyrics model', help: 'Which lyrics writer to use.', values: ['classic', 'remi'] },
  { name: 'name', kind: 'string', label: 'Name', help: 'Name, at most 80 characters.', measure: cp, maxLength: 80 },
  { name: 'description', kind: 'text', label: 'Description', help: 'At most 1000 characters.', measure: cp, maxLength: 1000 },
  { name: 'formats', kind: 'string-list', label: 'Formats', help: 'One or more of mp3, m4a, wav; duplicates ignored.', values: AUDIO_FORMATS, minItems: 1 },
];

/** Every shared music field by name. */
export const MUSIC_FIELDS: Readonly<Record<string, FieldSpec>> = Object.fromEntries(rows.map((row) => [row.name, row]));
