// Tests' view of a refusal made in main: its code, field and message, whether `run` throws the
// AtelierError or returns it (a refusal made to be sent elsewhere). Anything else fails the test.
import { expect } from 'vitest';
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

/**
 * Each refusal said again in another language keeps its code and field, differs from the
 * English, is written in that language (`native`) and carries no English phrase.
 */
export function expectTranslatedRefusals(
  english: Readonly<Record<string, Refusal>>,
  translated: Readonly<Record<string, Refusal>>,
  native: RegExp,
): void {
  for (const [name, said] of Object.entries(translated)) {
    const before = english[name]!;
    expect(said.code, name).toBe(before.code);
    expect(said.field, name).toBe(before.field);
    expect(said.message, name).not.toBe(before.message);
    expect(said.message, name).toMatch(native);
    expect(said.message, name).not.toMatch(/\b(the|this|its|not|your|was|must) [a-z]+/i);
  }
}
