// Issue 24 part 4: a poll read the whole journal entry (stored status result and body parsed
// back, sources and assets queried) before every status request, and read it again after
// every write. The poller now reads plain columns (journal.pollState) and writes a status
// that needs no download through journal.recordStatus. Real SQLite journal, fake clock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { createEventBus } from '../ipc/eventBus';
import { openLibrary, type LibraryContext } from '../library/openLibrary';
import { createFakeClock } from './fakeClock';
import type { JournalPort, StatusData } from './ports';
import { createTaskEngine } from './taskEngine';

let context: LibraryContext | null = null;
let folder = '';
afterEach(() => {
  context?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the poller reads lean', () => {
  it('polls running tasks without reading whole entries, and still journals every change', async () => {
    folder = mkdtempSync(join(tmpdir(), 'atelier-poll-reads-'));
    const bus = createEventBus();
    context = await openLibrary({ dataDirectory: folder, clock: { now: () => Date.now() }, bus });
    const { journal, library, libraryFolder } = context;
    const ids = ['a', 'b', 'c'].map((name) => {
      const begun = journal.begin({
        profileId: 'sandbox',
        target: { model: 'image-a' },
        kind: 'image',
        body: { prompt: `fox ${name}` },
      });
      journal.accept(begun.id, { taskId: `task-${name}`, creditsDeducted: 4, status: 'PENDING' });
      return begun.id;
    });
    const wholeReads: string[] = [];
    const counted: JournalPort = {
      ...journal,
      get: (id) => (wholeReads.push(`get ${id}`), journal.get(id)),
      getByTaskId: (taskId) => (
        wholeReads.push(`getByTaskId ${taskId}`),
        journal.getByTaskId(taskId)
      ),
      updateStatus: (id, update) => (
        wholeReads.push(`updateStatus ${id}`),
        journal.updateStatus(id, update)
      ),
    };
    // Each task answers RUNNING three times, then FAILED.
    const asked = new Map<string, number>();
    const status = async (taskId: string): Promise<StatusData> => {
      const count = (asked.get(taskId) ?? 0) + 1;
      asked.set(taskId, count);
      return count <= 3
        ? { task_id: taskId, status: 'RUNNING', progress: count / 4 }
        : { task_id: taskId, status: 'FAILED', error: 'out of foxes' };
    };
    const events: SubmissionView[] = [];
    bus.subscribe((channel, payload) => {
      if (channel === 'tasks:changed') events.push(payload as SubmissionView);
    });
    const clock = createFakeClock();
    const engine = createTaskEngine({
      journal: counted,
      library,
      bus,
      clock,
      fetch: (async () => new Response('never asked')) as typeof fetch,
      libraryFolder,
      apiFor: () => ({ status }),
      pollScale: 0.01,
    });
    engine.start();
    for (let step = 0; step < 200 && engine.scheduler.size > 0; step += 1)
      await clock.advance(1_000);
    await engine.stop();

    expect([...asked.values()]).toEqual([4, 4, 4]);
    expect(wholeReads).toEqual([]);
    for (const id of ids) {
      expect(journal.get(id)).toMatchObject({
        status: 'FAILED',
        refunded: true,
        error: { code: 'server', message: 'out of foxes' },
      });
      // PENDING -> RUNNING and RUNNING -> FAILED: one event each; repeated RUNNING writes nothing.
      expect(events.filter((event) => event.id === id).map((event) => event.status)).toEqual([
        'RUNNING',
        'FAILED',
      ]);
    }
  });
});
