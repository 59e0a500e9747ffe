// Owns the human name of each music action, as a person would say it ("Separate all
// stems"), for every place the app shows an action. The API name stays secondary detail.
import { isMusicAction, type MusicAction } from './actions';

export const ACTION_NAMES: Readonly<Record<MusicAction, string>> = {
  generate: 'New song',
  inspo: 'Song from inspiration clips',
  sounds: 'Sound effect or loop',
  lyrics: 'Write lyrics',
  'upsample-tags': 'Enhance a style',
  upload: 'Upload audio',
  'upload-cover': 'Cover uploaded audio',
  'upload-extend': 'Extend uploaded audio',
  'create-model': 'Train a custom model',
  'create-voice': 'Create a voice',
  extend: 'Extend',
  concat: 'Get the whole song',
  cover: 'Cover',
  remaster: 'Remaster',
  'add-vocals': 'Add vocals',
  'add-instrumental': 'Add instrumental',
  'add-stem': 'Add a stem',
  mashup: 'Mashup',
  sample: 'Sample a section',
  persona: 'Make a persona',
  'replace-section': 'Replace a section',
  'remove-section': 'Remove a section',
  crop: 'Crop',
  'fade-in': 'Fade in',
  'fade-out': 'Fade out',
  'adjust-speed': 'Change speed',
  stems: 'Separate one stem',
  'stems-all': 'Separate all stems',
  midi: 'Transcribe to MIDI',
  'aligned-lyrics': 'Time the lyrics',
  bpm: 'Detect tempo',
  'music-video': 'Music video',
  download: 'Download formats',
};

/** The human name of any action string the app holds (an unknown one is shown as it is). */
export function actionName(action: string): string {
  return isMusicAction(action) ? ACTION_NAMES[action] : action;
}
