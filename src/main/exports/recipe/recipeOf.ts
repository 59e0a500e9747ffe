/**
 * Owns building the recipe of a library asset from the journal row that made it (the request
 * exactly as it was sent), and copying a library file out with that recipe written in. The
 * library's own file is only read: the recipe goes into the exported copy.
 */
import { copyFile, readFile, stat, writeFile } from 'node:fs/promises';
import { RECIPE_VERSION, type Recipe } from '../../../shared/recipe/recipe';
import { actionName } from '../../../shared/service/music/actionNames';
import type { AssetRecord, SubmissionLookup } from '../ports';
import { writeRecipe } from './fileRecipe';

export interface RecipeSources {
  journal: Pick<SubmissionLookup, 'get'>;
  /** The catalog's name of a model key ("Image A"), or null when the catalog is not at hand. */
  modelName: (key: string) => string | null;
  /** Atelier's version ("1.4.0"). */
  version: string;
}

/** Files above this are copied as they are: the recipe is written in memory. */
export const RECIPE_MAX_BYTES = 512 * 1024 ** 2;

/** The asset's recipe, or null when its request is not in the journal (nothing to tell). */
export function recipeOf(asset: AssetRecord, sources: RecipeSources): Recipe | null {
  const entry = sources.journal.get(asset.submissionId);
  if (!entry) return null;
  const prompt = entry.body['prompt'];
  return {
    recipe: RECIPE_VERSION,
    model: { key: entry.model, name: sources.modelName(entry.model) ?? entry.model },
    action: entry.action ? { key: entry.action, name: actionName(entry.action) } : null,
    target: entry.target,
    prompt: typeof prompt === 'string' ? prompt : asset.prompt,
    parameters: entry.body,
    taskId: asset.taskId,
    title: asset.title,
    createdAt: asset.createdAt,
    software: `Atelier ${sources.version}`,
  };
}

/**
 * Copies `source` to `target` with the recipe in the copy's metadata; a plain copy when the
 * asset has no recipe, the format carries none, the file is too big, or it cannot be parsed
 * (an export never fails for want of a recipe).
 */
export async function copyWithRecipe(
  asset: AssetRecord,
  source: string,
  target: string,
  sources: RecipeSources,
): Promise<void> {
  const recipe = recipeOf(asset, sources);
  if (recipe && (await stat(source)).size <= RECIPE_MAX_BYTES) {
    const bytes = await readFile(source);
    let written: Buffer | null = null;
    try {
      written = writeRecipe(bytes, recipe);
    } catch {
      written = null;
    }
    if (written) return writeFile(target, written, { flag: 'wx' });
  }
  await copyFile(source, target);
}
