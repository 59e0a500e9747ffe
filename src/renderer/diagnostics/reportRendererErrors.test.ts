/** What a page error becomes on its way to the main log: within the contract's limits, whatever was thrown. */
import { describe, expect, it } from 'vitest';
import { RENDERER_ERROR_LIMITS, rendererErrorSchema } from '../../shared/ipc/diagnostics';
import { describeThrown } from './reportRendererErrors';

describe('describeThrown', () => {
  it('keeps an Error’s name, message and stack, and the script position', () => {
    const error = new TypeError('x is not a function');
    expect(describeThrown('error', error, 'index-abc.js:3:7')).toEqual({
      kind: 'error',
      message: 'TypeError: x is not a function',
      stack: error.stack,
      source: 'index-abc.js:3:7',
    });
  });

  it('describes anything else that was thrown or rejected', () => {
    expect(describeThrown('unhandledrejection', 'plain text').message).toBe('plain text');
    expect(describeThrown('unhandledrejection', { code: 42 }).message).toBe('{"code":42}');
    expect(describeThrown('unhandledrejection', undefined).message).toBe('undefined');
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(describeThrown('unhandledrejection', cyclic).message).toBe('[object Object]');
  });

  it('trims to the limits the IPC schema enforces, so a huge error is still reported', () => {
    const error = new Error('m'.repeat(50_000));
    error.stack = 's'.repeat(50_000);
    const report = describeThrown('error', error, 'u'.repeat(10_000));
    expect(report.message).toHaveLength(RENDERER_ERROR_LIMITS.message);
    expect(report.stack).toHaveLength(RENDERER_ERROR_LIMITS.stack);
    expect(rendererErrorSchema.safeParse(report).success).toBe(true);
  });
});
