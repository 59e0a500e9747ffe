/**
 * Owns turning a recipe into the Generate form's prefill. The request's own fields come back
 * as they were sent; input links (a source task, an image or audio link) are kept only where
 * a library asset still answers them — by task id, or by the service link it was downloaded
 * from — and are otherwise left out and listed, so the form never sends a link to nothing.
 */
import type { RecipePrefill } from '../../../shared/ipc/recipe';
import type { Recipe } from '../../../shared/recipe/recipe';
import type { FieldSpec } from '../../../shared/service';
import { isModelKey, submitFields } from '../../../shared/service/models';
import { isMusicAction, musicActionTable } from '../../../shared/service/music/actions';
import type { AssetRecord } from '../ports';

export interface PrefillLibrary {
  /** A library asset made by that task, or null. */
  byTaskId(taskId: string): AssetRecord | null;
  /** The library asset downloaded from that service link, or null. */
  bySourceUrl(url: string): AssetRecord | null;
}

function fieldsOf(recipe: Recipe): readonly FieldSpec[] {
  const { target } = recipe;
  if ('action' in target)
    return isMusicAction(target.action) ? musicActionTable(target.action) : [];
  return isModelKey(target.model) ? submitFields(target.model) : [];
}

const LINK_KINDS = new Set(['url', 'url-list', 'uuid', 'uuid-pair']);
/** Task-id fields name a source task; other uuid fields (persona, voice) are the service's own. */
const TASK_FIELDS = /^task_ids?$/;

export function prefillOf(recipe: Recipe, library: PrefillLibrary): RecipePrefill {
  const body: Record<string, unknown> = { ...recipe.parameters };
  const linked: RecipePrefill['linked'] = [];
  const dropped: RecipePrefill['dropped'] = [];
  const answer = (field: FieldSpec, value: unknown): boolean => {
    if (typeof value !== 'string' || value === '') return true;
    const asset = field.kind.startsWith('uuid')
      ? library.byTaskId(value)
      : library.bySourceUrl(value);
    if (asset) linked.push({ field: field.name, title: asset.title });
    else dropped.push({ field: field.name, value });
    return asset !== null;
  };
  for (const field of fieldsOf(recipe)) {
    if (!LINK_KINDS.has(field.kind) || !(field.name in body)) continue;
    if (field.kind.startsWith('uuid') && !TASK_FIELDS.test(field.name)) continue;
    const value = body[field.name];
    if (Array.isArray(value)) {
      const kept = value.filter((item) => answer(field, item));
      // A pair is all or nothing: half a mashup is not a request.
      if (field.kind === 'uuid-pair' && kept.length !== value.length) delete body[field.name];
      else body[field.name] = kept;
    } else if (!answer(field, value)) delete body[field.name];
  }
  return {
    target: recipe.target,
    body,
    model: recipe.model,
    action: recipe.action,
    title: recipe.title,
    taskId: recipe.taskId,
    createdAt: recipe.createdAt,
    software: recipe.software,
    linked,
    dropped,
  };
}
