/**
 * Owns the `recipe` IPC domain (Handlers['recipe']): "Reuse settings" from a library asset,
 * from a dropped file's bytes, or from a file picked in main's open dialog. The page never
 * names a path: a dropped file arrives as bytes, a chosen one comes from the dialog.
 */
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { AtelierError } from '../../../shared/errors';
import { t } from '../../../shared/i18n/activeLanguage';
import type { RecipeAnswer } from '../../../shared/ipc/recipe';
import type { Handlers } from '../../../shared/ipc/types';
import type { Desktop } from '../../desktop/Desktop';
import type { ExportLibrary, SubmissionLookup } from '../ports';
import { readRecipe } from './fileRecipe';
import { prefillOf, type PrefillLibrary } from './recipePrefill';
import { RECIPE_MAX_BYTES, recipeOf, type RecipeSources } from './recipeOf';

export interface RecipeServiceOptions extends Omit<RecipeSources, 'journal'> {
  library: Pick<ExportLibrary, 'get' | 'bySubmission'> & {
    bySourceUrl(url: string): ReturnType<ExportLibrary['get']>;
  };
  journal: Pick<SubmissionLookup, 'get'> & Required<Pick<SubmissionLookup, 'getByTaskId'>>;
  desktop: Pick<Desktop, 'showOpenDialog'>;
}

const MEDIA_EXTENSIONS = ['png', 'jpg', 'jpeg', 'mp3', 'wav', 'mp4', 'm4a'];

export function createRecipeService(options: RecipeServiceOptions): Handlers['recipe'] {
  const { library, journal } = options;
  const prefillLibrary: PrefillLibrary = {
    byTaskId: (taskId) => {
      const entry = journal.getByTaskId(taskId);
      return (entry && library.bySubmission(entry.id).find((asset) => !asset.trashedAt)) ?? null;
    },
    bySourceUrl: (url) => {
      const asset = library.bySourceUrl(url);
      return asset && !asset.trashedAt ? asset : null;
    },
  };
  const answerFor = (bytes: Buffer, fileName: string): RecipeAnswer => {
    const reading = readRecipe(bytes);
    return reading.found
      ? { found: true, prefill: prefillOf(reading.recipe, prefillLibrary) }
      : { found: false, reason: reading.reason, fileName };
  };

  return {
    fromAsset({ id }) {
      const asset = library.get(id);
      if (!asset)
        throw new AtelierError('not_found', t('mainWords.export.itemGone'), {
          field: 'id',
        });
      const recipe = recipeOf(asset, { ...options, journal });
      return recipe
        ? { found: true, prefill: prefillOf(recipe, prefillLibrary) }
        : { found: false, reason: 'none', fileName: asset.title };
    },

    fromDroppedFile({ name, base64 }) {
      return answerFor(Buffer.from(base64, 'base64'), basename(name));
    },

    async chooseFile() {
      const chosen = (
        await options.desktop.showOpenDialog({
          title: t('recipe.dialog.title'),
          filters: [
            { name: t('recipe.dialog.media'), extensions: MEDIA_EXTENSIONS },
            { name: t('recipe.dialog.allFiles'), extensions: ['*'] },
          ],
        })
      )?.[0];
      if (!chosen) return null;
      const file = await open(chosen, 'r');
      try {
        const { size } = await file.stat();
        if (size > RECIPE_MAX_BYTES)
          return { found: false, reason: 'too_large', fileName: basename(chosen) };
        return answerFor(await file.readFile(), basename(chosen));
      } finally {
        await file.close();
      }
    },
  };
}
