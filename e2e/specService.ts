/**
 * A spec's own sandbox, connected as the "Live" service: the spec controls task times,
 * balance and faults, and counts what the service received. The app is put back on its
 * Sandbox profile afterwards so later specs start from the default.
 */
import { expect, test, type Page } from '@playwright/test';
import { createSandbox, type Sandbox } from '../src/sandbox';
import type { Clock } from '../src/sandbox/clock';
import type { AccountStatus } from '../src/shared/ipc/account';
import { describeJobs, unsettledSpecJobs, type MovingJob } from './specJobs';

export interface SpecService {
  /** The running sandbox (after beforeAll). */
  readonly sandbox: Sandbox;
  readonly apiKey: string;
  /**
   * Connects the app's Live profile to this service (call after the page is open); returns the
   * account's status. `baseUrl`: the service reached another way (a spec's proxy in front of it).
   */
  connect(page: Page, baseUrl?: string): Promise<AccountStatus>;
  /**
   * Waits until every job made on this service has its outcome and files (a spec that ends
   * on a submit calls it last: its afterAll fails on jobs still moving when the sandbox stops).
   */
  settled(page: Page, timeout?: number): Promise<void>;
}

export function useSpecService(
  apiKey: string,
  /** `clock`: a spec that watches a transient state holds its sandbox's time (e2e/heldClock.ts). */
  options: { taskMs?: number; credits?: number; clock?: Clock; maxSeededS?: number } = {},
): SpecService {
  let sandbox: Sandbox | undefined;
  /** The page last connected: if a spec keeps it open for all its tests, afterAll uses it. */
  let connected: Page | undefined;
  /** When the service started (the app's clock is the machine's): its jobs are made after. */
  let startedAt = '';
  test.beforeAll(async () => {
    startedAt = new Date().toISOString();
    sandbox = await createSandbox({
      taskMs: options.taskMs ?? 1500,
      credits: options.credits ?? 100_000,
      ...(options.clock ? { clock: options.clock } : {}),
      // Short seeded songs (a request's own duration stays): rendering and decoding 1–3 min
      // songs was most of the song specs' sandbox CPU. A spec about lengths passes its own.
      maxSeededS: options.maxSeededS ?? 30,
    });
  });
  test.afterAll(async ({ browser }, testInfo) => {
    // A spec's shared page is still open here (this hook is declared first, so it runs before
    // the spec's own afterAll closes it): switching back on it spares a whole app boot.
    const open = connected && !connected.isClosed() ? connected : undefined;
    const page = open ?? (await browser.newPage());
    if (!open) await page.goto('/');
    // Read before the sandbox stops: a job still running then would poll a dead server for
    // the rest of the worker's run. Those the spec left running fail it (a spec that ends on a
    // submit waits for it: `settled`); all are let settle first, so the preview is left clean.
    // Files still being fetched for a finished job are only waited for.
    let running: MovingJob[] = [];
    let failure: unknown = null;
    try {
      running = (await unsettledSpecJobs(page, startedAt)).filter((job) => !job.fetching);
      await settle(page, 30_000);
    } catch (error) {
      failure = error;
    }
    await page.evaluate(() => window.atelier.account.useSandbox()).catch(() => undefined);
    if (!open) await page.close();
    await sandbox?.close();
    if (running.length > 0) {
      throw new Error(
        `${testInfo.titlePath[0] ?? testInfo.file} left ${running.length} job(s) running on its ` +
          `spec sandbox when it ended; wait for their outcome (spec.settled): ${describeJobs(running)}`,
      );
    }
    if (failure) throw failure;
  });
  async function settle(page: Page, timeout: number): Promise<void> {
    await expect
      .poll(async () => describeJobs(await unsettledSpecJobs(page, startedAt)), {
        message: "the spec's jobs on its sandbox have their outcome and files",
        timeout,
      })
      .toBe('');
  }
  return {
    get sandbox() {
      if (!sandbox) throw new Error('the spec service starts in beforeAll');
      return sandbox;
    },
    apiKey,
    async connect(page, baseUrl) {
      connected = page;
      baseUrl ??= this.sandbox.url;
      return page.evaluate(
        ({ baseUrl, key }) => window.atelier.account.connectLive({ baseUrl, apiKey: key }),
        { baseUrl, key: apiKey },
      );
    },
    settled: (page, timeout = 60_000) => settle(page, timeout),
  };
}
