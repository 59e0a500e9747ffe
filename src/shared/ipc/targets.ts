/** What a submission aims at: a submit model (`image-a`, `tune`…) or a music action. */
import { z } from 'zod';

export const targetSchema = z.union([
  z.object({ model: z.string().min(1).max(64) }).strict(),
  z.object({ action: z.string().min(1).max(64) }).strict(),
]);
export type Target = z.infer<typeof targetSchema>;

export function targetLabel(target: Target): string {
  return 'model' in target ? target.model : `music/${target.action}`;
}

/** A request body as the forms build it: a plain JSON object, bounded in size by the IPC layer. */
export const bodySchema = z.record(z.string(), z.unknown());
