import { describe, expect, it } from 'vitest';
import { notableTransition, presentTask, taskCredits, taskTitle } from './taskPresentation';

describe('presentTask', () => {
  it('reads journal states first', () => {
    expect(presentTask({ state: 'in_doubt', status: null, refunded: false })).toMatchObject({
      label: 'In doubt',
      running: false,
    });
    expect(presentTask({ state: 'in_doubt', status: null, refunded: false }).explanation).toMatch(
      /never heard back/,
    );
    expect(presentTask({ state: 'submitting', status: null, refunded: false }).running).toBe(true);
    expect(presentTask({ state: 'rejected', status: null, refunded: false }).failed).toBe(true);
  });

  it('reads service statuses for accepted submissions', () => {
    expect(presentTask({ state: 'accepted', status: 'SUCCEEDED', refunded: false })).toMatchObject({
      finished: true,
      running: false,
      color: 'green',
    });
    expect(
      presentTask({ state: 'accepted', status: 'FAILED', refunded: true }).explanation,
    ).toMatch(/refunded/);
    expect(
      presentTask({ state: 'accepted', status: 'FAILED', refunded: false }).explanation,
    ).not.toMatch(/refunded/);
    const review = presentTask({ state: 'accepted', status: 'REVIEW_REQUIRED', refunded: false });
    expect(review).toMatchObject({ running: true, label: 'Under review' });
    expect(review.explanation).toMatch(/keeps checking/);
  });

  it('keeps watching unknown statuses', () => {
    expect(
      presentTask({ state: 'accepted', status: 'DISPATCHING_NOW', refunded: false }),
    ).toMatchObject({ running: true, label: 'Dispatching now' });
    expect(presentTask({ state: 'accepted', status: 'QUEUED', refunded: false })).toMatchObject({
      running: true,
      label: 'Queued',
    });
  });
});

describe('saving files', () => {
  it('keeps a succeeded job running until its files are saved', () => {
    const done = { state: 'accepted', status: 'SUCCEEDED', refunded: false } as const;
    expect(presentTask({ ...done, downloads: { done: 1, total: 3, failed: 0 } })).toMatchObject({
      running: true,
      finished: false,
      label: 'Saving files',
    });
    expect(presentTask({ ...done, downloads: { done: 2, total: 3, failed: 1 } })).toMatchObject({
      running: false,
      finished: true,
      label: 'Succeeded',
    });
    expect(presentTask(done)).toMatchObject({ finished: true });
  });
});

describe('task helpers', () => {
  it('titles models and actions', () => {
    expect(taskTitle({ target: { model: 'image-a' } })).toBe('image-a');
    expect(taskTitle({ target: { model: 'image-a' } }, { 'image-a': 'Image A' })).toBe('Image A');
    expect(taskTitle({ target: { action: 'extend' } })).toBe('Extend');
  });

  it('prefers deducted credits over the estimate', () => {
    expect(taskCredits({ creditsDeducted: 10, creditsEstimated: 12 })).toEqual({
      credits: 10,
      estimated: false,
    });
    expect(taskCredits({ creditsDeducted: null, creditsEstimated: 12 })).toEqual({
      credits: 12,
      estimated: true,
    });
    expect(taskCredits({ creditsDeducted: null, creditsEstimated: null })).toEqual({
      credits: null,
      estimated: false,
    });
  });

  it('notices transitions once', () => {
    const running = presentTask({ state: 'accepted', status: 'PROCESSING', refunded: false });
    const done = presentTask({ state: 'accepted', status: 'SUCCEEDED', refunded: false });
    const failed = presentTask({ state: 'accepted', status: 'FAILED', refunded: true });
    expect(notableTransition(running, done)).toBe('finished');
    expect(notableTransition(done, done)).toBeNull();
    expect(notableTransition(running, failed)).toBe('failed');
    expect(
      notableTransition(
        undefined,
        presentTask({ state: 'in_doubt', status: null, refunded: false }),
      ),
    ).toBe('in_doubt');
  });
});
