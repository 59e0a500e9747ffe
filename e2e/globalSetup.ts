/**
 * Before any spec: starts every worker's web preview at once (playwright.config.ts lists them
 * in metadata; Playwright's own webServer list starts one after the other), then on each
 * chooses the Sandbox in the welcome, as a new user does first. So every spec starts from the
 * same state whichever worker runs it and whatever ran before it; the first run itself is
 * tested on a fresh preview of its own (account.web.spec.ts). The returned teardown stops them.
 */
import { chromium, type FullConfig } from '@playwright/test';
import { buildWebIfStale } from '../scripts/webBundle';
import { CHROMIUM_ARGS, testChromiumPath } from './browserPath';
import { startPreview, stopPreview, type PreviewProcess } from './previewProcess';
import { chooseSandboxInWelcome } from './welcome';

/** One worker's preview, as playwright.config.ts describes it in `metadata.previews`. */
export interface PreviewPlan {
  port: number;
  url: string;
  dataDirectory: string;
  args: string[];
}

function isPreviewPlan(value: unknown): value is PreviewPlan {
  if (typeof value !== 'object' || value === null) return false;
  const plan = value as Record<string, unknown>;
  return (
    typeof plan['port'] === 'number' &&
    typeof plan['url'] === 'string' &&
    typeof plan['dataDirectory'] === 'string' &&
    Array.isArray(plan['args'])
  );
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const listed: unknown = config.metadata['previews'];
  const plans = Array.isArray(listed) ? listed.filter(isPreviewPlan) : [];
  if (plans.length === 0)
    throw new Error('playwright.config.ts lists no previews in metadata.previews');
  // Once, before the previews start: each would otherwise build a stale app at the same time.
  const built = await buildWebIfStale();
  if (built !== 0) throw new Error(`building the app or the web preview failed (exit ${built})`);

  const started = performance.now();
  const running: PreviewProcess[] = [];
  const stopAll = async () => {
    await Promise.all(running.map((preview) => stopPreview(preview.server)));
  };
  try {
    const starts = await Promise.allSettled(
      plans.map((plan) => startPreview(plan.port, plan.dataDirectory, plan.args)),
    );
    for (const start of starts) if (start.status === 'fulfilled') running.push(start.value);
    const failed = starts.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
    console.log(
      `${plans.length} previews listening after ${Math.round(performance.now() - started)} ms`,
    );
    const storageState = config.projects.find((project) => project.name === 'web')?.use
      .storageState;
    const browser = await chromium.launch({
      executablePath: testChromiumPath(),
      args: CHROMIUM_ARGS,
    });
    try {
      await Promise.all(
        plans.map(async (plan) => {
          const context = await browser.newContext(storageState ? { storageState } : {});
          await chooseSandboxInWelcome(await context.newPage(), plan.url);
          await context.close();
        }),
      );
    } finally {
      await browser.close();
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
