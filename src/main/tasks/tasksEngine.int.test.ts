// The tasks engine against a real sandbox over HTTP: submits, polling, downloads, faults.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AtelierError } from '../../shared/errors';
import type { EventChannel } from '../../shared/ipc/types';
import { createSandbox, type Sandbox } from '../../sandbox';
import { createEventBus } from '../ipc/eventBus';
import { openEngineHarness, waitUntilSettled, type EngineHarness } from './engineHarness';
import { planOutputs, STATUS_RECORD_KEY } from '../outputs/outputPlan';
import type { StatusData } from './ports';

const KEY = 'sk-sandbox-tasks-engine';
const open: { sandbox?: Sandbox; harness?: EngineHarness } = {};

afterEach(async () => {
  await open.harness?.shutdown();
  await open.sandbox?.close();
  delete open.harness;
  delete open.sandbox;
});

/** Every `every`-th status read answers 429 with retry_after (the sandbox injects 429/503 at submit only). */
function statusRateLimiter(every: number): { fetch: typeof fetch; fired: () => number } {
  let seen = 0;
  let fired = 0;
  const wrapped: typeof fetch = async (input, init) => {
    if (String(input).endsWith('/api/v1/task/status') && ++seen % every === 0) {
      fired += 1;
      const body = {
        error: { message: 'Too many requests', type: 'rate_limit_error', code: 'rate_limited' },
        request_id: 'r',
        retry_after: 1,
      };
      return new Response(JSON.stringify(body), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      });
    }
    return fetch(input, init);
  };
  return { fetch: wrapped, fired: () => fired };
}

async function start(
  faults?: string,
  credits = 10_000,
  apiFetch?: typeof fetch,
  dataDirectory = mkdtempSync(join(tmpdir(), 'atelier-tasks-')),
) {
  const sandbox = await createSandbox({
    taskMs: 300,
    credits,
    ...(faults ? { faults } : {}),
    renderInWorker: false,
  });
  const bus = createEventBus();
  const events: { channel: EventChannel; payload: unknown }[] = [];
  bus.subscribe((channel, payload) => events.push({ channel, payload }));
  const harness = await openEngineHarness({
    sandboxUrl: sandbox.url,
    apiKey: KEY,
    dataDirectory,
    bus,
    ...(apiFetch ? { fetch: apiFetch } : {}),
  });
  open.sandbox = sandbox;
  open.harness = harness;
  harness.domain.start();
  return { sandbox, harness, events, tasks: harness.domain.handlers };
}

const call = { senderId: 'test' };

/** Every output of every SUCCEEDED submission is one asset whose file exists. */
function expectAllOutputsSaved(harness: EngineHarness): number {
  let assets = 0;
  for (const view of harness.journal.list({ statuses: ['SUCCEEDED'], limit: 200 }).items) {
    const entry = harness.journal.get(view.id);
    if (!entry?.statusResult) throw new Error('missing status result');
    const keys = planOutputs(entry.kind, entry.statusResult as StatusData).map(
      (output) => output.key,
    );
    const saved = harness.library.bySubmission(entry.id);
    expect(saved.map((asset) => asset.outputKey).sort()).toEqual([...keys].sort());
    for (const asset of saved)
      expect(existsSync(join(harness.libraryFolder, asset.relativePath))).toBe(true);
    // "N of M files" counts media: every output but the status record (a copy of the journal's).
    const media = keys.filter((key) => key !== STATUS_RECORD_KEY).length;
    expect(entry.downloads).toEqual({ done: media, total: media, failed: 0 });
    assets += saved.length;
  }
  return assets;
}

function chargedCredits(harness: EngineHarness): number {
  return harness.journal
    .list({ states: ['accepted'], limit: 200 })
    .items.reduce((sum, view) => sum + (view.refunded ? 0 : (view.creditsDeducted ?? 0)), 0);
}

describe('tasks engine against the sandbox', () => {
  it('submits once, polls to completion, saves every output once, and keeps the balance consistent', async () => {
    const { sandbox, harness, events, tasks } = await start();
    const image = await tasks.submit(
      { target: { model: 'image-a' }, body: { prompt: 'a lighthouse' }, confirmedCredits: 24 },
      call,
    );
    const batch = await tasks.submit(
      {
        target: { model: 'image-c-4' },
        body: { prompt: 'tiles', batch_size: 3 },
        confirmedCredits: null,
      },
      call,
    );
    const song = await tasks.submit(
      {
        target: { action: 'generate' },
        body: { custom: true, prompt: 'la la la', style: 'pop', duration: 10 },
        confirmedCredits: null,
      },
      call,
    );
    expect([image.state, batch.state, song.state]).toEqual(['accepted', 'accepted', 'accepted']);
    await waitUntilSettled(harness, 20_000);
    const songTask = harness.journal.get(song.id);
    expect(songTask?.status).toBe('SUCCEEDED');
    // Actions on the finished track: analysis results saved as JSON/text, MIDI both ways.
    for (const action of ['bpm', 'lyrics', 'midi']) {
      const body =
        action === 'lyrics' ? { prompt: 'rain' } : { task_id: songTask?.taskId, audio_index: 2 };
      await tasks.submit({ target: { action }, body, confirmedCredits: null }, call);
    }
    await waitUntilSettled(harness, 20_000);
    const assets = expectAllOutputsSaved(harness);
    expect(assets).toBeGreaterThanOrEqual(1 + 1 + 3 + 1 + 2 + 1 + 2 + 2 + 3);
    const midi = harness.library.bySubmission(
      harness.journal.list({ limit: 1 }).items[0]?.id ?? '',
    );
    expect(midi.map((asset) => asset.outputKey).sort()).toEqual(['midi', 'midi-notes', 'result']);
    expect(midi.find((asset) => asset.outputKey === 'midi')?.mimeType).toBe('audio/midi');
    const stats = sandbox.stats();
    expect(stats.submits).toBe(6);
    expect(stats.accepted).toBe(6);
    expect(sandbox.balance(KEY)).toBe(10_000 - chargedCredits(harness));
    expect(events.filter((event) => event.channel === 'tasks:changed').length).toBeGreaterThan(12);
    expect(events.some((event) => event.channel === 'tasks:download')).toBe(true);
    expect(await tasks.counts(undefined, call)).toEqual({
      running: 0,
      inDoubt: 0,
      waitingForKey: 0,
    });
  }, 60_000);

  it('survives 429 + retry_after, 503, 5xx, latency and a dropped accept without duplicate submits or lost tasks', async () => {
    const faults =
      'rate-limit:every=5,retry_after=1;unavailable:every=7,retry_after=1;5xx:on=status,rate=0.1;5xx:on=files,rate=0.2;latency:ms=20;drop-after-accept:every=3,times=1';
    const limiter = statusRateLimiter(9);
    const { sandbox, harness, events, tasks } = await start(faults, 10_000, limiter.fetch);
    const refused: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      try {
        await tasks.submit(
          {
            target: { model: 'image-a' },
            body: { prompt: `fault ${index}` },
            confirmedCredits: 24,
          },
          call,
        );
      } catch (error) {
        // A submit-side 429/503 is a clear rejection: nothing charged, never retried automatically.
        expect(error).toBeInstanceOf(AtelierError);
        refused.push((error as AtelierError).code);
      }
    }
    expect(refused.sort()).toEqual(['rate_limited', 'rate_limited', 'unavailable']);
    await waitUntilSettled(harness, 30_000);
    const stats = sandbox.stats();
    expect(stats.submits).toBe(10);
    expect(limiter.fired()).toBeGreaterThan(0);
    const accepted = harness.journal.list({ states: ['accepted'], limit: 50 }).items;
    const inDoubt = harness.journal.list({ states: ['in_doubt'], limit: 50 }).items;
    expect(harness.journal.list({ states: ['rejected'], limit: 50 }).items).toHaveLength(3);
    expect(inDoubt).toHaveLength(1);
    expect(accepted.length + inDoubt.length).toBe(stats.accepted);
    expect(accepted.every((view) => view.status === 'SUCCEEDED')).toBe(true);
    expectAllOutputsSaved(harness);
    // The dropped task was charged by the service but never reported to us.
    const dropped = 24;
    expect(sandbox.balance(KEY)).toBe(10_000 - chargedCredits(harness) - dropped);
    expect(
      events.some(
        (event) =>
          event.channel === 'tasks:polling' &&
          (event.payload as { state: string }).state === 'paused',
      ),
    ).toBe(true);
    // Reconciling never resubmits; it reports the balance movement.
    const before = sandbox.stats().submits;
    const reconciled = await tasks.reconcile({ id: inDoubt[0]?.id ?? '' }, call);
    expect(reconciled.state).toBe('in_doubt');
    expect(reconciled.error?.message).toMatch(/balance fell by \d+ credits/);
    expect(sandbox.stats().submits).toBe(before);
    const dismissed = await tasks.dismiss({ id: inDoubt[0]?.id ?? '' }, call);
    expect(dismissed.state).toBe('dismissed');
  }, 60_000);

  it('refuses invalid input, unconfirmed prices and shortfalls before spending anything', async () => {
    const { sandbox, tasks } = await start(undefined, 30);
    const refusal = async (promise: unknown): Promise<AtelierError> => {
      const error = await Promise.resolve(promise).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(AtelierError);
      return error as AtelierError;
    };
    const invalid = await refusal(
      tasks.submit(
        {
          target: { model: 'image-b-2.0' },
          body: { prompt: 'x'.repeat(801) },
          confirmedCredits: null,
        },
        call,
      ),
    );
    expect([invalid.code, invalid.field]).toEqual(['invalid_input', 'prompt']);
    const pricier = await refusal(
      tasks.submit(
        {
          target: { model: 'image-c-4' },
          body: { prompt: 'p', batch_size: 2 },
          confirmedCredits: 30,
        },
        call,
      ),
    );
    expect(pricier.code).toBe('conflict');
    const short = await refusal(
      tasks.submit(
        {
          target: { model: 'image-c-4' },
          body: { prompt: 'p', batch_size: 2 },
          confirmedCredits: 60,
        },
        call,
      ),
    );
    expect(short.code).toBe('insufficient_credits');
    expect(short.details?.['shortfall']).toBe(30);
    const checked = await tasks.preflight(
      { target: { model: 'image-c-4' }, body: { prompt: 'p', batch_size: 2 } },
      call,
    );
    expect(checked).toMatchObject({
      ok: false,
      balance: 30,
      balanceAfter: -30,
      shortfall: 30,
      estimate: { kind: 'known', credits: 60 },
    });
    expect(sandbox.stats().submits).toBe(0);
  }, 30_000);

  it('checks music sources the journal knows and warns about ones it does not', async () => {
    const { harness, tasks } = await start();
    const song = await tasks.submit(
      {
        target: { action: 'generate' },
        body: { custom: true, prompt: 'source song', duration: 10 },
        confirmedCredits: null,
      },
      call,
    );
    await waitUntilSettled(harness, 20_000);
    const taskId = harness.journal.get(song.id)?.taskId ?? '';
    const tooLate = await tasks.preflight(
      { target: { action: 'extend' }, body: { task_id: taskId, continue_at: 9_999 } },
      call,
    );
    expect(tooLate.issues.map((issue) => issue.field)).toEqual(['continue_at']);
    const noTrack = await tasks.preflight(
      {
        target: { action: 'crop' },
        body: { task_id: taskId, audio_index: 9, start_s: 0, end_s: 1 },
      },
      call,
    );
    expect(noTrack.issues.map((issue) => issue.field)).toEqual(['audio_index']);
    const wrongKind = await tasks.preflight(
      { target: { action: 'add-vocals' }, body: { task_id: taskId, prompt: 'la la' } },
      call,
    );
    expect(wrongKind.issues[0]?.message).toContain('needs a upload task');
    const unknown = await tasks.preflight(
      { target: { action: 'remaster' }, body: { task_id: '3f1d2c4b-1111-4222-8333-944445555666' } },
      call,
    );
    expect(unknown.issues).toEqual([]);
    expect(unknown.warnings[0]?.field).toBe('task_id');
    const fine = await tasks.preflight(
      { target: { action: 'fade-out' }, body: { task_id: taskId, fade_duration: 1 } },
      call,
    );
    expect(fine.ok).toBe(true);
  }, 30_000);

  it('titles results, and lists submissions, without words of their own after the track they came from', async () => {
    const { harness, tasks } = await start();
    const song = await tasks.submit(
      {
        target: { action: 'generate' },
        body: { custom: true, prompt: 'rivers run to the sea', style: 'folk', duration: 10 },
        confirmedCredits: null,
      },
      call,
    );
    await waitUntilSettled(harness, 20_000);
    const taskId = harness.journal.get(song.id)?.taskId ?? '';
    const songTracks = harness.library
      .bySubmission(song.id)
      .filter((asset) => asset.kind === 'audio');
    const trackTitle = (index: number) =>
      songTracks.find((asset) => asset.trackIndex === index)!.title;
    expect(trackTitle(1)).not.toBe(trackTitle(2)); // two tracks, told apart
    const crop = await tasks.submit(
      {
        target: { action: 'crop' },
        body: { task_id: taskId, audio_index: 2, start_s: 0, end_s: 5 },
        confirmedCredits: null,
      },
      call,
    );
    const stems = await tasks.submit(
      {
        target: { action: 'stems-all' },
        body: { task_id: taskId, audio_index: 1 },
        confirmedCredits: null,
      },
      call,
    );
    // Listed (and searchable) under the track they work on.
    expect([crop.summary, stems.summary]).toEqual([trackTitle(2), trackTitle(1)]);
    await waitUntilSettled(harness, 30_000);
    const titles = (submissionId: string) =>
      harness.library
        .bySubmission(submissionId)
        .filter((asset) => asset.kind === 'audio')
        .map((asset) => asset.title);
    // Named after the song, then the version in words (the one title rule).
    expect(trackTitle(2)).toBe('rivers run to the sea — take 2');
    expect(titles(crop.id)).toEqual(['rivers run to the sea — cropped']);
    const stemTitles = titles(stems.id);
    expect(stemTitles.length).toBeGreaterThan(1);
    for (const title of stemTitles)
      expect(title).toMatch(/^rivers run to the sea — [a-z ]+ stem$/u);
  }, 60_000);

  it('keeps tempo and key facts current: a sound from its request, a track and its stems from a bpm analysis', async () => {
    const { harness, tasks } = await start();
    const sound = await tasks.submit(
      {
        target: { action: 'sounds' },
        body: { prompt: 'drum loop', bpm: 96, key: 'F#m' },
        confirmedCredits: null,
      },
      call,
    );
    const song = await tasks.submit(
      {
        target: { action: 'generate' },
        body: { custom: true, prompt: 'tempo test', duration: 10 },
        confirmedCredits: null,
      },
      call,
    );
    await waitUntilSettled(harness, 20_000);
    const audio = (submissionId: string) =>
      harness.library.bySubmission(submissionId).filter((asset) => asset.kind === 'audio');
    expect(audio(sound.id).length).toBeGreaterThan(0);
    for (const asset of audio(sound.id))
      expect(asset).toMatchObject({ bpm: 96, musicalKey: 'F#m' });
    const taskId = harness.journal.get(song.id)?.taskId ?? '';
    const stems = await tasks.submit(
      {
        target: { action: 'stems-all' },
        body: { task_id: taskId, audio_index: 2 },
        confirmedCredits: null,
      },
      call,
    );
    await waitUntilSettled(harness, 30_000);
    expect(audio(stems.id).every((asset) => asset.bpm === null)).toBe(true);
    const bpm = await tasks.submit(
      {
        target: { action: 'bpm' },
        body: { task_id: taskId, audio_index: 2 },
        confirmedCredits: null,
      },
      call,
    );
    await waitUntilSettled(harness, 20_000);
    const measured = (
      harness.journal.get(bpm.id)?.statusResult?.['result'] as { bpm: { avg: number } }
    ).bpm.avg;
    const track = (index: number) => audio(song.id).find((asset) => asset.trackIndex === index)!;
    expect(track(2).bpm).toBe(Math.round(measured * 10) / 10);
    expect(track(1).bpm).toBeNull();
    for (const stem of audio(stems.id)) expect(stem.bpm).toBe(track(2).bpm);
  }, 60_000);

  it('downloads legacy music tasks from result_urls alone', async () => {
    const { sandbox, harness } = await start();
    const seed = sandbox.seedLegacy(KEY);
    const entry = harness.journal.begin({
      profileId: 'sandbox',
      target: { action: 'generate' },
      kind: 'music',
      body: { prompt: 'old song' },
    });
    const accepted = harness.journal.accept(entry.id, {
      taskId: seed.generate,
      creditsDeducted: 0,
    });
    harness.domain.engine.track(accepted);
    // Legacy songs are full length: rendering them is the slow part.
    await waitUntilSettled(harness, 80_000);
    const keys = harness.library
      .bySubmission(entry.id)
      .map((asset) => asset.outputKey)
      .sort();
    expect(keys).toEqual(['result', 'track-1', 'track-2']);
  }, 90_000);

  it('resumes unfinished tasks at start-up, and re-downloads missing files once the window has shown', async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), 'atelier-tasks-restart-'));
    const first = await start(undefined, 10_000, undefined, dataDirectory);
    const done = await first.tasks.submit(
      {
        target: { model: 'image-c-4' },
        body: { prompt: 'kept', batch_size: 2 },
        confirmedCredits: null,
      },
      call,
    );
    await waitUntilSettled(first.harness, 20_000);
    const pending = await first.tasks.submit(
      { target: { model: 'image-a' }, body: { prompt: 'resumed' }, confirmedCredits: null },
      call,
    );
    // Task times are at least 150 ms: it cannot have finished yet.
    expect(first.harness.journal.get(pending.id)?.status).not.toBe('SUCCEEDED');
    // Stop before the second task finishes; delete one saved file of the first.
    const lost = first.harness.library
      .bySubmission(done.id)
      .find((asset) => asset.outputKey === 'image-2');
    await first.harness.shutdown();
    delete open.harness;
    expect(lost).toBeDefined();
    rmSync(join(first.harness.libraryFolder, lost?.relativePath ?? ''));
    const second = await openEngineHarness({
      sandboxUrl: first.sandbox.url,
      apiKey: KEY,
      dataDirectory,
    });
    open.harness = second;
    second.domain.start();
    await waitUntilSettled(second, 20_000);
    // The unfinished task is resumed at start, but the file check waits for the window (issue 24).
    expect(second.journal.get(pending.id)?.status).toBe('SUCCEEDED');
    expect(existsSync(join(second.libraryFolder, lost?.relativePath ?? ''))).toBe(false);
    second.domain.engine.checkMissingFiles();
    await waitUntilSettled(second, 20_000);
    expect(existsSync(join(second.libraryFolder, lost?.relativePath ?? ''))).toBe(true);
    expect(second.journal.get(pending.id)?.status).toBe('SUCCEEDED');
    expectAllOutputsSaved(second);
    expect(first.sandbox.stats().submits).toBe(2);
  }, 30_000);
});
