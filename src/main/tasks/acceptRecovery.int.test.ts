// A paid task id must never vanish: the journal refuses the accept (an injected failure,
// a restart before it could be written, a real full disk), and the task is still saved,
// polled and downloaded, never submitted twice.
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AtelierError } from '../../shared/errors';
import { createSandbox, type Sandbox } from '../../sandbox';
import { createApiClient } from '../api';
import { createEventBus } from '../ipc/eventBus';
import { openLibrary, type LibraryContext } from '../library/openLibrary';
import { createTasksDomain, type TasksDomain } from './index';
import { canMountSmallDisk, fillDisk, freeDisk, mountSmallDisk } from './smallDiskRig';
import { waitFor } from '../../../scripts/waitFor';
import type { JournalPort } from './ports';

const KEY = 'sk-sandbox-accept-recovery';
const call = { senderId: 'test' };
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Rig {
  sandbox: Sandbox;
  context: LibraryContext;
  domain: TasksDomain;
  recoveryFile: string;
}

/** The real journal, whose `accept` fails while `failing()` says so (as SQLite does when the disk is full). */
function flakyJournal(journal: JournalPort, failing: () => boolean): JournalPort {
  return {
    ...journal,
    accept: (id, outcome) => {
      if (failing())
        throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
      return journal.accept(id, outcome);
    },
  };
}

async function openRig(options: {
  sandbox: Sandbox;
  dataDirectory: string;
  failing?: () => boolean;
  fetch?: typeof fetch;
}): Promise<Rig> {
  const bus = createEventBus();
  const context = await openLibrary({
    dataDirectory: options.dataDirectory,
    clock: { now: () => Date.now() },
    bus,
  });
  const api = createApiClient({
    baseUrl: options.sandbox.url,
    getApiKey: async () => KEY,
    retry: { maxAttempts: 1 },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const recoveryFile = join(options.dataDirectory, 'accepted-tasks.jsonl');
  const domain = createTasksDomain({
    journal: options.failing ? flakyJournal(context.journal, options.failing) : context.journal,
    library: context.library,
    account: { activeApi: () => api, activeProfileId: () => 'sandbox' },
    bus,
    libraryFolder: context.libraryFolder,
    acceptRecoveryFile: recoveryFile,
    tuning: {
      pollScale: 0.05,
      downloadRetryBaseMs: 20,
      offlineBackoff: { initialMs: 50, maxMs: 400 },
      requestsPerSecond: 200,
      acceptRetryMs: 50,
    },
  });
  domain.start();
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await domain.close();
    context.close();
  };
  cleanups.push(close);
  return { sandbox: options.sandbox, context, domain, recoveryFile };
}

async function startSandbox(): Promise<Sandbox> {
  const sandbox = await createSandbox({ taskMs: 300, renderInWorker: false });
  cleanups.push(() => sandbox.close());
  return sandbox;
}

async function submitRefused(rig: Rig): Promise<AtelierError> {
  const error = await Promise.resolve(
    rig.domain.handlers.submit(
      {
        target: { model: 'image-a' },
        body: { prompt: 'a paid lighthouse' },
        confirmedCredits: null,
      },
      call,
    ),
  ).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AtelierError);
  return error as AtelierError;
}

/** The submission ends accepted under its task id, SUCCEEDED, with its file saved. */
async function expectSavedAndDownloaded(
  rig: Rig,
  submissionId: string,
  taskId: string,
): Promise<void> {
  const done = await waitFor('the task to finish and download', () => {
    const entry = rig.context.journal.get(submissionId);
    return entry?.status === 'SUCCEEDED' &&
      entry.downloads.total > 0 &&
      entry.downloads.done === entry.downloads.total
      ? entry
      : null;
  });
  expect(done.state).toBe('accepted');
  expect(done.taskId).toBe(taskId);
  const [asset] = rig.context.library.bySubmission(submissionId);
  expect(asset && existsSync(join(rig.context.libraryFolder, asset.relativePath))).toBe(true);
}

describe('a paid task id survives a journal that cannot write it', () => {
  it('keeps it in a recovery file, tells the user its task id, saves and polls it once the write succeeds', async () => {
    const sandbox = await startSandbox();
    let failing = true;
    const rig = await openRig({
      sandbox,
      dataDirectory: mkdtempSync(join(tmpdir(), 'atelier-accept-')),
      failing: () => failing,
    });

    const error = await submitRefused(rig);
    expect(error.code).toBe('accepted_unsaved');
    const { taskId, submissionId, keptIn } = error.details as {
      taskId: string;
      submissionId: string;
      keptIn: string;
    };
    expect(error.message).toContain(`task id ${taskId}`);
    expect(error.message).toMatch(/Do not submit it again/);
    expect(keptIn).toBe('file');
    expect(readFileSync(rig.recoveryFile, 'utf8')).toContain(taskId);
    expect(rig.context.journal.get(submissionId)?.taskId).toBeNull();

    failing = false;
    await expectSavedAndDownloaded(rig, submissionId, taskId);
    expect(readFileSync(rig.recoveryFile, 'utf8')).toBe('');
    expect(sandbox.stats().submits).toBe(1);
  });

  it('replays the recovery file at start-up: the submission is accepted, not left in doubt', async () => {
    const sandbox = await startSandbox();
    const dataDirectory = mkdtempSync(join(tmpdir(), 'atelier-accept-restart-'));
    const first = await openRig({ sandbox, dataDirectory, failing: () => true });
    const error = await submitRefused(first);
    const { taskId, submissionId } = error.details as { taskId: string; submissionId: string };
    await cleanups.pop()!(); // the app quits (or crashes) before the journal took the write

    const second = await openRig({ sandbox, dataDirectory });
    await expectSavedAndDownloaded(second, submissionId, taskId);
    expect(sandbox.stats().submits).toBe(1);
  });
});

const mountable = canMountSmallDisk();

describe('a real full disk (a 16 MB tmpfs)', () => {
  if (!mountable)
    console.warn(
      'The full-disk test is skipped: mounting a tmpfs needs Linux and root (CI runs as root).',
    );
  it.skipIf(!mountable)(
    'submit, fill the disk, free it: nothing is lost and the app says what happened (skipped where a tmpfs cannot be mounted)',
    async () => {
      const smallDisk = mountSmallDisk(cleanups);
      expect(smallDisk).not.toBeNull();
      const sandbox = await startSandbox();
      const dataDirectory = join(smallDisk!, 'data');
      mkdirSync(dataDirectory);
      let fillOnSubmit = true;
      // The disk fills between the POST and its answer: the journal row exists, the accept cannot be written.
      const fillingFetch: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        if (!fillOnSubmit || !String(input).includes('/task/submit/')) return response;
        fillOnSubmit = false;
        const body = await response.arrayBuffer();
        fillDisk(smallDisk!);
        return new Response(body, { status: response.status, headers: response.headers });
      };
      const rig = await openRig({ sandbox, dataDirectory, fetch: fillingFetch });

      const error = await submitRefused(rig);
      expect(fillOnSubmit).toBe(false);
      expect(error.code).toBe('accepted_unsaved');
      const { taskId, submissionId, keptIn } = error.details as {
        taskId: string;
        submissionId: string;
        keptIn: string;
      };
      expect(keptIn).toBe('memory'); // the recovery file could not be written either
      expect(error.message).toContain(taskId);
      expect(error.message).toMatch(/free some disk space/i);

      freeDisk(smallDisk!);
      await expectSavedAndDownloaded(rig, submissionId, taskId);
      expect(sandbox.stats().submits).toBe(1);
      const integrity = rig.context.db.prepare('PRAGMA integrity_check').get() as {
        integrity_check: string;
      };
      expect(integrity.integrity_check).toBe('ok');
    },
  );
});
