/**
 * Runs once the workers' previews are up (playwright.config.ts), before any spec: on each
 * preview it chooses the Sandbox in the welcome, as a new user does first. So every spec
 * starts from the same state whichever worker runs it and whatever ran before it; the first
 * run itself is tested on a fresh preview of its own (account.web.spec.ts).
 */
import { chromium, type FullConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './browserPath';
import { chooseSandboxInWelcome } from './welcome';

export default async function globalSetup(config: FullConfig): Promise<void> {
  // The config lists its previews here (FullConfig does not keep an array of webServers).
  const previews: unknown = config.metadata['previews'];
  const urls = Array.isArray(previews)
    ? previews.filter((url): url is string => typeof url === 'string')
    : [];
  if (urls.length === 0)
    throw new Error('playwright.config.ts lists no previews in metadata.previews');
  const storageState = config.projects.find((project) => project.name === 'web')?.use.storageState;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext(storageState ? { storageState } : {});
    const page = await context.newPage();
    for (const url of urls) await chooseSandboxInWelcome(page, url);
  } finally {
    await browser.close();
  }
}
