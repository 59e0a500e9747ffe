// Owns the field tables of the image models (image-a, image-a-2-lite, image-b-2.0,
// image-b-2.0-pro, image-c-4), transcribed from the spec.
// Non-music models are not declared strict by the spec, so fields not in these tables
// are passed through untouched (the spec names further fields it does not show);
// only fields the spec says are rejected are listed in IMAGE_REJECTED_FIELDS.
import type { FieldTable } from './fieldSpec';
import { enumField, imageUrlsField, promptField } from './commonFields';

const IMAGE_A_RATIOS = [
  '1:1',
  '2:3',
  '3:2',
  '3:4',
  '4:3',
  '4:5',
  '5:4',
  '9:16',
  '16:9',
  '21:9',
  'auto',
];
const IMAGE_A_LITE_RATIOS = [
  '1:1',
  '1:4',
  '1:8',
  '2:3',
  '3:2',
  '3:4',
  '4:1',
  '4:3',
  '4:5',
  '5:4',
  '8:1',
  '9:16',
  '16:9',
  '21:9',
  'auto',
];
const IMAGE_B_RATIOS = ['1:1', '4:3', '3:4', '16:9', '9:16', '3:2', '2:3'];
const IMAGE_C_RATIOS = ['1:1', '4:3', '3:4', '16:9', '9:16', '3:2', '2:3', '21:9'];

const ratioHelp = 'Shape of the output image.';

export const IMAGE_A_FIELDS: FieldTable = [
  promptField({ required: true, minLength: 1, maxLength: 5000, measure: 'utf8-bytes' }),
  imageUrlsField({
    maxItems: 10,
    help: 'Up to 10 JPEG/PNG/WebP URLs; with images the model edits them (image-to-image).',
  }),
  enumField('aspect_ratio', 'Aspect ratio', ratioHelp, IMAGE_A_RATIOS, { default: '1:1' }),
  enumField('output_format', 'Output format', 'File format of the image.', ['png', 'jpeg'], {
    default: 'png',
  }),
];

export const IMAGE_A_LITE_FIELDS: FieldTable = [
  promptField({ required: true, minLength: 1, maxLength: 20000, measure: 'utf8-bytes' }),
  imageUrlsField({ maxItems: 10, help: 'Up to 10 image URLs; omit for text-to-image.' }),
  enumField('aspect_ratio', 'Aspect ratio', ratioHelp, IMAGE_A_LITE_RATIOS, { default: 'auto' }),
];

export const IMAGE_B_FIELDS: FieldTable = [
  promptField({ required: true, minLength: 1, maxLength: 800 }),
  imageUrlsField({
    minItems: 1,
    maxItems: 3,
    help: '1 to 3 public image URLs to edit; omit to generate.',
  }),
  enumField('aspect_ratio', 'Aspect ratio', ratioHelp, IMAGE_B_RATIOS),
  enumField('resolution', 'Resolution', '1K or 2K; does not change the price.', ['1K', '2K'], {
    default: '1K',
    caseInsensitive: true,
  }),
];

export const IMAGE_C_FIELDS: FieldTable = [
  promptField({ required: true, minLength: 1 }),
  imageUrlsField({
    maxItems: 14,
    help: 'Up to 14 images to fuse; images plus batch size must be at most 15.',
  }),
  enumField('aspect_ratio', 'Aspect ratio', ratioHelp, IMAGE_C_RATIOS),
  enumField('resolution', 'Resolution', 'Output resolution; does not change the price.', [
    '1K',
    '2K',
    '4K',
  ]),
  {
    name: 'batch_size',
    kind: 'integer',
    label: 'Images',
    help: 'How many images to generate (each is billed).',
    min: 1,
    max: 15,
    default: 1,
  },
  {
    name: 'seed',
    kind: 'integer',
    label: 'Seed',
    help: 'Same seed and inputs give similar results.',
  },
  {
    name: 'watermark',
    kind: 'boolean',
    label: 'Watermark',
    help: 'Add a watermark to the output.',
  },
];

/** Fields the spec says a model does not accept (everything else unknown passes through). */
export const IMAGE_REJECTED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'image-a-2-lite': ['resolution', 'output_format'],
};
