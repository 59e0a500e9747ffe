// "Look it up" on an in-doubt submission asks the profile the submission was sent with,
// even when the user has switched to the other one since: asking the Sandbox about a Live
// submission read an unmoved balance and advised that no task was created.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox';
import { createApiClient } from '../api';
import { createEventBus } from '../ipc/eventBus';
import { openLibrary, type LibraryContext } from '../library/openLibrary';
import { createTasksDomain, type TasksDomain } from './index';

const call = { senderId: 'test' };
const open: { sandboxes: Sandbox[]; context?: LibraryContext; domain?: TasksDomain } = {
  sandboxes: [],
};

afterEach(async () => {
  await open.domain?.close();
  open.context?.close();
  for (const sandbox of open.sandboxes.splice(0)) await sandbox.close();
});

describe('reconciling an in-doubt submission', () => {
  it('asks the submission own profile (Live) while the Sandbox is active, and compares balances of that profile only', async () => {
    const local = await createSandbox({ taskMs: 300, renderInWorker: false });
    // Stands in for the live service: it charges, then drops the answer.
    const live = await createSandbox({
      taskMs: 300,
      renderInWorker: false,
      faults: 'drop-after-accept:once',
    });
    open.sandboxes.push(local, live);
    const sandboxApi = createApiClient({
      baseUrl: local.url,
      getApiKey: async () => 'sk-sandbox-local',
      retry: { maxAttempts: 1 },
    });
    const liveApi = createApiClient({
      baseUrl: live.url,
      getApiKey: async () => 'sk-sandbox-live',
      retry: { maxAttempts: 1 },
      timeouts: { readMs: 5_000, submitMs: 5_000 },
    });
    let active: 'sandbox' | 'live' = 'live';
    const bus = createEventBus();
    open.context = await openLibrary({
      dataDirectory: mkdtempSync(join(tmpdir(), 'atelier-reconcile-')),
      clock: { now: () => Date.now() },
      bus,
    });
    open.domain = createTasksDomain({
      journal: open.context.journal,
      library: open.context.library,
      account: {
        activeProfileId: () => active,
        activeApi: () => (active === 'live' ? liveApi : sandboxApi),
        apiFor: (profileId) => (profileId === 'live' ? liveApi : sandboxApi),
      },
      bus,
      libraryFolder: open.context.libraryFolder,
      tuning: { pollScale: 0.05 },
    });
    open.domain.start();
    const tasks = open.domain.handlers;

    const sent = await tasks.submit(
      {
        target: { model: 'image-a' },
        body: { prompt: 'a live lighthouse' },
        confirmedCredits: null,
      },
      call,
    );
    expect(sent.state).toBe('in_doubt');
    expect(sent.profileId).toBe('live');
    active = 'sandbox'; // the user switches profiles before looking it up

    const reconciled = await tasks.reconcile({ id: sent.id }, call);
    expect(reconciled.state).toBe('in_doubt');
    expect(reconciled.error?.message).toMatch(/balance fell by \d+ credits/);
    expect(reconciled.error?.message).not.toMatch(/has not moved/);
    const details = reconciled.error?.details as { balanceNow: number };
    expect(details.balanceNow).toBe(await liveApi.balance());
    expect(live.stats().submits).toBe(1);
  });
});
