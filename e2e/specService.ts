/**
 * A spec's own sandbox, connected as the "Live" service: the spec controls task times,
 * balance and faults, and counts what the service received. The app is put back on its
 * Sandbox profile afterwards so later specs start from the default.
 */
import { test, type Page } from '@playwright/test';
import { createSandbox, type Sandbox } from '../src/sandbox';
import type { Clock } from '../src/sandbox/clock';
import type { AccountStatus } from '../src/shared/ipc/account';

export interface SpecService {
  /** The running sandbox (after beforeAll). */
  readonly sandbox: Sandbox;
  readonly apiKey: string;
  /**
   * Connects the app's Live profile to this service (call after the page is open); returns the
   * account's status. `baseUrl`: the service reached another way (a spec's proxy in front of it).
   */
  connect(page: Page, baseUrl?: string): Promise<AccountStatus>;
}

export function useSpecService(
  apiKey: string,
  /** `clock`: a spec that watches a transient state holds its sandbox's time (e2e/heldClock.ts). */
  options: { taskMs?: number; credits?: number; clock?: Clock; maxSeededS?: number } = {},
): SpecService {
  let sandbox: Sandbox | undefined;
  /** The page last connected: if a spec keeps it open for all its tests, afterAll uses it. */
  let connected: Page | undefined;
  test.beforeAll(async () => {
    sandbox = await createSandbox({
      taskMs: options.taskMs ?? 1500,
      credits: options.credits ?? 100_000,
      ...(options.clock ? { clock: options.clock } : {}),
      // Short seeded songs (a request's own duration stays): rendering and decoding 1–3 min
      // songs was most of the song specs' sandbox CPU. A spec about lengths passes its own.
      maxSeededS: options.maxSeededS ?? 30,
    });
  });
  test.afterAll(async ({ browser }) => {
    // A spec's shared page is still open here (this hook is declared first, so it runs before
    // the spec's own afterAll closes it): switching back on it spares a whole app boot.
    const open = connected && !connected.isClosed() ? connected : undefined;
    const page = open ?? (await browser.newPage());
    if (!open) await page.goto('/');
    await page.evaluate(() => window.atelier.account.useSandbox()).catch(() => undefined);
    if (!open) await page.close();
    await sandbox?.close();
  });
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
  };
}
