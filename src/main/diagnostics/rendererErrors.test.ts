/** A looping renderer cannot fill the disk: a burst passes, then one error per refill period, and drops are counted. */
import { describe, expect, it } from 'vitest';
import type { LogFields } from '../logging/Logger';
import { createRendererErrorLog } from './rendererErrors';

function harness() {
  let now = 0;
  const lines: { message: string; fields?: LogFields }[] = [];
  const record = (message: string, fields?: LogFields) =>
    void lines.push({ message, ...(fields ? { fields } : {}) });
  const log = createRendererErrorLog({
    logger: { info: record, warn: record, error: record },
    now: () => now,
    burst: 5,
    refillMs: 1_000,
  });
  return { lines, log, advance: (ms: number) => void (now += ms) };
}

describe('renderer errors into the log', () => {
  it('lets a burst through, then drops a loop of errors and says how many when the next one passes', () => {
    const { lines, log, advance } = harness();
    const results = Array.from({ length: 1_000 }, (_, n) =>
      log({ kind: 'error', message: `boom ${n}` }),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(lines).toHaveLength(5);
    advance(1_000);
    expect(
      log({ kind: 'unhandledrejection', message: 'after the pause', stack: 'at x (index.js:1:1)' }),
    ).toBe(true);
    expect(lines.at(-1)).toEqual({
      message: 'renderer: after the pause',
      fields: { kind: 'unhandledrejection', stack: 'at x (index.js:1:1)', droppedBefore: 995 },
    });
  });

  it('a page that throws every frame for a minute writes about one line per refill period', () => {
    const { lines, log, advance } = harness();
    for (let frame = 0; frame < 60 * 60; frame += 1) {
      log({ kind: 'render', message: 'render loop' });
      advance(16);
    }
    // 5 at once, then one per second over ~57.6 s.
    expect(lines.length).toBeGreaterThanOrEqual(60);
    expect(lines.length).toBeLessThanOrEqual(64);
  });
});
