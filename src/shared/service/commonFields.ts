// Owns the field-row builders shared by the image and video model tables.
import type { FieldSpec } from './fieldSpec';

type Overrides = Partial<Omit<FieldSpec, 'name' | 'kind'>>;

export function promptField(overrides: Overrides): FieldSpec {
  return {
    name: 'prompt',
    kind: 'text',
    label: 'Prompt',
    help: 'Describe what to generate.',
    measure: 'codepoints',
    ...overrides,
  };
}

export function imageUrlsField(overrides: Overrides): FieldSpec {
  return {
    name: 'image_urls',
    kind: 'url-list',
    label: 'Input images',
    help: 'Public http(s) URLs of input images; base64 data is rejected.',
    ...overrides,
  };
}

export function enumField(
  name: string,
  label: string,
  help: string,
  values: readonly string[],
  overrides: Overrides = {},
): FieldSpec {
  return { name, kind: 'enum', label, help, values, ...overrides };
}

export const VIDEO_TYPE_HELP = 'Text-to-video, image-to-video (frames) or reference-to-video.';
