// Owns the field tables of the video models, transcribed from the spec. As for images,
// undocumented fields pass through (the spec names fields it does not show, e.g. the
// omni audio switch); fields the spec says are rejected are in VIDEO_REJECTED_FIELDS.
import type { FieldTable } from './fieldSpec';
import { VIDEO_TYPE_HELP, enumField, imageUrlsField, promptField } from './commonFields';

const T2V = 'text-to-video';
const I2V = 'image-to-video';
const R2V = 'reference-to-video';

export const VIDEO_A_FIELDS: FieldTable = [
  promptField({ required: true, minLength: 1, maxLength: 2500 }),
  enumField('type', 'Type', VIDEO_TYPE_HELP, [T2V, I2V], { required: true }),
  imageUrlsField({
    label: 'Frames',
    help: 'Image-to-video: first frame, optionally last frame; text-to-video: none.',
  }),
  enumField('resolution', 'Resolution', 'Billed per second by resolution.', ['720p', '1080p'], {
    default: '720p',
  }),
  {
    name: 'duration',
    kind: 'integer',
    label: 'Duration (s)',
    help: 'Length in seconds, 3 to 15.',
    min: 3,
    max: 15,
    default: 5,
  },
  enumField(
    'aspect_ratio',
    'Aspect ratio',
    'For image-to-video the first frame may decide.',
    ['16:9', '9:16', '1:1'],
    {
      default: '16:9',
    },
  ),
  {
    name: 'generate_audio',
    kind: 'boolean',
    label: 'Native audio',
    help: 'Generate sound; billed at a higher per-second rate.',
  },
];

export const VIDEO_A_OMNI_FIELDS: FieldTable = [
  promptField({
    required: true,
    minLength: 1,
    maxLength: 2500,
    help: 'Cite references as <<<image_1>>> ... <<<image_N>>>.',
  }),
  enumField('type', 'Type', VIDEO_TYPE_HELP, [T2V, I2V, R2V], { required: true }),
  imageUrlsField({
    label: 'Images',
    help: 'Image-to-video: 1-2 frames; reference-to-video: 1-7 references (not billed).',
  }),
  enumField(
    'resolution',
    'Resolution',
    'Billed per second by resolution; default not documented.',
    ['720p', '1080p'],
  ),
  {
    name: 'duration',
    kind: 'integer',
    label: 'Duration (s)',
    help: 'Length in seconds, 3 to 15.',
    min: 3,
    max: 15,
  },
  enumField(
    'aspect_ratio',
    'Aspect ratio',
    'For image-to-video the first frame may decide.',
    ['16:9', '9:16', '1:1'],
    {
      default: '16:9',
    },
  ),
];

export const VIDEO_B_FIELDS: FieldTable = [
  imageUrlsField({
    required: true,
    minItems: 1,
    maxItems: 1,
    label: 'First frame',
    help: 'Exactly one image; the video keeps its aspect ratio.',
  }),
  promptField({ maxLength: 1500, help: 'Optional description of the motion.' }),
  enumField('type', 'Type', 'Always image-to-video.', [I2V]),
  enumField('resolution', 'Resolution', 'Billed per second by resolution.', ['720p', '1080p'], {
    default: '720p',
  }),
  {
    name: 'duration',
    kind: 'integer',
    label: 'Duration (s)',
    help: 'Length in seconds, 2 to 15.',
    min: 2,
    max: 15,
    default: 5,
  },
  {
    name: 'prompt_extend',
    kind: 'boolean',
    label: 'Rewrite prompt',
    help: 'Let the service improve the prompt (on unless false).',
    default: true,
  },
];

export const VIDEO_C_FIELDS: FieldTable = [
  promptField({ required: true, minLength: 1 }),
  enumField('type', 'Type', VIDEO_TYPE_HELP, [T2V, I2V, R2V], { required: true }),
  imageUrlsField({
    label: 'Images',
    help: 'Image-to-video: 1-2 frames; reference-to-video: 1-3 references (needs 8 s).',
  }),
  {
    name: 'duration',
    kind: 'integer',
    label: 'Duration (s)',
    help: '4, 6 or 8 seconds; same price.',
    choices: [4, 6, 8],
  },
  enumField('resolution', 'Resolution', 'Billed per video by variant and resolution.', [
    '720p',
    '1080p',
    '4k',
  ]),
  enumField('aspect_ratio', 'Aspect ratio', 'Shape of the video.', [
    '16:9',
    '9:16',
    'Auto',
    'auto',
  ]),
  enumField('model', 'Variant', 'Fast or lite variant; billed differently.', [
    'video-c_fast',
    'video-c_lite',
  ]),
];

export const VIDEO_D_FIELDS: FieldTable = [
  promptField({ required: true, minLength: 1 }),
  enumField('type', 'Type', 'Text-to-video or image-to-video.', [T2V, I2V], { required: true }),
  imageUrlsField({
    label: 'First frame',
    help: 'Image-to-video: exactly one image; text-to-video: none.',
  }),
  {
    name: 'duration',
    kind: 'integer',
    label: 'Duration (s)',
    help: '5 or 10 seconds.',
    choices: [5, 10],
  },
  enumField(
    'resolution',
    'Resolution',
    'Omit for 480p; explicit 480p is rejected.',
    ['720p', '1080p'],
    {
      rejectedValues: {
        '480p': 'explicit 480p is currently rejected; omit resolution to get 480p',
      },
    },
  ),
  enumField('aspect_ratio', 'Aspect ratio', 'Shape of the video.', [
    '16:9',
    '4:3',
    '1:1',
    '3:4',
    '9:16',
    '21:9',
    'adaptive',
  ]),
];

export const VIDEO_REJECTED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'video-b-2.6-flash': ['audio', 'audio_url'],
};

/** image_urls count allowed per video type; `null` means the type must omit image_urls. */
export type ImageCountByType = Readonly<Record<string, { min: number; max: number } | null>>;

export const VIDEO_IMAGE_COUNTS: Readonly<Record<string, ImageCountByType>> = {
  'video-a-v3': { [T2V]: null, [I2V]: { min: 1, max: 2 } },
  'video-a-v3-omni': { [T2V]: null, [I2V]: { min: 1, max: 2 }, [R2V]: { min: 1, max: 7 } },
  'video-b-2.6-flash': { [I2V]: { min: 1, max: 1 } },
  'video-c': { [T2V]: null, [I2V]: { min: 1, max: 2 }, [R2V]: { min: 1, max: 3 } },
  'video-d-pro-fast': { [T2V]: null, [I2V]: { min: 1, max: 1 } },
};
