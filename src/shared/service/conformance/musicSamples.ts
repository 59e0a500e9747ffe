// Test-side transcription of the music spec: a valid sample value per shared field,
// a minimal valid body per action and the fields each action accepts (typed again
// from the spec tables, independently of music/actions.ts).
import { AUDIO_URL, PLACEHOLDER, urls } from './caseKit';

export const SAMPLE_VALUES: Record<string, unknown> = {
  prompt: 'la la la', gpt_description: 'a happy summer song', custom: true, instrumental: false, version: 'v6',
  custom_model_task_id: PLACEHOLDER.model, persona_task_id: PLACEHOLDER.persona, title: 'Song', style: 'pop',
  negative_tags: 'metal', style_weight: 0.5, weirdness: 0.5, audio_weight: 0.5, vocal_gender: 'Female',
  auto_lyrics: false, variety: 'normal', max_mode: false, audio_format: 'mp3', duration: 120,
  task_id: PLACEHOLDER.track, audio_index: 1, task_ids: [PLACEHOLDER.track, PLACEHOLDER.track2], audio_indexes: [1, 2],
  audio_url: AUDIO_URL, audio_urls: urls(1, AUDIO_URL), continue_at: 5, start_s: 1, end_s: 2, fade_duration: 1,
  speed: 1.5, keep_pitch: true, stem_type: 'drum_kit', infill_lyrics: 'new words', variation_category: 'subtle',
  sound_type: 'loop', bpm: 120, key: 'C#m', lyrics_model: 'remi', name: 'Name', description: 'A description',
  formats: ['wav'],
};

const MODEL = ['version', 'custom_model_task_id'];
const STYLE = ['title', 'style', 'negative_tags'];
const WEIGHTS = ['style_weight', 'weirdness', 'audio_weight'];
const MODE = ['custom', 'prompt', 'gpt_description'];
const SRC = ['task_id', 'audio_index'];
const RANGE = ['start_s', 'end_s'];
const SHARED_CREATIVE = [...MODEL, ...STYLE, ...WEIGHTS];

export const ACCEPTED: Record<string, string[]> = {
  generate: ['prompt', 'custom', 'instrumental', ...SHARED_CREATIVE, 'persona_task_id', 'vocal_gender', 'auto_lyrics', 'variety', 'max_mode', 'audio_format', 'duration'],
  inspo: ['audio_urls', 'prompt', ...SHARED_CREATIVE, 'vocal_gender', 'auto_lyrics', 'variety', 'max_mode', 'audio_format'],
  sounds: ['prompt', 'version', 'sound_type', 'bpm', 'key', 'audio_format'],
  lyrics: ['prompt', 'lyrics_model'],
  'upsample-tags': ['style'],
  upload: ['audio_url'],
  'upload-cover': ['audio_url', ...MODE, 'instrumental', ...SHARED_CREATIVE, 'persona_task_id', 'vocal_gender', 'auto_lyrics', 'variety', 'max_mode', 'audio_format', 'duration'],
  'upload-extend': ['audio_url', 'continue_at', 'prompt', ...SHARED_CREATIVE, 'persona_task_id', 'vocal_gender', 'auto_lyrics', 'variety', 'max_mode', 'audio_format', 'duration'],
  'create-model': ['name', 'audio_urls'],
  'create-voice': ['audio_url'],
  extend: [...SRC, 'continue_at', ...MODE, ...SHARED_CREATIVE, 'persona_task_id', 'vocal_gender', 'auto_lyrics', 'variety', 'max_mode', 'audio_format', 'duration'],
  concat: [...SRC, 'audio_format'],
  cover: [...SRC, ...MODE, ...SHARED_CREATIVE, 'persona_task_id', 'vocal_gender', 'variety', 'max_mode', 'audio_format', 'duration'],
  remaster: [...SRC, 'variation_category', 'audio_format'],
  'add-vocals': [...SRC, ...MODE, ...SHARED_CREATIVE, 'vocal_gender', 'variety', 'max_mode', 'audio_format'],
  'add-instrumental': [...SRC, ...MODE, ...SHARED_CREATIVE, 'vocal_gender', 'variety', 'max_mode', 'audio_format'],
  'add-stem': [...SRC, ...MODE, ...SHARED_CREATIVE, 'variety', 'max_mode', 'audio_format'],
  mashup: ['task_ids', 'audio_indexes', ...MODE, 'instrumental', ...SHARED_CREATIVE, 'persona_task_id', 'vocal_gender', 'auto_lyrics', 'variety', 'max_mode', 'audio_format'],
  sample: [...SRC, ...RANGE, ...MODE, 'instrumental', ...SHARED_CREATIVE, 'vocal_gender', 'auto_lyrics', 'variety', 'max_mode', 'audio_format'],
  persona: [...SRC, 'name', 'description', 'style', ...RANGE],
  'replace-section': [...SRC, ...RANGE, 'infill_lyrics', 'prompt', ...MODEL, ...STYLE, 'variety', 'max_mode', 'audio_format'],
  'remove-section': [...SRC, ...RANGE],
  crop: [...SRC, ...RANGE],
  'fade-in': [...SRC, 'fade_duration', 'title'],
  'fade-out': [...SRC, 'fade_duration', 'title'],
  'adjust-speed': [...SRC, 'speed', 'keep_pitch', 'title'],
  stems: [...SRC, 'stem_type', 'audio_format'],
  'stems-all': [...SRC, 'audio_format'],
  midi: SRC,
  'aligned-lyrics': SRC,
  bpm: SRC,
  'music-video': SRC,
  download: [...SRC, 'formats'],
};

const track = { task_id: PLACEHOLDER.track };

/** A minimal valid body per action; creative actions in custom mode so every accepted field may be added. */
export const BASE: Record<string, Record<string, unknown>> = {
  generate: { custom: true, prompt: 'verse one' },
  inspo: { audio_urls: urls(1, AUDIO_URL) },
  sounds: { prompt: 'rain on a tin roof' },
  lyrics: { prompt: 'a road trip' },
  'upsample-tags': { style: 'lofi' },
  upload: { audio_url: AUDIO_URL },
  'upload-cover': { audio_url: AUDIO_URL, custom: true, prompt: 'verse one' },
  'upload-extend': { audio_url: AUDIO_URL, continue_at: 10 },
  'create-model': { name: 'My model', audio_urls: urls(6, AUDIO_URL) },
  'create-voice': { audio_url: AUDIO_URL },
  extend: { ...track, continue_at: 10 },
  concat: { task_id: PLACEHOLDER.extend },
  cover: { ...track, prompt: 'verse one' },
  remaster: track,
  'add-vocals': { task_id: PLACEHOLDER.upload, prompt: 'verse one' },
  'add-instrumental': { task_id: PLACEHOLDER.upload, prompt: 'verse one' },
  'add-stem': { ...track, prompt: 'verse one' },
  mashup: { task_ids: [PLACEHOLDER.track, PLACEHOLDER.track2], prompt: 'verse one' },
  sample: { task_id: PLACEHOLDER.upload, start_s: 0, end_s: 5, prompt: 'verse one' },
  persona: { ...track, name: 'Singer' },
  'replace-section': { ...track, start_s: 1, end_s: 3 },
  'remove-section': { ...track, start_s: 1, end_s: 3 },
  crop: { ...track, start_s: 1, end_s: 3 },
  'fade-in': { ...track, fade_duration: 2 },
  'fade-out': { ...track, fade_duration: 2 },
  'adjust-speed': { ...track, speed: 1.25 },
  stems: track,
  'stems-all': track,
  midi: track,
  'aligned-lyrics': track,
  bpm: track,
  'music-video': track,
  download: { ...track, formats: ['mp3'] },
};

/** Required fields per action (from the spec tables). */
export const REQUIRED: Record<string, string[]> = {
  inspo: ['audio_urls'], sounds: ['prompt'], lyrics: ['prompt'], 'upsample-tags': ['style'], upload: ['audio_url'],
  'upload-cover': ['audio_url', 'custom'], 'upload-extend': ['audio_url', 'continue_at'], 'create-model': ['name', 'audio_urls'],
  'create-voice': ['audio_url'], extend: ['task_id', 'continue_at'], mashup: ['task_ids'], sample: ['task_id', 'start_s', 'end_s'],
  persona: ['task_id', 'name'], 'replace-section': ['task_id', 'start_s', 'end_s'], 'remove-section': ['task_id', 'start_s', 'end_s'],
  crop: ['task_id', 'start_s', 'end_s'], 'fade-in': ['task_id', 'fade_duration'], 'fade-out': ['task_id', 'fade_duration'],
  'adjust-speed': ['task_id', 'speed'], download: ['task_id', 'formats'],
  concat: ['task_id'], cover: ['task_id'], remaster: ['task_id'], 'add-vocals': ['task_id'], 'add-instrumental': ['task_id'],
  'add-stem': ['task_id'], stems: ['task_id'], 'stems-all': ['task_id'], midi: ['task_id'], 'aligned-lyrics': ['task_id'],
  bpm: ['task_id'], 'music-video': ['task_id'],
};
