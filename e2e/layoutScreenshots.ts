/**
 * Screenshots of every page (and the palette and the library's filters, a song's page and its
 * task's details) at 960×640 and 1280×720, light and dark, for a person to look at (issue 19
 * part 9). Against a running web preview: `npx tsx e2e/layoutScreenshots.ts <address with
 * ?token=…> [outDir]`. It chooses the Sandbox profile if the first-run welcome is showing, and
 * makes one sandbox song (free test credits) for the song shots.
 */
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './browserPath';

const [address, outDir = '/tmp/atelier-layout'] = process.argv.slice(2);
if (!address) throw new Error('Pass the preview address the web preview printed (with ?token=…).');
const origin = new URL(address).origin;

interface Shot {
  name: string;
  hash: string;
  then?: (page: Page) => Promise<void>;
}

const SHOTS: Shot[] = [
  { name: 'generate-image', hash: '#/generate?model=image-a' },
  { name: 'generate-video', hash: '#/generate?model=video-a-v3' },
  { name: 'generate-music', hash: '#/generate?action=generate' },
  { name: 'generate-mashup', hash: '#/generate?action=mashup' },
  { name: 'tasks', hash: '#/tasks' },
  { name: 'library', hash: '#/library' },
  {
    name: 'library-filters',
    hash: '#/library',
    then: (page) => page.getByRole('button', { name: 'Filters' }).click(),
  },
  { name: 'catalog', hash: '#/catalog' },
  { name: 'spending', hash: '#/spending' },
  { name: 'settings', hash: '#/settings' },
  { name: 'palette', hash: '#/generate', then: (page) => page.keyboard.press('Control+k') },
];

/** A finished sandbox song: its submission id (for Tasks) and the service's task id (for its page). */
async function makeSong(page: Page): Promise<{ id: string; taskId: string }> {
  const body = {
    custom: true,
    prompt: '[Verse]\nA small window',
    style: 'warm folk',
    title: 'Layout Song',
    duration: 20,
  };
  const sent = await page.evaluate(
    (input) =>
      window.atelier.tasks.submit({
        target: { action: 'generate' },
        body: input,
        confirmedCredits: null,
      }),
    body,
  );
  if (sent.state !== 'accepted')
    throw new Error(`the sandbox song was not accepted: ${JSON.stringify(sent.error)}`);
  for (let waited = 0; waited < 120_000; waited += 1000) {
    const detail = await page.evaluate((id) => window.atelier.tasks.get({ id }), sent.id);
    if (detail.status === 'FAILED') throw new Error('the sandbox song failed');
    if (
      detail.status === 'SUCCEEDED' &&
      detail.downloads.done + detail.downloads.failed >= detail.downloads.total &&
      detail.taskId
    )
      return { id: sent.id, taskId: detail.taskId };
    await page.waitForTimeout(1000);
  }
  throw new Error('the sandbox song did not finish within 2 minutes');
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
mkdirSync(outDir, { recursive: true });
let song: { id: string; taskId: string } | undefined;
for (const [width, height] of [
  [960, 640],
  [1280, 720],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(address);
    await page.evaluate(
      (value) => localStorage.setItem('mantine-color-scheme-value', value),
      scheme,
    );
    await page.evaluate(() => window.atelier.account.useSandbox());
    song ??= await makeSong(page);
    const songShots: Shot[] = [
      { name: 'song', hash: `#/song?task=${song.taskId}` },
      { name: 'task-details', hash: `#/tasks?id=${song.id}` },
    ];
    for (const shot of [...SHOTS, ...songShots]) {
      await page.goto(`${origin}/${shot.hash}`);
      await page.reload();
      await page.waitForTimeout(1500);
      if (shot.then) {
        await shot.then(page);
        await page.waitForTimeout(500);
      }
      const file = join(outDir, `${shot.name}-${width}x${height}-${scheme}.png`);
      await page.screenshot({ path: file });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      console.log(file, overflow > 0 ? `HORIZONTAL OVERFLOW ${overflow}px` : '');
    }
    await context.close();
  }
}
await browser.close();
