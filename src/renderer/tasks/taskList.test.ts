import { describe, expect, it } from 'vitest';
import type { SubmissionView } from '../../shared/ipc/tasks';
import {
  listQuery,
  matchesFilter,
  matchesText,
  mergeTask,
  needsNextPage,
  PREFETCH_ROWS,
  type TaskFilter,
} from './taskList';

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

const all: TaskFilter = { status: 'all', kind: 'all', text: '' };

describe('listQuery', () => {
  it('asks main for the states, statuses and kinds the filter means', () => {
    expect(listQuery(all)).toEqual({});
    expect(listQuery({ status: 'failed', kind: 'music', text: '' })).toEqual({
      kinds: ['music'],
      states: ['accepted'],
      statuses: ['FAILED'],
    });
    expect(listQuery({ status: 'in_doubt', kind: 'all', text: '' })).toEqual({
      states: ['in_doubt'],
    });
  });
});

describe('matchesFilter', () => {
  it('judges rows like the server would', () => {
    expect(matchesFilter(task('a', '1'), { status: 'running', kind: 'all', text: '' })).toBe(true);
    expect(
      matchesFilter(task('a', '1', { status: 'SUCCEEDED' }), {
        status: 'running',
        kind: 'all',
        text: '',
      }),
    ).toBe(false);
    expect(
      matchesFilter(task('a', '1', { status: 'SUCCEEDED' }), {
        status: 'succeeded',
        kind: 'image',
        text: '',
      }),
    ).toBe(true);
    expect(matchesFilter(task('a', '1'), { status: 'all', kind: 'video', text: '' })).toBe(false);
    expect(
      matchesFilter(task('a', '1', { state: 'in_doubt', status: null }), {
        status: 'in_doubt',
        kind: 'all',
        text: '',
      }),
    ).toBe(true);
  });
});

describe('text search', () => {
  it('finds words in the summary, model or action, ignoring ASCII case, and the exact task id', () => {
    const image = task('a', '1', { summary: 'A Lighthouse at dawn' });
    const music = task('m', '1', { target: { action: 'stems-all' }, kind: 'music', summary: '' });
    expect(matchesText(image, 'lighthouse')).toBe(true);
    expect(matchesText(image, '  DAWN ')).toBe(true);
    expect(matchesText(image, 'image-a')).toBe(true);
    expect(matchesText(image, 'storm')).toBe(false);
    expect(matchesText(music, 'stems')).toBe(true);
    expect(matchesText(music, 'tune')).toBe(true); // the journal records music actions under the model 'tune'
    expect(matchesText(image, 't-a')).toBe(true);
    expect(matchesText(image, '')).toBe(true);
  });
  it('is part of the filter and of what is asked of main', () => {
    expect(
      matchesFilter(task('a', '1', { summary: 'a cat' }), {
        status: 'all',
        kind: 'all',
        text: 'dog',
      }),
    ).toBe(false);
    expect(listQuery({ status: 'all', kind: 'all', text: ' cat ' })).toEqual({ text: 'cat' });
  });
});

describe('mergeTask', () => {
  const list = [task('c', '2025-01-03'), task('a', '2025-01-01')];
  it('replaces a row in place', () => {
    const next = mergeTask(list, task('a', '2025-01-01', { status: 'SUCCEEDED' }), all);
    expect(next.map((item) => item.status)).toEqual(['PROCESSING', 'SUCCEEDED']);
  });
  it('inserts a new row newest first', () => {
    expect(mergeTask(list, task('b', '2025-01-02'), all).map((item) => item.id)).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(mergeTask(list, task('d', '2025-01-04'), all)[0]?.id).toBe('d');
  });
  it('drops rows that leave the filter and ignores ones that never matched', () => {
    const running: TaskFilter = { status: 'running', kind: 'all', text: '' };
    expect(
      mergeTask(list, task('a', '2025-01-01', { status: 'FAILED' }), running).map(
        (item) => item.id,
      ),
    ).toEqual(['c']);
    expect(mergeTask(list, task('z', '2025-01-09', { status: 'FAILED' }), running)).toBe(list);
  });
});

describe('needsNextPage', () => {
  const view = { lastShown: 10, loaded: 50, hasMore: true, loading: false };
  it('waits while the view is far from the last loaded row', () => {
    expect(needsNextPage(view)).toBe(false);
    expect(needsNextPage({ ...view, lastShown: 50 - PREFETCH_ROWS - 1 })).toBe(false);
  });
  it('fetches once the view comes within a screen of the end', () => {
    expect(needsNextPage({ ...view, lastShown: 50 - PREFETCH_ROWS })).toBe(true);
    expect(needsNextPage({ ...view, lastShown: 49 })).toBe(true);
  });
  it('never fetches while a page is loading or when there is no more', () => {
    expect(needsNextPage({ ...view, lastShown: 49, loading: true })).toBe(false);
    expect(needsNextPage({ ...view, lastShown: 49, hasMore: false })).toBe(false);
  });
  it('fetches for a short first page that fills less than the view', () => {
    expect(needsNextPage({ lastShown: 2, loaded: 3, hasMore: true, loading: false })).toBe(true);
  });
});
