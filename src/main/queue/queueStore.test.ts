// The queue's store over a real JSON file (conf, as in the web preview and tests): order,
// what a restart finds, and a damaged file set aside rather than overwritten.
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openConfJsonStore } from '../settings/confJsonStore';
import { openQueueFile } from './queueFile';
import { createQueueStore, type JobRequest } from './queueStore';

const NOW = Date.parse('2026-11-26T10:00:00.000Z');

function job(prompt: string, credits: number | null = 10): JobRequest {
  return {
    target: { model: 'image-a' },
    body: { prompt },
    summary: prompt,
    credits,
    profileId: 'sandbox',
  };
}

function opener(folder = mkdtempSync(join(tmpdir(), 'atelier-queue-'))) {
  const setAside: string[] = [];
  const open = () =>
    createQueueStore(
      openQueueFile({
        folder,
        open: openConfJsonStore,
        now: () => NOW,
        onSetAside: (path) => setAside.push(path),
      }),
      () => NOW,
    );
  return { folder, open, setAside };
}

const prompts = (store: ReturnType<ReturnType<typeof opener>['open']>): string[] =>
  store.view().jobs.map((queued) => queued.summary);

describe('queue store', () => {
  it('keeps the order through add, move, edit and remove, and totals the priced jobs', () => {
    const { open } = opener();
    const store = open();
    const [a, b, c] = ['a fox', 'a heron', 'a kite'].map((prompt) => store.add(job(prompt)));
    store.add(job('a song of unknown price', null));
    store.move(c!.id, 0);
    expect(prompts(store)).toEqual(['a kite', 'a fox', 'a heron', 'a song of unknown price']);
    store.move(c!.id, 2);
    expect(prompts(store)).toEqual(['a fox', 'a heron', 'a kite', 'a song of unknown price']);
    store.update(b!.id, job('a grey heron', 25));
    store.remove(a!.id);
    expect(prompts(store)).toEqual(['a grey heron', 'a kite', 'a song of unknown price']);
    expect(store.view()).toMatchObject({ totalCredits: 35, unpriced: 1, sending: false });
    expect(() => store.remove(a!.id)).toThrow(/no longer in the queue/);
  });

  it('finds the same queue after a restart, sending only if it was sending and not paused', () => {
    const { open } = opener();
    const first = open();
    for (const prompt of ['one', 'two', 'three']) first.add(job(prompt));
    first.startSending(2);
    first.sent(first.first()!.id);
    const reopened = open();
    expect(prompts(reopened)).toEqual(['two', 'three']);
    expect(reopened.view()).toMatchObject({ sending: true, remaining: 1 });
    reopened.pause();
    expect(open().view()).toMatchObject({ sending: false, remaining: null });
    expect(prompts(open())).toEqual(['two', 'three']);
  });

  it('ends a "send next N" run after N jobs, and a run when the queue is empty', () => {
    const { open } = opener();
    const store = open();
    for (const prompt of ['one', 'two', 'three']) store.add(job(prompt));
    store.startSending(1);
    store.sent(store.first()!.id);
    expect(store.view()).toMatchObject({ sending: false, remaining: null });
    store.startSending(null);
    store.sent(store.first()!.id);
    expect(store.view().sending).toBe(true);
    store.sent(store.first()!.id);
    expect(store.view()).toMatchObject({ sending: false, jobs: [] });
  });

  it('never sends again a job whose request was on its way when Atelier closed', () => {
    const { open } = opener();
    const store = open();
    for (const prompt of ['one', 'two']) store.add(job(prompt));
    store.startSending(null);
    store.leaving(store.first()!.id);
    // The process ends here, before the service's answer: the journal holds the job (in doubt).
    const restarted = open();
    expect(prompts(restarted)).toEqual(['two']);
    expect(restarted.view()).toMatchObject({
      sending: false,
      stopped: { summary: 'one', inDoubt: true, error: { code: 'in_doubt' } },
    });
    // A refusal before anything was charged puts the job back first.
    restarted.leaving(restarted.first()!.id);
    restarted.backFirst();
    expect(prompts(restarted)).toEqual(['two']);
    expect(open().view().stopped).toBeNull();
  });

  it('sets a damaged file aside (kept for recovery) and starts empty', () => {
    const { folder, open, setAside } = opener();
    writeFileSync(join(folder, 'queue.json'), '{"version":1,"sending":true,"jobs":[{"id":3}]}');
    const store = open();
    expect(store.view()).toMatchObject({ jobs: [], sending: false });
    expect(setAside).toHaveLength(1);
    expect(existsSync(setAside[0]!)).toBe(true);
    expect(readdirSync(folder).filter((name) => name.startsWith('queue.corrupt-'))).toHaveLength(1);
    writeFileSync(join(folder, 'queue.json'), 'not json');
    expect(open().view().jobs).toEqual([]);
    expect(setAside).toHaveLength(2);
  });
});
