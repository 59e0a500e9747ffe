// Tests' view of a refusal made in main: its code, field and message, whether `run` throws the
// AtelierError or returns it (a refusal made to be sent elsewhere). Anything else fails the test.
import { isAtelierError } from '../../shared/errors';

export interface Refusal {
  code: string;
  field?: string;
  message: string;
}

export function refusal(run: () => unknown): Refusal {
  let made: unknown;
  try {
    made = run();
  } catch (error) {
    made = error;
    if (!isAtelierError(error)) throw error;
  }
  if (!isAtelierError(made)) throw new Error('expected a refusal');
  return { code: made.code, message: made.message, ...(made.field ? { field: made.field } : {}) };
}

/** The same for a refusal made by a promise (a service handler): it must reject with the AtelierError. */
export async function refusalOf(run: () => unknown): Promise<Refusal> {
  let failed: unknown = null;
  try {
    await run();
  } catch (error) {
    failed = error;
  }
  return refusal(() => {
    if (failed) throw failed;
  });
}
