import { describe, expect, it } from 'vitest';
import { submittedNotice, submittedPhase } from './submittedPhase';

const view = (
  status: string | null,
  downloads = { done: 0, total: 0, failed: 0 },
  extra: { refunded?: boolean; state?: 'accepted' | 'in_doubt' } = {},
) => ({
  state: extra.state ?? ('accepted' as const),
  status,
  refunded: extra.refunded ?? false,
  downloads,
  error:
    status === 'FAILED' ? { code: 'server' as const, message: 'The prompt was refused' } : null,
});

describe('submittedPhase', () => {
  it('runs until the service says SUCCEEDED, then saves until every file is in', () => {
    expect(submittedPhase(view(null))).toBe('running');
    expect(submittedPhase(view('PROCESSING'))).toBe('running');
    expect(submittedPhase(view('REVIEW_REQUIRED'))).toBe('running');
    expect(submittedPhase(view('SUCCEEDED', { done: 1, total: 2, failed: 0 }))).toBe('saving');
    expect(submittedPhase(view('SUCCEEDED', { done: 2, total: 2, failed: 0 }))).toBe('done');
  });
  it('says failed, with the reason and the refund', () => {
    const notice = submittedNotice(view('FAILED', undefined, { refunded: true }));
    expect(notice).toMatchObject({ phase: 'failed', title: 'Failed' });
    expect(notice.detail).toBe('failed. The prompt was refused. Its credits were refunded.');
  });
  it('says in doubt when the answer was lost', () => {
    expect(submittedPhase(view(null, undefined, { state: 'in_doubt' }))).toBe('in_doubt');
  });
  it('names files that could not be saved', () => {
    expect(submittedNotice(view('SUCCEEDED', { done: 1, total: 2, failed: 1 })).detail).toBe(
      'finished. 1 of its files could not be saved.',
    );
  });
});
