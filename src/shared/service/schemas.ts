// Owns whole-body zod schemas derived from the tables and rules, for callers that
// want zod (form resolvers, IPC contracts). They run the same validators.
import { z } from 'zod';
import type { MusicAction } from './music/actions';
import type { ModelKey } from './models';
import { validateMusicAction, validateSubmit } from './validate';
import type { ValidationResult } from './issues';

function schemaOf(run: (body: unknown) => ValidationResult) {
  return z
    .custom<Record<string, unknown>>(() => true)
    .superRefine((body, context) => {
      const result = run(body);
      if (!result.ok) {
        for (const found of result.issues)
          context.addIssue({
            code: 'custom',
            path: found.field ? [found.field] : [],
            message: found.message,
          });
      }
    });
}

export function submitSchema(modelKey: ModelKey) {
  return schemaOf((body) => validateSubmit(modelKey, body));
}

export function musicActionSchema(action: MusicAction) {
  return schemaOf((body) => validateMusicAction(action, body));
}
