import { describe, expect, it } from 'vitest';
import { manualTimers } from './manualTimers';
import {
  createNoticeBatcher,
  summarizeOutcomes,
  summaryHash,
  type Notice,
  type NoticeDelivery,
} from './noticeBatcher';

const notice = (id: string, outcome: Notice['outcome'] = 'finished'): Notice => ({ id, outcome });

function setup() {
  const timers = manualTimers();
  const delivered: NoticeDelivery<Notice>[] = [];
  const batcher = createNoticeBatcher<Notice>((delivery) => delivered.push(delivery), {
    windowMs: 2000,
    timers,
  });
  return { timers, delivered, batcher };
}

describe('notice batcher', () => {
  it('delivers a lone notice at once, and the next one after a quiet spell at once too', () => {
    const { timers, delivered, batcher } = setup();
    batcher.add(notice('a'));
    expect(delivered).toEqual([{ kind: 'one', notice: notice('a') }]);
    timers.advance(2000);
    batcher.add(notice('b', 'failed'));
    expect(delivered).toHaveLength(2);
    expect(delivered[1]).toEqual({ kind: 'one', notice: notice('b', 'failed') });
  });

  it('turns a burst into the first notice plus one summary', () => {
    const { timers, delivered, batcher } = setup();
    batcher.add(notice('a'));
    for (let index = 0; index < 40; index += 1)
      batcher.add(notice(`n${index}`, index % 10 === 0 ? 'failed' : 'finished'));
    expect(delivered).toHaveLength(1);
    timers.advance(2000);
    expect(delivered).toHaveLength(2);
    const summary = delivered[1]!;
    expect(summary.kind).toBe('many');
    if (summary.kind === 'many') {
      expect(summary.notices).toHaveLength(40);
      expect(summary.counts).toEqual({ finished: 36, failed: 4, in_doubt: 0 });
    }
  });

  it('delivers a single follower on its own, not as a summary of one', () => {
    const { timers, delivered, batcher } = setup();
    batcher.add(notice('a'));
    batcher.add(notice('b'));
    timers.advance(2000);
    expect(delivered.map((delivery) => delivery.kind)).toEqual(['one', 'one']);
  });

  it('keeps a steady stream summarized window after window', () => {
    const { timers, delivered, batcher } = setup();
    for (let index = 0; index < 30; index += 1) {
      batcher.add(notice(`n${index}`));
      timers.advance(250);
    }
    timers.advance(4000);
    // 30 notices over 7.5 s: the first alone, then one summary per 2-second window.
    expect(delivered.length).toBeLessThanOrEqual(6);
    const total = delivered.reduce(
      (sum, delivery) => sum + (delivery.kind === 'one' ? 1 : delivery.notices.length),
      0,
    );
    expect(total).toBe(30);
  });

  it('drops what it holds when disposed', () => {
    const { timers, delivered, batcher } = setup();
    batcher.add(notice('a'));
    batcher.add(notice('b'));
    batcher.add(notice('c'));
    batcher.dispose();
    timers.advance(10_000);
    expect(delivered).toHaveLength(1);
  });
});

describe('summaries', () => {
  it('names the outcome when all agree, and lists the mix otherwise', () => {
    expect(summarizeOutcomes({ finished: 12, failed: 0, in_doubt: 0 })).toEqual({
      title: '12 jobs finished',
      detail: '12 finished',
    });
    expect(summarizeOutcomes({ finished: 0, failed: 3, in_doubt: 0 }).title).toBe('3 jobs failed');
    expect(summarizeOutcomes({ finished: 10, failed: 2, in_doubt: 1 })).toEqual({
      title: '13 jobs ended',
      detail: '10 finished, 2 failed, 1 in doubt',
    });
  });

  it('opens the Tasks page filtered to the one outcome a summary has', () => {
    expect(summaryHash({ finished: 5, failed: 0, in_doubt: 0 })).toBe('#/tasks?status=succeeded');
    expect(summaryHash({ finished: 0, failed: 5, in_doubt: 0 })).toBe('#/tasks?status=failed');
    expect(summaryHash({ finished: 0, failed: 0, in_doubt: 2 })).toBe('#/tasks?status=in_doubt');
    expect(summaryHash({ finished: 4, failed: 1, in_doubt: 0 })).toBe('#/tasks');
  });
});
