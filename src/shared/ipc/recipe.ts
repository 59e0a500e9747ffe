/**
 * The `recipe` domain: "Reuse settings". A recipe is read from a library asset (its journal
 * row), from a file the user dropped on Generate (its bytes, never a path the page names), or
 * from a file chosen in main's open dialog, and answered as a prefill for the Generate form.
 */
import { z } from 'zod';
import { method } from './define';
import type { Target } from './targets';

/** The largest dropped file read for a recipe (its bytes cross IPC; the dialog has no limit). */
export const MAX_RECIPE_DROP_BYTES = 100 * 1024 ** 2;
const MAX_RECIPE_DROP_BASE64 = Math.ceil(MAX_RECIPE_DROP_BYTES / 3) * 4;

export interface RecipePrefill {
  target: Target;
  /** The form's fields: the request as sent, less input links the library no longer holds. */
  body: Record<string, unknown>;
  model: { key: string; name: string };
  action: { key: string; name: string } | null;
  title: string;
  taskId: string;
  createdAt: string;
  software: string;
  /** Input links kept because a library asset still answers them (by task id or service link). */
  linked: { field: string; title: string }[];
  /** Input links left out: nothing in the library answers them any more. */
  dropped: { field: string; value: string }[];
}

/** Why no recipe came back: the file holds none, is not a format that carries one, or is damaged. */
export type RecipeMissing = 'none' | 'unsupported' | 'unreadable' | 'too_large';

export type RecipeAnswer =
  | { found: true; prefill: RecipePrefill }
  | { found: false; reason: RecipeMissing; fileName: string };

export const recipeDomain = {
  methods: {
    /** The recipe of a library asset ("Reuse settings" on a card). */
    fromAsset: method(z.object({ id: z.string().min(1).max(64) }).strict()).returns<RecipeAnswer>(),
    /** The recipe inside a dropped file, sent as its bytes (base64). */
    fromDroppedFile: method(
      z
        .object({
          name: z.string().max(255),
          base64: z.string().min(1).max(MAX_RECIPE_DROP_BASE64),
        })
        .strict(),
    ).returns<RecipeAnswer>(),
    /** The recipe inside a file the user picks in main's open dialog; null when cancelled. */
    chooseFile: method(z.undefined()).returns<RecipeAnswer | null>(),
  },
  events: {},
} as const;
