import { describe, expect, it } from 'vitest';
import { createDurationModel, PRIOR_WINDOWS } from './durationModel';
import { pollDelay } from './pollDelay';

describe('createDurationModel', () => {
  it('starts from the scaled priors per class', () => {
    const model = createDurationModel({ scale: 0.5 });
    expect(model.window('image', null)).toEqual({
      soonestMs: PRIOR_WINDOWS.image.soonestMs / 2,
      latestMs: PRIOR_WINDOWS.image.latestMs / 2,
    });
    expect(model.window('music', 'create-model').soonestMs).toBe(
      PRIOR_WINDOWS.createModel.soonestMs / 2,
    );
    expect(model.window('music', 'lyrics')).toEqual(model.window('music', 'bpm'));
  });

  it('learns a window from finishes once it has enough of them', () => {
    const model = createDurationModel({ minSamples: 8 });
    for (let index = 0; index < 7; index += 1)
      model.observeFinish('image', null, 30_000 + index * 1_000, 31_000 + index * 1_000);
    expect(model.window('image', null)).toEqual(PRIOR_WINDOWS.image);
    for (let index = 7; index < 20; index += 1)
      model.observeFinish('image', null, 30_000 + index * 1_000, 31_000 + index * 1_000);
    const learned = model.window('image', null);
    // Soonest: a low quantile of the ages seen running, so never later than most real finishes.
    expect(learned.soonestMs).toBeGreaterThanOrEqual(30_000);
    expect(learned.soonestMs).toBeLessThanOrEqual(33_000);
    expect(learned.latestMs).toBeGreaterThan(45_000);
    expect(learned.latestMs).toBeLessThanOrEqual(50_000);
    // Other classes keep their prior.
    expect(model.window('video', null)).toEqual(PRIOR_WINDOWS.video);
  });

  it('forgets old finishes, caps the learned hold-off and ignores impossible samples', () => {
    const model = createDurationModel({ minSamples: 4, keep: 4, maxStretch: 2 });
    for (let index = 0; index < 4; index += 1) model.observeFinish('image', null, 500_000, 510_000);
    expect(model.window('image', null).soonestMs).toBe(PRIOR_WINDOWS.image.latestMs * 2);
    for (let index = 0; index < 4; index += 1) model.observeFinish('image', null, 2_000, 3_000);
    expect(model.window('image', null)).toEqual({ soonestMs: 2_000, latestMs: 2_500 });
    model.observeFinish('image', null, 5_000, 1_000);
    model.observeFinish('image', null, Number.NaN, 1_000);
    expect(model.window('image', null)).toEqual({ soonestMs: 2_000, latestMs: 2_500 });
  });
});

describe('pollDelay with an expected window', () => {
  const window = { soonestMs: 30_000, latestMs: 50_000 };

  it('waits for the window to open, whatever the speed preference', () => {
    expect(pollDelay('image', null, 0, 1, 1, window)).toBe(30_000);
    expect(pollDelay('image', null, 12_000, 2, 1, window)).toBe(18_000);
  });

  it('polls at the class cadence inside the window and slows down past it', () => {
    expect(pollDelay('image', null, 30_000, 1, 1, window)).toBe(1_000);
    expect(pollDelay('image', null, 49_000, 1, 1, window)).toBe(1_000);
    expect(pollDelay('image', null, 60_000, 1, 1, window)).toBe(2_000);
    expect(pollDelay('image', null, 500_000, 1, 1, window)).toBe(5_000);
    expect(pollDelay('image', null, 40_000, 2, 0.5, window)).toBe(1_000);
  });

  it('without a window keeps the age-only curve', () => {
    expect(pollDelay('video', null, 0)).toBe(3_000);
    expect(pollDelay('video', null, 1_000_000)).toBe(15_000);
  });
});
