// A full disk never costs a paid result (issue 20, item 8), on a real 16 MB tmpfs: a download
// that meets it says so on its task, loses nothing and resumes by itself once space is freed;
// and a submit while the disk is full is refused before the journal's first write and before
// the POST, so nothing is charged.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AtelierError } from '../../shared/errors';
import type { SubmissionDetail } from '../../shared/ipc/tasks';
import { createSandbox, type Sandbox } from '../../sandbox';
import { createApiClient } from '../api';
import { createEventBus } from '../ipc/eventBus';
import { openLibrary, type LibraryContext } from '../library/openLibrary';
import { diskFullDownload } from './diskSpace';
import { createTasksDomain, type TasksDomain } from './index';
import { canMountSmallDisk, fillDisk, freeDisk, mountSmallDisk } from './smallDiskRig';
import { waitFor } from '../../../scripts/waitFor';

const KEY = 'sk-sandbox-full-disk';
const call = { senderId: 'test' };
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Rig {
  sandbox: Sandbox;
  context: LibraryContext;
  domain: TasksDomain;
  logged: string[];
}

async function openRig(dataDirectory: string, fetchImpl: typeof fetch = fetch): Promise<Rig> {
  const sandbox = await createSandbox({ taskMs: 300, renderInWorker: false });
  cleanups.push(() => sandbox.close());
  const bus = createEventBus();
  const context = await openLibrary({ dataDirectory, clock: { now: () => Date.now() }, bus });
  const api = createApiClient({
    baseUrl: sandbox.url,
    getApiKey: async () => KEY,
    retry: { maxAttempts: 1 },
    fetch: fetchImpl,
  });
  const logged: string[] = [];
  const domain = createTasksDomain({
    journal: context.journal,
    library: context.library,
    account: { activeApi: () => api, activeProfileId: () => 'sandbox' },
    bus,
    libraryFolder: context.libraryFolder,
    fetch: fetchImpl,
    // As services.ts wires it: the log hears of every failure too.
    onDownloadFailure: (_submissionId, output, error) => logged.push(`${output}: ${String(error)}`),
    tuning: {
      pollScale: 0.05,
      downloadRetryBaseMs: 20,
      requestsPerSecond: 200,
      acceptRetryMs: 50,
      diskRoomCheckMs: 100,
    },
  });
  domain.start();
  cleanups.push(async () => {
    await domain.close();
    context.close();
  });
  return { sandbox, context, domain, logged };
}

const submitImage = (rig: Rig) =>
  rig.domain.handlers.submit(
    {
      target: { model: 'image-a' },
      body: { prompt: 'a lighthouse on a full disk' },
      confirmedCredits: null,
    },
    call,
  );

const mountable = canMountSmallDisk();
if (!mountable)
  console.warn(
    'The full-disk tests are skipped: mounting a tmpfs needs Linux and root (CI runs as root).',
  );

describe('a real full disk (a 16 MB tmpfs)', () => {
  it.skipIf(!mountable)(
    'during a download: the task says the disk is full, nothing is lost, and the download resumes once space is freed',
    async () => {
      const disk = mountSmallDisk(cleanups)!;
      const dataDirectory = join(disk, 'data');
      mkdirSync(dataDirectory);
      let filled = false;
      // The disk fills as the result's bytes arrive: after the accept, before the file is written.
      const filling: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        if (!filled && String(input).includes('/files/')) {
          filled = true;
          fillDisk(disk);
        }
        return response;
      };
      const rig = await openRig(dataDirectory, filling);
      const sent = await submitImage(rig);
      expect(sent.state).toBe('accepted');

      // As the Tasks page reads it (the journal itself cannot take a write on a full disk).
      // (The handler answers at once; its type allows a promise.)
      const shown = () => rig.domain.handlers.get({ id: sent.id }, call) as SubmissionDetail;
      const stopped = await waitFor('the download to stop on the full disk', () => {
        const entry = shown();
        return entry?.status === 'SUCCEEDED' && entry.downloads.failed > 0 && entry.error
          ? entry
          : null;
      });
      expect(filled).toBe(true);
      expect(stopped.error?.message).toContain(diskFullDownload());
      expect(stopped.error?.message).not.toMatch(/interrupted|ENOSPC/);
      expect(rig.logged.join('\n')).toContain('disk holding your library is full');
      expect(rig.context.library.bySubmission(sent.id)).toHaveLength(0);

      freeDisk(disk);
      const done = await waitFor('the download to resume and finish', () => {
        const entry = shown();
        return entry && entry.downloads.total > 0 && entry.downloads.done === entry.downloads.total
          ? entry
          : null;
      });
      expect(done.error).toBeNull();
      const [asset] = rig.context.library.bySubmission(sent.id);
      expect(asset && existsSync(join(rig.context.libraryFolder, asset.relativePath))).toBe(true);
      expect(rig.sandbox.stats().submits).toBe(1);
    },
  );

  it.skipIf(!mountable)(
    'before a submit: refused before the journal writes and before the POST, naming the disk; nothing charged',
    async () => {
      const disk = mountSmallDisk(cleanups)!;
      const dataDirectory = join(disk, 'data');
      mkdirSync(dataDirectory);
      const rig = await openRig(dataDirectory);
      const before = await createApiClient({
        baseUrl: rig.sandbox.url,
        getApiKey: async () => KEY,
      }).balance();
      const rows = rig.context.journal.list({ limit: 50 }).items.length;
      fillDisk(disk);

      const refused = await Promise.resolve(submitImage(rig)).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(AtelierError);
      expect((refused as AtelierError).code).toBe('disk_full');
      expect((refused as AtelierError).message).toMatch(
        /disk holding your library is full.*Nothing was charged/,
      );
      expect(rig.sandbox.stats().submits).toBe(0);
      expect(rig.context.journal.list({ limit: 50 }).items.length).toBe(rows);

      freeDisk(disk);
      expect(
        await createApiClient({ baseUrl: rig.sandbox.url, getApiKey: async () => KEY }).balance(),
      ).toBe(before);
      expect((await submitImage(rig)).state).toBe('accepted');
      expect(rig.sandbox.stats().submits).toBe(1);
    },
  );
});
