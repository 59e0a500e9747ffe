// Owns the list of the 33 music actions, the fields each accepts (strict: nothing
// else), which are required and the per-action tightening of shared rows, plus the
// source-task rules (which results are track sources, required source kinds).
import type { FieldSpec, FieldTable } from '../fieldSpec';
import { MUSIC_FIELDS } from './fields';

export const MUSIC_ACTIONS = [
  'generate',
  'inspo',
  'sounds',
  'lyrics',
  'upsample-tags',
  'upload',
  'upload-cover',
  'upload-extend',
  'create-model',
  'create-voice',
  'extend',
  'concat',
  'cover',
  'remaster',
  'add-vocals',
  'add-instrumental',
  'add-stem',
  'mashup',
  'sample',
  'persona',
  'replace-section',
  'remove-section',
  'crop',
  'fade-in',
  'fade-out',
  'adjust-speed',
  'stems',
  'stems-all',
  'midi',
  'aligned-lyrics',
  'bpm',
  'music-video',
  'download',
] as const;
export type MusicAction = (typeof MUSIC_ACTIONS)[number];

export function isMusicAction(value: string): value is MusicAction {
  return (MUSIC_ACTIONS as readonly string[]).includes(value);
}

// Shorthands of the spec.
const MODEL_CHOICE = ['version', 'custom_model_task_id'];
const STYLE = ['title', 'style', 'negative_tags'];
const WEIGHTS = ['style_weight', 'weirdness', 'audio_weight'];
const MODE = ['custom', 'prompt', 'gpt_description'];
const RANGE = ['start_s', 'end_s'];

interface ActionDefinition {
  readonly required: readonly string[];
  readonly optional: readonly string[];
  readonly overrides?: Readonly<Record<string, Partial<FieldSpec>>>;
}

const description3000 = { maxLength: 3000 };
const editBase = (required: string[], optional: string[] = []): ActionDefinition => ({
  required: ['task_id', ...required],
  optional: ['audio_index', ...optional],
});

const DEFINITIONS: Record<MusicAction, ActionDefinition> = {
  generate: {
    required: [],
    optional: [
      'prompt',
      'custom',
      'instrumental',
      ...MODEL_CHOICE,
      'persona_task_id',
      ...STYLE,
      ...WEIGHTS,
      'vocal_gender',
      'auto_lyrics',
      'variety',
      'max_mode',
      'audio_format',
      'duration',
    ],
    overrides: { custom: { default: false } },
  },
  inspo: {
    required: ['audio_urls'],
    optional: [
      'prompt',
      ...MODEL_CHOICE,
      ...STYLE,
      ...WEIGHTS,
      'vocal_gender',
      'auto_lyrics',
      'variety',
      'max_mode',
      'audio_format',
    ],
    overrides: {
      audio_urls: { minItems: 1, maxItems: 4 },
      prompt: { label: 'Lyrics', help: 'Lyrics for the song.' },
    },
  },
  sounds: {
    required: ['prompt'],
    optional: ['version', 'sound_type', 'bpm', 'key', 'audio_format'],
    overrides: {
      prompt: { ...description3000, label: 'Sound description', help: 'Describe the sound.' },
    },
  },
  lyrics: {
    required: ['prompt'],
    optional: ['lyrics_model'],
    overrides: {
      prompt: { ...description3000, label: 'Topic', help: 'What the lyrics are about.' },
    },
  },
  'upsample-tags': { required: ['style'], optional: [] },
  upload: { required: ['audio_url'], optional: [] },
  'upload-cover': {
    required: ['audio_url', 'custom'],
    optional: [
      'prompt',
      'gpt_description',
      'instrumental',
      ...MODEL_CHOICE,
      'persona_task_id',
      ...STYLE,
      ...WEIGHTS,
      'vocal_gender',
      'auto_lyrics',
      'variety',
      'max_mode',
      'audio_format',
      'duration',
    ],
    overrides: { audio_url: { help: 'Public http(s) URL of audio shorter than 8 minutes.' } },
  },
  'upload-extend': {
    required: ['audio_url', 'continue_at'],
    optional: [
      'prompt',
      ...MODEL_CHOICE,
      'persona_task_id',
      ...STYLE,
      ...WEIGHTS,
      'vocal_gender',
      'auto_lyrics',
      'variety',
      'max_mode',
      'audio_format',
      'duration',
    ],
    overrides: { prompt: { label: 'Lyrics', help: 'Lyrics of the continuation.' } },
  },
  'create-model': {
    required: ['name', 'audio_urls'],
    optional: [],
    overrides: { audio_urls: { minItems: 6, maxItems: 24 } },
  },
  'create-voice': {
    required: ['audio_url'],
    optional: [],
    overrides: { audio_url: { help: 'MP3 or WAV of a clean vocal without music.' } },
  },
  extend: {
    required: ['task_id', 'continue_at'],
    optional: [
      'audio_index',
      ...MODE,
      ...MODEL_CHOICE,
      'persona_task_id',
      ...STYLE,
      ...WEIGHTS,
      'vocal_gender',
      'auto_lyrics',
      'variety',
      'max_mode',
      'audio_format',
      'duration',
    ],
    overrides: {
      custom: { default: true },
      continue_at: { help: 'At least 1 and less than the track duration.' },
    },
  },
  concat: editBase([], ['audio_format']),
  cover: editBase(
    [],
    [
      ...MODE,
      ...MODEL_CHOICE,
      'persona_task_id',
      ...STYLE,
      ...WEIGHTS,
      'vocal_gender',
      'variety',
      'max_mode',
      'audio_format',
      'duration',
    ],
  ),
  remaster: editBase([], ['variation_category', 'audio_format']),
  'add-vocals': editBase(
    [],
    [
      ...MODE,
      ...MODEL_CHOICE,
      ...STYLE,
      ...WEIGHTS,
      'vocal_gender',
      'variety',
      'max_mode',
      'audio_format',
    ],
  ),
  'add-instrumental': editBase(
    [],
    [
      ...MODE,
      ...MODEL_CHOICE,
      ...STYLE,
      ...WEIGHTS,
      'vocal_gender',
      'variety',
      'max_mode',
      'audio_format',
    ],
  ),
  'add-stem': editBase(
    [],
    [...MODE, ...MODEL_CHOICE, ...STYLE, ...WEIGHTS, 'variety', 'max_mode', 'audio_format'],
  ),
  mashup: {
    required: ['task_ids'],
    optional: [
      'audio_indexes',
      ...MODE,
      'instrumental',
      ...MODEL_CHOICE,
      'persona_task_id',
      ...STYLE,
      ...WEIGHTS,
      'vocal_gender',
      'auto_lyrics',
      'variety',
      'max_mode',
      'audio_format',
    ],
  },
  sample: editBase(
    [...RANGE],
    [
      ...MODE,
      'instrumental',
      ...MODEL_CHOICE,
      ...STYLE,
      ...WEIGHTS,
      'vocal_gender',
      'auto_lyrics',
      'variety',
      'max_mode',
      'audio_format',
    ],
  ),
  persona: editBase(['name'], ['description', 'style', ...RANGE]),
  'replace-section': {
    ...editBase(
      [...RANGE],
      ['infill_lyrics', 'prompt', ...MODEL_CHOICE, ...STYLE, 'variety', 'max_mode', 'audio_format'],
    ),
    overrides: {
      prompt: { label: 'Surrounding lyrics', help: 'Lyrics around the replaced section.' },
    },
  },
  'remove-section': editBase([...RANGE]),
  crop: {
    ...editBase([...RANGE]),
    overrides: {
      start_s: { help: 'Start of the part kept.' },
      end_s: { help: 'End of the part kept.' },
    },
  },
  'fade-in': editBase(['fade_duration'], ['title']),
  'fade-out': editBase(['fade_duration'], ['title']),
  'adjust-speed': editBase(['speed'], ['keep_pitch', 'title']),
  stems: editBase([], ['stem_type', 'audio_format']),
  'stems-all': editBase([], ['audio_format']),
  midi: editBase([]),
  'aligned-lyrics': editBase([]),
  bpm: editBase([]),
  'music-video': editBase([]),
  download: editBase(['formats']),
};

function row(
  name: string,
  required: boolean,
  overrides: Partial<FieldSpec> | undefined,
): FieldSpec {
  const shared = MUSIC_FIELDS[name];
  if (!shared) throw new Error(`music field table has no row '${name}'`); // programming error, caught by tests
  return { ...shared, ...overrides, required };
}

function buildTable(definition: ActionDefinition): FieldTable {
  return [
    ...definition.required.map((name) => row(name, true, definition.overrides?.[name])),
    ...definition.optional.map((name) => row(name, false, definition.overrides?.[name])),
  ];
}

const TABLES = new Map<MusicAction, FieldTable>(
  MUSIC_ACTIONS.map((action) => [action, buildTable(DEFINITIONS[action])]),
);

/** The fields an action accepts (any other field is rejected), before mode adjustments. */
export function musicActionTable(action: MusicAction): FieldTable {
  return TABLES.get(action) ?? [];
}

/** Actions whose finished tasks can be a track source for later actions. */
export const TRACK_SOURCE_ACTIONS: readonly MusicAction[] = [
  'generate',
  'inspo',
  'sounds',
  'upload',
  'upload-cover',
  'upload-extend',
  'extend',
  'cover',
  'remaster',
  'stems',
  'stems-all',
  'add-vocals',
  'add-instrumental',
  'add-stem',
  'replace-section',
  'remove-section',
  'crop',
  'fade-in',
  'fade-out',
  'adjust-speed',
  'concat',
  'mashup',
  'sample',
];

/** Actions whose source must be an `upload` task. */
export const UPLOAD_ONLY_ACTIONS: readonly MusicAction[] = [
  'add-vocals',
  'add-instrumental',
  'sample',
];

/** Actions whose source task must be of a given action. */
export const REQUIRED_SOURCE_KIND: Readonly<Partial<Record<MusicAction, MusicAction>>> = {
  'add-vocals': 'upload',
  'add-instrumental': 'upload',
  sample: 'upload',
  concat: 'extend',
};

/** Actions whose task id can be a persona_task_id, and a custom_model_task_id. */
export const PERSONA_SOURCE_ACTIONS: readonly MusicAction[] = ['persona', 'create-voice'];
export const CUSTOM_MODEL_SOURCE_ACTIONS: readonly MusicAction[] = ['create-model'];

/** Actions that take a source track via task_id (mashup uses task_ids). */
export function takesSourceTrack(action: MusicAction): boolean {
  return musicActionTable(action).some(
    (field) => field.name === 'task_id' || field.name === 'task_ids',
  );
}
