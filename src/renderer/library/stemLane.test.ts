import { describe, expect, it } from 'vitest';
import { barsOf } from './StemLane';

describe('barsOf', () => {
  it('keeps the loudest peak of each bar and scales the loudest to full height', () => {
    expect(barsOf([0.1, 0.2, 0.05, 0.1], 2)).toEqual([1, 0.5]);
    expect(barsOf([0.2, 0.4], 8)).toEqual([0.5, 1]);
    expect(barsOf([0, 0], 1)).toEqual([0]);
  });
});
