import { describe, expect, it } from 'vitest';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { recentOfTarget, resultHref, RECENT_LIMIT } from './recentResults';

function task(id: string, createdAt: string, extra: Partial<SubmissionView> = {}): SubmissionView {
  return {
    id,
    profileId: 'sandbox',
    target: { model: 'image-a' },
    kind: 'image',
    state: 'accepted',
    body: {},
    summary: 'a cat',
    taskId: `t-${id}`,
    status: 'PROCESSING',
    creditsEstimated: 24,
    creditsDeducted: 24,
    refunded: false,
    error: null,
    createdAt,
    updatedAt: createdAt,
    finishedAt: null,
    downloads: { done: 0, total: 0, failed: 0 },
    ...extra,
  };
}

describe('recentOfTarget', () => {
  it('keeps only the open target, newest first', () => {
    const items = [
      task('old', '2026-01-01T00:00:00Z'),
      task('other', '2026-01-03T00:00:00Z', { target: { model: 'image-a-2-lite' } }),
      task('new', '2026-01-02T00:00:00Z'),
      task('music', '2026-01-04T00:00:00Z', { target: { action: 'extend' }, kind: 'music' }),
    ];
    expect(recentOfTarget(items, { model: 'image-a' }).map((item) => item.id)).toEqual([
      'new',
      'old',
    ]);
    expect(recentOfTarget(items, { action: 'extend' }).map((item) => item.id)).toEqual(['music']);
    expect(recentOfTarget(items, { action: 'generate' })).toEqual([]);
  });

  it('tells the legacy tune model apart from the generate action, and skips unknown targets', () => {
    const items = [
      task('tune', '2026-01-01T00:00:00Z', { target: { model: 'tune' }, kind: 'music' }),
      task('generate', '2026-01-02T00:00:00Z', { target: { action: 'generate' }, kind: 'music' }),
      task('future', '2026-01-03T00:00:00Z', { target: { model: 'image-z' } }),
    ];
    expect(recentOfTarget(items, { model: 'tune' }).map((item) => item.id)).toEqual(['tune']);
    expect(recentOfTarget(items, { action: 'generate' }).map((item) => item.id)).toEqual([
      'generate',
    ]);
  });

  it('leaves dismissed jobs out and keeps the latest few', () => {
    const items = Array.from({ length: 12 }, (_, index) =>
      task(`t${index}`, `2026-01-${String(index + 10)}T00:00:00Z`),
    );
    items.push(task('gone', '2026-02-01T00:00:00Z', { state: 'dismissed' }));
    const recent = recentOfTarget(items, { model: 'image-a' });
    expect(recent).toHaveLength(RECENT_LIMIT);
    expect(recent[0]?.id).toBe('t11');
    expect(recent.at(-1)?.id).toBe('t4');
    expect(recentOfTarget(items, { model: 'image-a' }, 2).map((item) => item.id)).toEqual([
      't11',
      't10',
    ]);
  });
});

describe('resultHref', () => {
  it('opens the saved file in the Library, else the job on Tasks', () => {
    expect(resultHref({ id: 's1' }, 'a9')).toBe('#/library?asset=a9');
    expect(resultHref({ id: 's1' }, undefined)).toBe('#/tasks?id=s1');
  });
});
