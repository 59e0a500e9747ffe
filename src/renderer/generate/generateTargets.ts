// Owns what the Generate page offers to choose from: the submit models by kind, the 33
// music actions grouped as the spec groups them, and a one-line summary of each.
import {
  MODEL_KEYS,
  MUSIC_ACTIONS,
  modelKind,
  type ModelKey,
  type ModelKind,
  type MusicAction,
} from '../../shared/service';
import type { Target } from '../../shared/ipc/targets';

/** A target the page knows: a submit model or a music action. */
export type GenerateTarget = { model: ModelKey } | { action: MusicAction };

/** The spec's model table, in plain words. */
export const MODEL_SUMMARIES: Readonly<Record<ModelKey, string>> = {
  'image-a': 'Text-to-image and image-to-image',
  'image-a-2-lite': 'Lighter variant of image-a, fewer options',
  'image-b-2.0': 'Text-to-image and editing, one image per request',
  'image-b-2.0-pro': 'Same request as image-b-2.0, pro quality',
  'image-c-4': 'Text-to-image and fusion, batch output',
  'video-a-v3': 'Text-to-video, first/last-frame image-to-video',
  'video-a-v3-omni': 'Text, first/last frame and multi-reference video',
  'video-b-2.6-flash': 'Silent image-to-video',
  'video-c': 'Text, frame and reference video; fast/lite variants',
  'video-d-pro-fast': 'Text-to-video and image-to-video',
  tune: 'Legacy music submit: same as the generate action',
};

export interface ActionGroup {
  readonly label: string;
  readonly actions: readonly MusicAction[];
}

export const MUSIC_ACTION_GROUPS: readonly ActionGroup[] = [
  {
    label: 'Creation',
    actions: [
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
    ],
  },
  {
    label: 'On an existing track',
    actions: [
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
    ],
  },
  {
    label: 'Editing',
    actions: [
      'replace-section',
      'remove-section',
      'crop',
      'fade-in',
      'fade-out',
      'adjust-speed',
      'stems',
      'stems-all',
    ],
  },
  {
    label: 'Analysis and export',
    actions: ['midi', 'aligned-lyrics', 'bpm', 'music-video', 'download'],
  },
];

export const ACTION_SUMMARIES: Readonly<Record<MusicAction, string>> = {
  generate: 'A new song from a description or your lyrics (usually two tracks)',
  inspo: 'A song inspired by 1 to 4 audio clips',
  sounds: 'A sound effect or loop, with optional key and tempo',
  lyrics: 'Lyrics about a topic',
  'upsample-tags': 'An enhanced version of a style description',
  upload: 'Bring your own audio in as a source for later actions',
  'upload-cover': 'A cover of uploaded audio (shorter than 8 minutes)',
  'upload-extend': 'Continue uploaded audio from a point in time',
  'create-model': 'Train a custom model from 6 to 24 clips (about 20 minutes)',
  'create-voice': 'A voice persona from a clean vocal recording',
  extend: 'Continue a track from a point in time',
  concat: 'Join an extend task into the full song',
  cover: 'A new rendition of a track',
  remaster: 'A remastered version of a track',
  'add-vocals': 'Vocals over an uploaded instrumental',
  'add-instrumental': 'An instrumental under an uploaded vocal',
  'add-stem': 'A new instrument layer on a track',
  mashup: 'Blend two tracks into one',
  sample: 'A new song from a section of an uploaded track',
  persona: 'A voice persona from a track (optionally a vocal clip)',
  'replace-section': 'Regenerate a time range of a track',
  'remove-section': 'Cut a time range out of a track',
  crop: 'Keep only a time range of a track',
  'fade-in': 'Fade a track in',
  'fade-out': 'Fade a track out',
  'adjust-speed': 'Speed a track up or slow it down',
  stems: 'Extract one stem (voice or instrument)',
  'stems-all': 'Split a track into all its stems',
  midi: 'MIDI transcription of a track',
  'aligned-lyrics': 'Lyrics with timing',
  bpm: 'Tempo analysis (average, min, max)',
  'music-video': 'An MP4 video for a track',
  download: 'The track in one or more file formats',
};

/** Submit models of a kind (music: the legacy `tune` only; actions are listed apart). */
export function modelsOfKind(kind: ModelKind): ModelKey[] {
  return MODEL_KEYS.filter((key) => modelKind(key) === kind);
}

export function kindOfTarget(target: GenerateTarget): ModelKind {
  return 'model' in target ? modelKind(target.model) : 'music';
}

export function targetKey(target: GenerateTarget): string {
  return 'model' in target ? `model:${target.model}` : `action:${target.action}`;
}

export function targetSummary(target: GenerateTarget): string {
  return 'model' in target ? MODEL_SUMMARIES[target.model] : ACTION_SUMMARIES[target.action];
}

/** Narrows an IPC target (from a stored submission) to one the page knows, or null. */
export function toGenerateTarget(target: Target): GenerateTarget | null {
  if ('model' in target) {
    const model = MODEL_KEYS.find((key) => key === target.model);
    return model ? { model } : null;
  }
  const action = MUSIC_ACTIONS.find((name) => name === target.action);
  return action ? { action } : null;
}

/** The first target of a kind, for when the user switches kind. */
export function defaultTargetOf(kind: ModelKind): GenerateTarget {
  if (kind === 'music') return { action: 'generate' };
  return { model: modelsOfKind(kind)[0] ?? 'image-a' };
}
