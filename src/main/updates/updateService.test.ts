import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '../../shared/ipc/settings';
import type { UpdateState } from '../../shared/ipc/updates';
import type { DownloadProgress, UpdateCheck, Updater } from '../desktop/Updater';
import { createEventBus, type EventBus } from '../ipc/eventBus';
import { createJournal, type BeginSubmission, type Journal } from '../store/journal';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { createSubmitGate, type SubmitGate } from './submitGate';
import { integrityMessage } from './updateErrors';
import { createUpdateService, WEB_PREVIEW_REASON, type UpdateService } from './updateService';

const song: BeginSubmission = {
  profileId: 'live',
  target: { action: 'generate' },
  kind: 'music',
  body: { prompt: 'rain', custom: false },
  creditsEstimated: 10,
};

/** An updater that answers as told and records what it was asked. */
function scriptedUpdater(script: {
  check: UpdateCheck | Error;
  download?: Error;
  progress?: DownloadProgress[];
}) {
  const calls = { checks: [] as string[], downloads: 0, installs: 0 };
  const updater: Updater = {
    async check(channel) {
      calls.checks.push(channel);
      if (script.check instanceof Error) throw script.check;
      return script.check;
    },
    async download(onProgress) {
      calls.downloads += 1;
      for (const progress of script.progress ?? []) onProgress(progress);
      if (script.download) throw script.download;
    },
    async quitAndInstall() {
      calls.installs += 1;
    },
  };
  return { updater, calls };
}

const codedError = (code: string, message: string) => Object.assign(new Error(message), { code });
const turn = () => new Promise((resolve) => setTimeout(resolve, 5));

let database: TestDatabase;
let journal: Journal;
let gate: SubmitGate<Journal>;
let bus: EventBus;
let events: UpdateState[];
let preferences: Preferences;
let service: UpdateService | null;

beforeEach(() => {
  database = openTestDatabase();
  journal = createJournal(database.db, database.clock);
  gate = createSubmitGate(journal);
  bus = createEventBus();
  events = [];
  bus.subscribe(
    (channel, payload) => channel === 'updates:changed' && events.push(payload as UpdateState),
  );
  preferences = structuredClone(DEFAULT_PREFERENCES);
  service = null;
});
afterEach(() => {
  service?.close();
  database.cleanup();
});

function start(updater: Updater | null, checkEveryMs?: number): UpdateService {
  service = createUpdateService({
    updater,
    currentVersion: '0.1.0',
    preferences: { get: () => preferences },
    gate,
    bus,
    recheckMs: 20,
    ...(checkEveryMs ? { checkEveryMs } : {}),
  });
  return service;
}

async function downloaded(): Promise<{
  service: UpdateService;
  calls: ReturnType<typeof scriptedUpdater>['calls'];
}> {
  const { updater, calls } = scriptedUpdater({ check: { kind: 'available', version: '0.2.0' } });
  const updates = start(updater);
  await updates.checkAtLaunch();
  await turn();
  expect(updates.state().phase).toBe('downloaded');
  return { service: updates, calls };
}

describe('checking and downloading', () => {
  it('walks a launch check through checking, available, downloading with progress, to downloaded', async () => {
    const progress = [
      {
        percent: 40,
        transferredBytes: 2_000_000,
        totalBytes: 5_000_000,
        bytesPerSecond: 1_000_000,
      },
      {
        percent: 100,
        transferredBytes: 5_000_000,
        totalBytes: 5_000_000,
        bytesPerSecond: 1_000_000,
      },
    ];
    const { updater, calls } = scriptedUpdater({
      check: { kind: 'available', version: '0.2.0' },
      progress,
    });
    const updates = start(updater);
    expect(updates.state()).toMatchObject({
      phase: 'idle',
      currentVersion: '0.1.0',
      checkedAt: null,
    });
    await updates.checkAtLaunch();
    await turn();
    expect(events.map((event) => event.phase)).toEqual([
      'checking',
      'available',
      'downloading',
      'downloading',
      'downloading',
      'downloaded',
    ]);
    expect(events[3]).toMatchObject({
      phase: 'downloading',
      version: '0.2.0',
      percent: 40,
      transferredBytes: 2_000_000,
      totalBytes: 5_000_000,
    });
    expect(updates.state()).toMatchObject({ phase: 'downloaded', version: '0.2.0', byHand: false });
    expect(updates.state().checkedAt).not.toBeNull();
    expect(calls).toMatchObject({ checks: ['stable'], downloads: 1, installs: 0 });
  });

  it('does not check at launch when "Check for updates automatically" is off, but still checks by hand', async () => {
    preferences.updates.automatic = false;
    const { updater, calls } = scriptedUpdater({ check: { kind: 'none', latestVersion: '0.1.0' } });
    const updates = start(updater);
    await updates.checkAtLaunch();
    expect(calls.checks).toEqual([]);
    expect(events).toEqual([]);
    const answer = await updates.checkForUpdatesByHand();
    expect(answer).toMatchObject({ phase: 'not-available', latestVersion: '0.1.0', byHand: true });
    expect(calls.checks).toEqual(['stable']);
  });

  it('checks again while the app runs, only while automatic checks are on', async () => {
    const { updater, calls } = scriptedUpdater({ check: { kind: 'none', latestVersion: '0.1.0' } });
    const updates = start(updater, 30);
    await updates.checkAtLaunch();
    await vi.waitFor(() => expect(calls.checks.length).toBeGreaterThanOrEqual(3), {
      timeout: 5000,
      interval: 20,
    });
    preferences.updates.automatic = false;
    await new Promise((resolve) => setTimeout(resolve, 40));
    const after = calls.checks.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.checks.length).toBe(after);
  });

  it('asks the Beta channel when Settings say Beta', async () => {
    preferences.updates.channel = 'beta';
    const { updater, calls } = scriptedUpdater({
      check: { kind: 'none', latestVersion: '0.2.0-beta.1' },
    });
    await start(updater).handlers.check(undefined, { senderId: 'test' });
    expect(calls.checks).toEqual(['beta']);
  });

  it('puts an unreachable feed in words, with the network error as the detail, and can check again', async () => {
    const { updater, calls } = scriptedUpdater({ check: new Error('net::ERR_CONNECTION_REFUSED') });
    const updates = start(updater);
    const answer = await updates.checkForUpdatesByHand();
    expect(answer).toMatchObject({
      phase: 'error',
      during: 'check',
      message:
        'Could not reach the update server. Check your internet connection (or proxy) and try again.',
      detail: 'net::ERR_CONNECTION_REFUSED',
    });
    await updates.checkForUpdatesByHand();
    expect(calls.checks).toHaveLength(2);
  });

  it('says a tampered download was discarded, and downloads nothing further', async () => {
    const { updater } = scriptedUpdater({
      check: { kind: 'available', version: '0.2.0' },
      download: codedError(
        'ERR_CHECKSUM_MISMATCH',
        'sha512 checksum mismatch, expected abc, got def',
      ),
    });
    const updates = start(updater);
    await updates.checkAtLaunch();
    await turn();
    expect(updates.state()).toMatchObject({
      phase: 'error',
      during: 'download',
      message: integrityMessage(),
      detail: 'ERR_CHECKSUM_MISMATCH: sha512 checksum mismatch, expected abc, got def',
    });
    expect(() => updates.restartToUpdate()).toThrow(/no downloaded update/);
  });

  it('in the web preview (no updater) says updates come with the desktop app', async () => {
    const updates = start(null);
    expect(updates.state()).toMatchObject({ phase: 'unsupported', reason: WEB_PREVIEW_REASON });
    expect(await updates.checkForUpdatesByHand()).toMatchObject({
      phase: 'unsupported',
      reason: WEB_PREVIEW_REASON,
      byHand: true,
    });
  });

  it('reports a copy that cannot update itself as unsupported, with its reason', async () => {
    const { updater } = scriptedUpdater({ check: { kind: 'inactive' } });
    expect(await start(updater).checkForUpdatesByHand()).toMatchObject({
      phase: 'unsupported',
      reason: 'not-installed',
    });
  });
});

describe('restarting to update: never while a paid submit is between POST and answer', () => {
  it('restarts at once when no submit is in flight', async () => {
    const { service: updates, calls } = await downloaded();
    expect(updates.restartToUpdate()).toMatchObject({ phase: 'restarting', version: '0.2.0' });
    await turn();
    expect(calls.installs).toBe(1);
  });

  it('waits for the submit in flight, then restarts once it has its answer', async () => {
    const { service: updates, calls } = await downloaded();
    const inFlight = gate.journal.begin(song);
    expect(updates.restartToUpdate()).toMatchObject({
      phase: 'waiting-for-submits',
      submitting: 1,
    });
    await turn();
    await turn();
    expect(calls.installs).toBe(0);
    expect(updates.state().phase).toBe('waiting-for-submits');
    // The answer arrives: the journal records it and the tasks domain says so on the bus.
    journal.accept(inFlight.id, { taskId: 'task-1', creditsDeducted: 10 });
    bus.emit('tasks:changed', journal.list().items[0]!);
    await turn();
    expect(updates.state().phase).toBe('restarting');
    expect(calls.installs).toBe(1);
  });

  it('notices an answer recorded without a bus event (the journal is re-read on a timer)', async () => {
    const { service: updates, calls } = await downloaded();
    const inFlight = gate.journal.begin(song);
    updates.restartToUpdate();
    journal.markInDoubt(inFlight.id);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls.installs).toBe(1);
  });

  it('does not restart between two submits of one "Variations ×N" run', async () => {
    const { service: updates, calls } = await downloaded();
    const first = gate.journal.begin(song);
    updates.restartToUpdate();
    // The first answer, and the next variation begins in the same turn (a microtask later).
    journal.accept(first.id, { taskId: 'task-1' });
    bus.emit('tasks:changed', journal.list().items[0]!);
    const second = await Promise.resolve().then(() => gate.journal.begin(song));
    await turn();
    expect(calls.installs).toBe(0);
    expect(updates.state()).toMatchObject({ phase: 'waiting-for-submits', submitting: 1 });
    journal.reject(second.id, { code: 'server', message: '500' });
    bus.emit('tasks:changed', journal.list().items[0]!);
    await turn();
    expect(calls.installs).toBe(1);
  });

  it('refuses a new submit once the restart has begun, before anything is written or sent', async () => {
    const { service: updates } = await downloaded();
    updates.restartToUpdate();
    expect(() => gate.journal.begin(song)).toThrow(
      /restarting to install an update.*nothing was charged/,
    );
    expect(journal.list().items).toEqual([]);
  });

  it('reopens the gate and says so when the install fails', async () => {
    const { updater } = scriptedUpdater({ check: { kind: 'available', version: '0.2.0' } });
    updater.quitAndInstall = async () => {
      throw new Error('EACCES: permission denied');
    };
    const updates = start(updater);
    await updates.checkAtLaunch();
    await turn();
    updates.restartToUpdate();
    await turn();
    expect(updates.state()).toMatchObject({
      phase: 'error',
      during: 'restart',
      message: 'Atelier could not restart into the update.',
    });
    expect(gate.journal.begin(song).state).toBe('submitting');
  });
});
