// The queue sending through the real tasks engine, against a real sandbox over HTTP and a real
// SQLite journal: the order it sends in, a restart with and without the "sending" flag, and
// the stop at a refusal (the balance) and at an in-doubt job (the sandbox's dropped answer).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import { createTranslator } from '../../shared/i18n/translator';
import { createEventBus } from '../ipc/eventBus';
import { openConfJsonStore } from '../settings/confJsonStore';
import { openEngineHarness, type EngineHarness } from '../tasks/engineHarness';
import { openQueue } from './index';
import type { QueueService } from './queueService';

const KEY = 'sk-sandbox-queue';
const call = { senderId: 'test' };
const open: { sandbox?: Sandbox; harness?: EngineHarness; queues: QueueService[] } = { queues: [] };

afterEach(async () => {
  for (const queue of open.queues) await queue.close();
  open.queues = [];
  await open.harness?.shutdown();
  await open.sandbox?.close();
  delete open.harness;
  delete open.sandbox;
});

async function start(faults?: string, profile = { active: 'sandbox' }) {
  const sandbox = await createSandbox({
    taskMs: 200,
    renderInWorker: false,
    ...(faults ? { faults } : {}),
  });
  const dataDirectory = mkdtempSync(join(tmpdir(), 'atelier-queue-int-'));
  const bus = createEventBus();
  const harness = await openEngineHarness({
    sandboxUrl: sandbox.url,
    apiKey: KEY,
    dataDirectory,
    bus,
  });
  open.sandbox = sandbox;
  open.harness = harness;
  harness.domain.start();
  /** The queue as the app opens it at start-up (a second call is a restart over the same file). */
  const openQueueService = (): QueueService => {
    const queue = openQueue({
      dataDirectory,
      open: openConfJsonStore,
      now: () => Date.now(),
      tasks: harness.domain.handlers,
      activeProfileId: () => profile.active,
      bus,
    });
    open.queues.push(queue);
    return queue;
  };
  const sentPrompts = () =>
    harness.journal
      .list({ limit: 50 })
      .items.map((entry) => entry.body['prompt'])
      .reverse();
  return { sandbox, harness, openQueueService, sentPrompts };
}

const image = (prompt: string) => ({ target: { model: 'image-a' }, body: { prompt } });

describe('queue sending', () => {
  it('queues nothing with a wrong field (named) and sends nothing while queued', async () => {
    const { openQueueService, sandbox, sentPrompts } = await start();
    const queue = openQueueService().handlers;
    await expect(queue.add(image(''), call)).rejects.toMatchObject({
      code: 'invalid_input',
      field: 'prompt',
    });
    const job = await queue.add(image('a fox in snow'), call);
    expect(job.credits).toBeGreaterThan(0);
    expect(queue.list(undefined, call)).toMatchObject({
      jobs: [{ summary: 'a fox in snow' }],
      totalCredits: job.credits,
    });
    expect(sandbox.balance(KEY)).toBe(10_000);
    expect(sentPrompts()).toEqual([]);
  });

  it('sends in the queue order, the next N only, then stops', async () => {
    const { openQueueService, sentPrompts } = await start();
    const service = openQueueService();
    const queue = service.handlers;
    const jobs = [];
    for (const prompt of ['first', 'second', 'third'])
      jobs.push(await queue.add(image(prompt), call));
    await queue.move({ id: jobs[2]!.id, index: 0 }, call);
    await queue.send({ count: 2 }, call);
    await service.idle();
    expect(sentPrompts()).toEqual(['third', 'first']);
    expect(queue.list(undefined, call)).toMatchObject({
      sending: false,
      jobs: [{ summary: 'second' }],
    });
  });

  it('after a restart resumes only when it was sending and not paused', async () => {
    const { openQueueService, sentPrompts } = await start();
    const before = openQueueService();
    for (const prompt of ['one', 'two']) await before.handlers.add(image(prompt), call);
    await before.close(); // the app quits before sending
    const notSending = openQueueService();
    notSending.resume();
    await notSending.idle();
    expect(sentPrompts()).toEqual([]);
    // Send pressed, then the app quits before the loop sends anything (closing first).
    await notSending.close();
    const pressed = openQueueService();
    await pressed.close();
    await pressed.handlers.send({}, call); // the flag is written; the closed loop sends nothing
    expect(sentPrompts()).toEqual([]);
    const restarted = openQueueService();
    restarted.resume();
    await restarted.idle();
    expect(sentPrompts()).toEqual(['one', 'two']);
    expect(restarted.handlers.list(undefined, call)).toMatchObject({ jobs: [], sending: false });
  });

  it('stops at the first refusal, says why and keeps the refused job first', async () => {
    const { openQueueService, sandbox, sentPrompts } = await start();
    const service = openQueueService();
    const queue = service.handlers;
    const first = await queue.add(image('paid for'), call);
    await queue.add(image('too dear'), call);
    await queue.add(image('never reached'), call);
    sandbox.setBalance(KEY, first.credits! + 1);
    await queue.send({}, call);
    await service.idle();
    expect(sentPrompts()).toEqual(['paid for']);
    const view = queue.list(undefined, call);
    expect(view).toMatchObject({
      sending: false,
      jobs: [{ summary: 'too dear' }, { summary: 'never reached' }],
      stopped: { summary: 'too dear', inDoubt: false, error: { code: 'insufficient_credits' } },
    });
  });

  it('sends nothing queued under another profile, saying so in main’s language', async () => {
    const profile = { active: 'sandbox' };
    const { openQueueService, sentPrompts } = await start(undefined, profile);
    const service = openQueueService();
    const queue = service.handlers;
    await queue.add(image('queued on the sandbox'), call);
    profile.active = 'live';
    try {
      setActiveTranslator(createTranslator('ja', CATALOGS.ja, { fallback: CATALOGS.en }));
      await queue.send({}, call);
      await service.idle();
    } finally {
      setActiveTranslator(createTranslator('en', CATALOGS.en, { fallback: CATALOGS.en }));
    }
    expect(sentPrompts()).toEqual([]);
    const { stopped } = await queue.list(undefined, call);
    expect(stopped).toMatchObject({ inDoubt: false, error: { code: 'conflict' } });
    expect(stopped?.error.message).toContain('「サンドボックス」');
    expect(stopped?.error.message).not.toMatch(/profile|Sandbox/);
  });

  it('stops at an in-doubt job, takes it out of the queue and never sends it again', async () => {
    const { openQueueService, sentPrompts, harness } = await start('drop-after-accept:once');
    const service = openQueueService();
    const queue = service.handlers;
    await queue.add(image('answer lost'), call);
    await queue.add(image('waits'), call);
    await queue.send({}, call);
    await service.idle();
    expect(sentPrompts()).toEqual(['answer lost']);
    expect(harness.journal.list({ limit: 5 }).items[0]).toMatchObject({ state: 'in_doubt' });
    expect(queue.list(undefined, call)).toMatchObject({
      sending: false,
      jobs: [{ summary: 'waits' }],
      stopped: { summary: 'answer lost', inDoubt: true, error: { code: 'in_doubt' } },
    });
  });
});
