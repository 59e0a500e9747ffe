/**
 * Owns reading a dropped file for its recipe: its bytes go to main as base64 (the page never
 * names a path), up to the contract's limit; a larger file is answered here without sending.
 */
import { MAX_RECIPE_DROP_BYTES, type RecipeAnswer } from '../../../shared/ipc/recipe';

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

export async function recipeOfDroppedFile(file: File): Promise<RecipeAnswer> {
  if (file.size > MAX_RECIPE_DROP_BYTES)
    return { found: false, reason: 'too_large', fileName: file.name };
  if (file.size === 0) return { found: false, reason: 'unsupported', fileName: file.name };
  return window.atelier.recipe.fromDroppedFile({ name: file.name, base64: await base64Of(file) });
}
