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
import { t } from '../../shared/i18n/activeLanguage';

/** A target the page knows: a submit model or a music action. */
export type GenerateTarget = { model: ModelKey } | { action: MusicAction };

/** A group of music actions as the spec groups them; `label` is its message key. */
export interface ActionGroup {
  readonly label: 'creation' | 'onTrack' | 'editing' | 'analysis';
  readonly actions: readonly MusicAction[];
}

export const MUSIC_ACTION_GROUPS: readonly ActionGroup[] = [
  {
    label: 'creation',
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
    label: 'onTrack',
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
    label: 'editing',
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
    label: 'analysis',
    actions: ['midi', 'aligned-lyrics', 'bpm', 'music-video', 'download'],
  },
];

/** The group's name in the user's language. */
export function actionGroupName(group: ActionGroup): string {
  return t(`generate.group.${group.label}`);
}

/** What a model does, in plain words (the spec's model table). */
export function modelSummary(model: ModelKey): string {
  return t(`generate.summary.model.${model}`);
}

/** What a music action does, in plain words. */
export function actionSummary(action: MusicAction): string {
  return t(`generate.summary.action.${action}`);
}

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
  return 'model' in target ? modelSummary(target.model) : actionSummary(target.action);
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
