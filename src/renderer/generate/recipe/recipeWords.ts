/** Owns the words for a recipe that could not be read, shared by the drop zone and the card menu. */
import type { RecipeMissing } from '../../../shared/ipc/recipe';
import type { Translate } from '../../../shared/i18n/translator';
import { MAX_RECIPE_DROP_BYTES } from '../../../shared/ipc/recipe';

export function missingRecipeMessage(
  t: Translate,
  reason: RecipeMissing,
  name: string,
  from: 'file' | 'library',
): string {
  if (from === 'library') return t('recipe.missing.noRequest', { name });
  switch (reason) {
    case 'none':
      return t('recipe.missing.none', { name });
    case 'unsupported':
      return t('recipe.missing.unsupported', { name });
    case 'unreadable':
      return t('recipe.missing.unreadable', { name });
    case 'too_large':
      return t('recipe.missing.tooLarge', {
        name,
        megabytes: Math.round(MAX_RECIPE_DROP_BYTES / 1024 ** 2),
      });
  }
}
