// Owns the list of submit model keys, their kind, field table and cross-field rules.
import type { FieldTable } from './fieldSpec';
import {
  IMAGE_A_FIELDS,
  IMAGE_A_LITE_FIELDS,
  IMAGE_B_FIELDS,
  IMAGE_C_FIELDS,
  IMAGE_REJECTED_FIELDS,
} from './image';
import type { Rule } from './issues';
import { musicActionTable } from './music/actions';
import {
  imageInputsPlusBatchRule,
  omniCitationRule,
  referenceNeedsDuration8,
  rejectedFieldsRule,
  videoTypeImageCountRule,
} from './submitRules';
import {
  VIDEO_A_FIELDS,
  VIDEO_A_OMNI_FIELDS,
  VIDEO_B_FIELDS,
  VIDEO_C_FIELDS,
  VIDEO_D_FIELDS,
  VIDEO_REJECTED_FIELDS,
} from './video';

export const MODEL_KEYS = [
  'image-a',
  'image-a-2-lite',
  'image-b-2.0',
  'image-b-2.0-pro',
  'image-c-4',
  'video-a-v3',
  'video-a-v3-omni',
  'video-b-2.6-flash',
  'video-c',
  'video-d-pro-fast',
  'tune',
] as const;
export type ModelKey = (typeof MODEL_KEYS)[number];
export type ModelKind = 'image' | 'video' | 'music';

/**
 * Each model's name, as the service's catalog spells it ("Video A v3 Omni"): product names,
 * the same in every language (like a brand), so not in the message catalogs. Shown wherever a
 * model is named before (or without) a catalog; the key stays secondary detail.
 */
export const MODEL_NAMES: Readonly<Record<ModelKey, string>> = {
  'image-a': 'Image A',
  'image-a-2-lite': 'Image A 2 Lite',
  'image-b-2.0': 'Image B 2.0',
  'image-b-2.0-pro': 'Image B 2.0 Pro',
  'image-c-4': 'Image C 4',
  'video-a-v3': 'Video A v3',
  'video-a-v3-omni': 'Video A v3 Omni',
  'video-b-2.6-flash': 'Video B 2.6 Flash',
  'video-c': 'Video C',
  'video-d-pro-fast': 'Video D Pro Fast',
  tune: 'Tune',
};

/** A model's name; a key the app does not know (a newer live model) as the service wrote it. */
export function modelName(key: string): string {
  return isModelKey(key) ? MODEL_NAMES[key] : key;
}

export function isModelKey(value: string): value is ModelKey {
  return (MODEL_KEYS as readonly string[]).includes(value);
}

export function modelKind(key: ModelKey): ModelKind {
  if (key === 'tune') return 'music';
  return key.startsWith('image-') ? 'image' : 'video';
}

type NonMusicModel = Exclude<ModelKey, 'tune'>;

const TABLES: Record<NonMusicModel, FieldTable> = {
  'image-a': IMAGE_A_FIELDS,
  'image-a-2-lite': IMAGE_A_LITE_FIELDS,
  'image-b-2.0': IMAGE_B_FIELDS,
  'image-b-2.0-pro': IMAGE_B_FIELDS,
  'image-c-4': IMAGE_C_FIELDS,
  'video-a-v3': VIDEO_A_FIELDS,
  'video-a-v3-omni': VIDEO_A_OMNI_FIELDS,
  'video-b-2.6-flash': VIDEO_B_FIELDS,
  'video-c': VIDEO_C_FIELDS,
  'video-d-pro-fast': VIDEO_D_FIELDS,
};

/** The field table of a submit model; `tune` is the `generate` action's table. */
export function submitFields(key: ModelKey): FieldTable {
  return key === 'tune' ? musicActionTable('generate') : TABLES[key];
}

const videoRules = (key: NonMusicModel): Rule[] => [videoTypeImageCountRule(key)];

const RULES: Record<NonMusicModel, readonly Rule[]> = {
  'image-a': [],
  'image-a-2-lite': [],
  'image-b-2.0': [],
  'image-b-2.0-pro': [],
  'image-c-4': [imageInputsPlusBatchRule],
  'video-a-v3': videoRules('video-a-v3'),
  'video-a-v3-omni': [...videoRules('video-a-v3-omni'), omniCitationRule],
  'video-b-2.6-flash': videoRules('video-b-2.6-flash'),
  'video-c': [...videoRules('video-c'), referenceNeedsDuration8],
  'video-d-pro-fast': videoRules('video-d-pro-fast'),
};

/** Cross-field rules of a non-music submit model, including the fields it is stated to reject. */
export function submitRules(key: NonMusicModel): readonly Rule[] {
  const rejected = IMAGE_REJECTED_FIELDS[key] ?? VIDEO_REJECTED_FIELDS[key] ?? [];
  return rejected.length > 0 ? [rejectedFieldsRule(key, rejected), ...RULES[key]] : RULES[key];
}
