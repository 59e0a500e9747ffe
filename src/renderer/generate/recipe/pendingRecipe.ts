/**
 * Owns handing a recipe from another page to Generate: "Reuse settings" on a library card
 * reads the recipe, leaves it here and opens Generate, whose recipe drop zone takes it once.
 * A plain module value, not a URL: a prefill may be long and holds the prompt.
 */
import type { RecipePrefill } from '../../../shared/ipc/recipe';

let pending: RecipePrefill | null = null;
const listeners = new Set<() => void>();

export function leaveRecipe(prefill: RecipePrefill): void {
  pending = prefill;
  for (const listener of listeners) listener();
}

/** The recipe left for Generate, once: a second call answers null. */
export function takeRecipe(): RecipePrefill | null {
  const taken = pending;
  pending = null;
  return taken;
}

/** Calls `listener` whenever a recipe is left (Generate already open); returns the unsubscribe. */
export function onRecipeLeft(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
