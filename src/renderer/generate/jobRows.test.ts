import { describe, expect, it } from 'vitest';
import type { AssetView } from '../../shared/ipc/library';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { jobRows } from './jobRows';
import { latestResult } from './recentResults';
import { resultFact } from './ResultPanel';

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

const NOW = Date.parse('2026-01-01T00:01:05Z');
const NAMES = { 'image-a': 'Image A' };

describe('jobRows', () => {
  it('lists jobs still on their way, oldest first, with names, words and m:ss', () => {
    const rows = jobRows(
      [
        task('late', '2026-01-01T00:01:00Z', {
          target: { action: 'extend' },
          kind: 'music',
          summary: '',
          status: 'QUEUED',
        }),
        task('early', '2026-01-01T00:00:00Z'),
        task('done', '2026-01-01T00:00:10Z', {
          status: 'SUCCEEDED',
          finishedAt: '2026-01-01T00:00:20Z',
        }),
        task('failed', '2026-01-01T00:00:10Z', { status: 'FAILED' }),
        task('doubt', '2026-01-01T00:00:10Z', { state: 'in_doubt' }),
      ],
      {},
      NOW,
      NAMES,
    );
    expect(rows.map((row) => [row.id, row.name, row.summary, row.status, row.elapsed])).toEqual([
      ['early', 'Image A', 'a cat', 'Processing', '1:05'],
      ['late', 'Extend', 'No prompt', 'Queued', '0:05'],
    ]);
    expect(rows[0]?.href).toBe('#/tasks?id=early');
  });

  it('keeps a finished job whose files are still being saved, saying how far it is', () => {
    const saving = task('saving', '2026-01-01T00:00:00Z', {
      status: 'SUCCEEDED',
      downloads: { done: 0, total: 2, failed: 0 },
    });
    expect(
      jobRows([saving], { saving: { done: 1, total: 2, failed: 0 } }, NOW, NAMES).map(
        (row) => row.status,
      ),
    ).toEqual(['Saving files: 1 of 2']);
    expect(jobRows([saving], { saving: { done: 2, total: 2, failed: 0 } }, NOW, NAMES)).toEqual([]);
  });
});

describe('the large result', () => {
  const asset = (id: string, extra: Partial<AssetView> = {}) =>
    ({ id, kind: 'image', durationS: null, width: null, height: null, ...extra }) as AssetView;

  it('is the newest job that has a saved file', () => {
    const items = [{ id: 'running' }, { id: 'newer' }, { id: 'older' }];
    expect(latestResult(items, { older: asset('a-old'), newer: asset('a-new') })?.id).toBe('a-new');
    expect(latestResult(items, {})).toBeNull();
  });

  it('says its length in m:ss or its size in pixels, from the library or from the file', () => {
    expect(resultFact(asset('a', { kind: 'audio', durationS: 83.6 }))).toBe('1:23');
    expect(resultFact(asset('v', { kind: 'video' }), { seconds: 5.04 })).toBe('0:05');
    expect(resultFact(asset('v', { kind: 'video' }))).toBeNull();
    expect(resultFact(asset('i', { width: 1024, height: 768 }))).toBe('1024 × 768 px');
    expect(resultFact(asset('i'), { width: 512, height: 512 })).toBe('512 × 512 px');
  });
});
