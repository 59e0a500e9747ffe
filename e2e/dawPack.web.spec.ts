/**
 * The DAW pack as a user makes it on a Live profile: a 10-second take's card shows no
 * tempo (too short for a confident local estimate) until the service measures it; "DAW pack · N cr" asks
 * once, naming the total of its three jobs; paying sends three separate tasks (all stems as
 * WAV, MIDI, tempo) on that track; when they are done the pack card offers "Export DAW
 * pack…", which writes one folder with the numbered stems, Song.mid (parsed back here) and
 * the notes .txt.
 *
 * Never pay twice for a result Atelier already holds (issue 20): after "Separate all stems" on
 * a track, the DAW pack's price leaves the stems out, its confirm lists them as reused (free)
 * and what will be bought, and paying sends only MIDI and tempo. "Buy again anyway" is its own
 * explicit choice, which prices the whole pack afresh.
 *
 * Both tests (each on a song of its own) share one page and the spec's service: the app boots
 * once for the file.
 */
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import tonejsMidi from '@tonejs/midi';
import { runMusic } from './libraryFlow';
import { inspectVersion } from './songHelpers';
import { useSpecService } from './specService';
import { shootLightAndDark } from './lightAndDark';

const { Midi } = tonejsMidi;
const SHOTS = '/tmp/shots-daw-pack';
const REUSE_SHOTS = '/tmp/shots-daw-pack-reuse';
const spec = useSpecService('sk-sandbox-daw-pack-e2e-0001', { taskMs: 400 });

const shoot = (page: Page, name: string, folder = SHOTS): Promise<void> =>
  shootLightAndDark(page, folder, name);

// A page of the spec's own, open until its end: the spec service puts the app back on the
// Sandbox on it (e2e/specService.ts) instead of booting the app once more to do so.
let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/');
  await spec.connect(page);
});
test.afterAll(async () => {
  await page.close();
});

test('DAW pack: one confirm naming the total, three tasks, one exported folder', async () => {
  test.setTimeout(120_000);
  const song = await runMusic(page, 'generate', {
    custom: true,
    prompt: '[Verse]\nTape hiss and neon',
    style: 'synthwave',
    title: 'Pack Song',
    duration: 10,
  });
  await page.goto(`/#/song?task=${song.taskId}`);
  const take = await inspectVersion(page, 'generate', 1);
  // Before any analysis: no tempo. The local estimate needs three thirds of 6 s or more to
  // agree (tempoEstimate.ts), and a guess is worse than none.
  await expect(take.getByTestId('waveform')).toHaveAttribute('data-ready', 'true', {
    timeout: 30_000,
  });
  await expect(take.getByTestId('inspector-tempo')).toHaveCount(0);
  const button = take.getByRole('button', { name: /^DAW pack · \d+ cr$/ });
  await expect(button).toBeEnabled({ timeout: 30_000 });
  const total = Number(/· (\d+) cr$/.exec((await button.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);
  const submits = spec.sandbox.stats().byKey[spec.apiKey]?.submits ?? 0;

  await button.click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('confirm-cost') });
  await expect(dialog.getByTestId('confirm-cost')).toContainText(`${total} credits`);
  const parts = dialog.getByTestId('daw-pack-parts');
  await expect(parts).toContainText('Separate all stems (WAV)');
  await expect(parts).toContainText('Transcribe to MIDI');
  await expect(parts).toContainText('Detect tempo');
  await shoot(page, 'confirm');
  await dialog.getByRole('button', { name: `Pay ${total} credits and submit` }).click();
  await expect(dialog).toHaveCount(0);

  // Three paid tasks, each its own, on track 1 of the take.
  await expect.poll(() => spec.sandbox.stats().byKey[spec.apiKey]?.submits ?? 0).toBe(submits + 3);
  const listed = await page.evaluate(() =>
    window.atelier.tasks.list({ kinds: ['music'], limit: 20 }),
  );
  const made = listed.items
    .filter((item) => item.body['task_id'] === song.taskId)
    .map((item) => ['action' in item.target ? item.target.action : '', item.body]);
  expect(made.sort()).toEqual(
    [
      ['bpm', { task_id: song.taskId, audio_index: 1 }],
      ['midi', { task_id: song.taskId, audio_index: 1 }],
      ['stems-all', { task_id: song.taskId, audio_index: 1, audio_format: 'wav' }],
    ].sort(),
  );

  const pack = page.getByTestId('daw-pack');
  await expect(pack).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect(pack.locator('[data-status="done"]')).toHaveCount(3);
  // The service's measured tempo now wins over the estimate on the card.
  await expect(take.getByTestId('inspector-tempo')).toHaveText(/^\d+(\.\d)? BPM( · .+)?$/);
  await pack.scrollIntoViewIfNeeded();
  await shoot(page, 'pack-card');

  // Exported where it was bought too: the take's inspector offers it once the pack is ready.
  await expect(pack.getByRole('button', { name: 'Export DAW pack…' })).toBeVisible();
  await take
    .getByTestId('daw-pack-export')
    .getByRole('button', { name: 'Export DAW pack…' })
    .click();
  const written = page.getByTestId('export-result').last().locator('[data-export-path]').first();
  await expect(written).toBeAttached({ timeout: 30_000 });
  const folder = dirname((await written.getAttribute('data-export-path')) ?? '');
  expect(folder.endsWith('Pack Song — DAW pack')).toBe(true);
  const files = readdirSync(folder).sort();
  const stems = files.filter((name) => name.endsWith('.wav'));
  expect(stems.length).toBeGreaterThan(1);
  // One naming rule: the song, then the stem in words, as Export stems names them.
  for (const name of stems) expect(name).toMatch(/^Pack Song — [a-z ]+ stem\.wav$/u);
  expect(stems).toContain('Pack Song — lead vocal stem.wav');
  const midi = new Midi(readFileSync(join(folder, 'Pack Song — MIDI.mid')));
  expect(midi.tracks.reduce((sum, track) => sum + track.notes.length, 0)).toBeGreaterThan(5);
  const notesName = files.find((name) => name.endsWith('.txt'));
  expect(notesName).toMatch(/^Pack Song — \d+ BPM(, [A-G]♯? (major|minor))?\.txt$/);
  const notes = readFileSync(join(folder, notesName!), 'utf8');
  expect(notes).toContain(`Source: track 1 of task ${song.taskId}`);
  expect(notes).toMatch(/Length: 0:(09|10)/);
  expect(files).toHaveLength(stems.length + 2);

  // The same pack, dragged out whole: main stages the folder and starts the OS drag.
  const idOf = (action: string) =>
    listed.items.find(
      (item) =>
        item.body['task_id'] === song.taskId &&
        'action' in item.target &&
        item.target.action === action,
    )!.id;
  const tasks = { stemsId: idOf('stems-all'), midiId: idOf('midi'), bpmId: idOf('bpm') };
  expect(await page.evaluate((input) => window.atelier.exports.dragDawPack(input), tasks)).toEqual({
    started: true,
  });
});

test('DAW pack after "Separate all stems": the stems are reused, only MIDI and tempo are bought', async () => {
  test.setTimeout(150_000);
  const song = await runMusic(page, 'generate', {
    custom: true,
    prompt: '[Verse]\nStatic on the radio',
    style: 'lofi',
    title: 'Reuse Song',
    duration: 10,
  });
  const stems = await runMusic(page, 'stems-all', { task_id: song.taskId, audio_index: 1 });
  const submitsBefore = () => spec.sandbox.stats().byKey[spec.apiKey]?.submits ?? 0;

  // Main refuses to buy the same stems again without the explicit choice.
  const again = await page.evaluate(
    (taskId) =>
      window.atelier.tasks
        .submit({
          target: { action: 'stems-all' },
          body: { task_id: taskId, audio_index: 1 },
          confirmedCredits: null,
        })
        .then(
          () => 'sent',
          (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
        ),
    song.taskId,
  );
  expect(again).toContain(
    'conflict: You already have the result of Separate all stems of this track',
  );
  const submits = submitsBefore();

  await page.goto(`/#/song?task=${song.taskId}`);
  const take = await inspectVersion(page, 'generate', 1);
  // MIDI 10 + tempo 2 in the sandbox catalog: the 40 credits of stems are not asked again.
  const button = take.getByRole('button', { name: 'DAW pack · 12 cr' });
  await expect(button).toBeEnabled({ timeout: 30_000 });
  await button.click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('daw-pack-parts') });
  await expect(dialog.getByTestId('confirm-cost')).toContainText('12 credits');
  const parts = dialog.getByTestId('daw-pack-part');
  await expect(parts.nth(0)).toHaveAttribute('data-reused', 'true');
  await expect(parts.nth(0)).toContainText('Separate all stems');
  await expect(parts.nth(0)).toContainText('Reused');
  await expect(parts.nth(0)).not.toContainText('WAV'); // they were made in the default format
  await expect(parts.nth(1)).toContainText('Transcribe to MIDI: 10 credits');
  await expect(parts.nth(2)).toContainText('Detect tempo: 2 credits');
  await expect(dialog.getByRole('button', { name: 'Buy again anyway' })).toBeVisible();
  await shoot(page, 'confirm-reuse', REUSE_SHOTS);

  // "Buy again anyway" prices the whole pack afresh in its own confirm; keep what we have instead.
  await dialog.getByRole('button', { name: 'Buy again anyway' }).click();
  await expect(dialog.getByTestId('confirm-cost')).toContainText('52 credits');
  await expect(parts.nth(0)).not.toHaveAttribute('data-reused', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(submitsBefore()).toBe(submits);

  await button.click();
  await dialog.getByRole('button', { name: 'Pay 12 credits and submit' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(submitsBefore).toBe(submits + 2);
  const listed = await page.evaluate(() =>
    window.atelier.tasks.list({ kinds: ['music'], limit: 50 }),
  );
  const stemsJobs = listed.items.filter(
    (item) =>
      item.body['task_id'] === song.taskId &&
      'action' in item.target &&
      item.target.action === 'stems-all',
  );
  expect(stemsJobs.map((item) => item.id)).toEqual([stems.id]);

  // The pack is made of the stems already held: one mixer, one set of stems.
  const pack = page.getByTestId('daw-pack');
  await expect(pack).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await pack.scrollIntoViewIfNeeded();
  await shoot(page, 'pack-ready', REUSE_SHOTS);
});
