import { describe, expect, it } from 'vitest';
import { CONFORMANCE_CASES, type ConformanceCase } from './conformanceCases';
import { validateMusicAction, validateSubmit } from './validate';

function run(testCase: ConformanceCase) {
  return 'model' in testCase.target
    ? validateSubmit(testCase.target.model, testCase.body)
    : validateMusicAction(testCase.target.action, testCase.body);
}

describe('conformance table', () => {
  it('has hundreds of uniquely named cases, valid and invalid', () => {
    expect(CONFORMANCE_CASES.length).toBeGreaterThan(800);
    expect(CONFORMANCE_CASES.some((c) => c.valid)).toBe(true);
    expect(new Set(CONFORMANCE_CASES.map((c) => c.name)).size).toBe(CONFORMANCE_CASES.length);
  });

  it.each(CONFORMANCE_CASES.map((c) => [c.name, c] as const))('%s', (_name, testCase) => {
    const result = run(testCase);
    if (testCase.valid) {
      expect(result.ok ? [] : result.issues).toEqual([]);
    } else {
      expect(result.ok).toBe(false);
      if (!result.ok && testCase.field !== undefined) {
        expect(result.issues.map((found) => found.field)).toContain(testCase.field);
      }
    }
  });
});
