/**
 * Owns the recipe: what Atelier writes into every exported file so the request that made it
 * can be read back ("Reuse settings"). One JSON shape for every format; each format's writer
 * (src/main/exports/recipe/) only decides where in the file it goes.
 */
import { z } from 'zod';
import { bodySchema, targetSchema } from '../ipc/targets';

/** The key the JSON is stored under: PNG iTXt keyword, ID3 TXXX description, MP4 freeform name. */
export const RECIPE_KEY = 'atelier:recipe';
/** Version of the recipe's JSON shape; a reader refuses a newer one rather than guess. */
export const RECIPE_VERSION = 1;

export const recipeSchema = z.object({
  recipe: z.literal(RECIPE_VERSION),
  /** The model in people's words and its API key ("Image A", `image-a`; `tune` for music actions). */
  model: z.object({ key: z.string().min(1).max(64), name: z.string().max(200) }),
  /** The music action (`extend`) with its name ("Extend a song"); null for images and videos. */
  action: z.object({ key: z.string().min(1).max(64), name: z.string().max(200) }).nullable(),
  /** What the Generate form opens: the submit model or the music action. */
  target: targetSchema,
  prompt: z.string(),
  /** The request body as it was sent (the form's fields). */
  parameters: bodySchema,
  taskId: z.string().max(128),
  title: z.string(),
  /** When the result was made (ISO 8601). */
  createdAt: z.string(),
  /** "Atelier 1.4.0": which app wrote it. */
  software: z.string().max(100),
});
export type Recipe = z.infer<typeof recipeSchema>;

export function recipeJson(recipe: Recipe): string {
  return JSON.stringify(recipe);
}

/** The recipe a JSON text holds, or null when it is not one (another tool's comment, a newer shape). */
export function parseRecipeJson(text: string): Recipe | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = recipeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A one-line description for the formats' plain comment fields (Description, COMM, ©cmt). */
export function recipeDescription(recipe: Recipe): string {
  const made = recipe.action ? `${recipe.action.name} (${recipe.action.key})` : recipe.model.name;
  return `${recipe.title || recipe.prompt} — ${made}, ${recipe.model.key}, task ${recipe.taskId}`;
}
