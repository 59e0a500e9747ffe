// A Live key kept for this session only is gone after a restart. Tasks still running on Live
// must not stall in silence: they wait, visibly (tasks.counts), and resume when a key is entered.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox';
import { createApiClient } from '../api';
import { createEventBus } from '../ipc/eventBus';
import { openLibrary, type LibraryContext } from '../library/openLibrary';
import { createTasksDomain, type TasksDomain } from './index';
import { waitFor } from '../../../scripts/waitFor';

const call = { senderId: 'test' };
const KEY = 'sk-sandbox-session-only';
const open: { sandbox?: Sandbox; runs: { context: LibraryContext; domain: TasksDomain }[] } = {
  runs: [],
};

afterEach(async () => {
  for (const run of open.runs.splice(0)) {
    await run.domain.close();
    run.context.close();
  }
  await open.sandbox?.close();
});

async function openRun(dataDirectory: string, sandbox: Sandbox, key: () => string | null) {
  const bus = createEventBus();
  const context = await openLibrary({ dataDirectory, clock: { now: () => Date.now() }, bus });
  const live = createApiClient({
    baseUrl: sandbox.url,
    getApiKey: async () => key(),
    retry: { maxAttempts: 1 },
  });
  const domain = createTasksDomain({
    journal: context.journal,
    library: context.library,
    account: { activeProfileId: () => 'live', activeApi: () => live, apiFor: () => live },
    bus,
    libraryFolder: context.libraryFolder,
    tuning: { pollScale: 0.05, requestsPerSecond: 200 },
  });
  domain.start();
  const run = { context, domain };
  open.runs.push(run);
  return run;
}

describe('Live tasks after a restart without the key', () => {
  it('wait visibly (counts.waitingForKey), send no status reads, and resume as soon as the key is entered', async () => {
    // Long enough that the tasks are still running when the app restarts.
    const sandbox = await createSandbox({ taskMs: 3_000, renderInWorker: false });
    open.sandbox = sandbox;
    const dataDirectory = mkdtempSync(join(tmpdir(), 'atelier-session-key-'));
    const first = await openRun(dataDirectory, sandbox, () => KEY);
    const ids: string[] = [];
    for (const prompt of ['one', 'two', 'three']) {
      ids.push(
        (
          await first.domain.handlers.submit(
            { target: { model: 'image-a' }, body: { prompt }, confirmedCredits: null },
            call,
          )
        ).id,
      );
    }
    await first.domain.close();
    first.context.close();
    open.runs.splice(0);

    let key: string | null = null; // the session-only key did not survive the restart
    const second = await openRun(dataDirectory, sandbox, () => key);
    const waiting = await waitFor('the tasks to wait for a key', () => {
      const counts = second.domain.handlers.counts(undefined, call) as { waitingForKey: number };
      return counts.waitingForKey === 3 ? counts : null;
    });
    expect(waiting).toMatchObject({ running: 3, waitingForKey: 3 });
    const readsWhileWaiting = sandbox.stats().statusReads;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sandbox.stats().statusReads).toBe(readsWhileWaiting);

    key = KEY;
    second.domain.engine.resumeWaiting();
    expect(
      (second.domain.handlers.counts(undefined, call) as { waitingForKey: number }).waitingForKey,
    ).toBe(0);
    await waitFor('every task to finish', () =>
      ids.every((id) => second.context.journal.get(id)?.status === 'SUCCEEDED'),
    );
    expect(sandbox.stats().submits).toBe(3);
  });
});
