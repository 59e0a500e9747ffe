/**
 * The vocabulary walk (issue 21 item 5): in English, every page, dialog, drawer, menu and filter
 * a new user reaches, with a finished song, its stems and an image in the library: no visible
 * token from the service's vocabulary (src/shared/service/apiTokens.ts: model keys, music
 * action names, field names, status values, stem identifiers, less ordinary English words),
 * except inside "Technical details". Every leak is printed with its page; the walk fails on one
 * not in e2e/vocabularyLeaks.ts (the list the pages' branches are emptying). On the way, every
 * Mantine component on each page must have its styles loaded (e2e/mantineStyles.ts): one walk of
 * the pages in English checks both. Then the same pages, dialogs, drawers and menus in the
 * pseudo-locale (switched in place, no second app start): any plain English word there was
 * never translated (e2e/pseudoWalk.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODEL_KEYS } from '../src/shared/service/models';
import { MUSIC_ACTIONS } from '../src/shared/service/music/actions';
import { runMusic, runTask } from './libraryFlow';
import { useOwnPreview } from './ownPreview';
import { unstyledOn } from './mantineStyles';
import { KNOWN_UNTRANSLATED, walkInPseudo } from './pseudoWalk';
import { KNOWN_LEAKS } from './vocabularyLeaks';
import { leaksIn, visibleTexts, type Leak } from './vocabularyWalk';
import { chooseSandboxInWelcome } from './welcome';

// A data folder of its own: only this walk's song and image are on screen, so what it finds is
// the app's words, never another spec's prompt. Fast tasks: the walk is about words, not time.
useOwnPreview({ args: ['--task-ms', '400', '--poll-scale', '0.1'] });

const found: Leak[] = [];
/** Mantine classes drawn without their styles, as "page: .m_…". */
const unstyled: string[] = [];

async function look(page: Page, where: string): Promise<void> {
  await page.waitForTimeout(250); // the page's words and data settle
  found.push(...leaksIn(where, await visibleTexts(page)));
}

async function heading(page: Page, name?: string | RegExp): Promise<void> {
  // A page's chunk can take over 15 s to load on a busy CI machine (seen with the song page).
  await expect(page.getByRole('heading', { level: 2, ...(name ? { name } : {}) })).toBeVisible({
    timeout: 60_000,
  });
}

/** Escape until no dialog is left (a menu inside a dialog takes the first Escape). */
async function closeOverlay(page: Page): Promise<void> {
  await expect(async () => {
    const open = page.locator('[role="dialog"]:visible'); // a closed modal may stay mounted, hidden
    if ((await open.count()) > 0) await page.keyboard.press('Escape');
    await expect(open).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** Away from a preview opened by its address (`?asset=`): to another page, where no dialog is open. */
async function leavePreview(page: Page): Promise<void> {
  await page.goto('/#/generate');
  await expect(page.locator('[role="dialog"]:visible')).toHaveCount(0);
}

test('no API vocabulary on any page, dialog, drawer, menu or filter (English), and every Mantine component styled', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(600_000);
  // First run: the chooser, as a new user sees it.
  await page.goto('/');
  await expect(page.getByTestId('choose-sandbox')).toBeVisible({ timeout: 30_000 });
  await look(page, 'First-run chooser');
  await chooseSandboxInWelcome(page, `${baseURL}/`);

  const song = await runMusic(page, 'generate', {
    custom: true,
    prompt: '[Verse]\nWords on the harbour wall',
    style: 'warm folk',
    title: 'Walk Song',
    duration: 20,
  });
  const stems = await runMusic(page, 'stems-all', { task_id: song.taskId, audio_index: 1 });
  await runTask(page, { model: 'image-a' }, { prompt: 'a lighthouse on a cliff' });

  // Generate: every model's form and every music action's.
  await page.goto('/#/generate');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  unstyled.push(...(await unstyledOn(page, '#/generate')));
  for (const model of MODEL_KEYS) {
    await page.goto(`/#/generate?model=${model}`);
    await expect(page.getByRole('form')).toBeVisible();
    await look(page, `Generate: model ${model}`);
  }
  // An unknown model's address (the form falls back), as the styles check has always opened it.
  await page.goto('/#/generate?model=video-a');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  unstyled.push(...(await unstyledOn(page, '#/generate?model=video-a')));
  for (const action of MUSIC_ACTIONS) {
    await page.goto(`/#/generate?action=${action}`);
    await expect(page.getByRole('form')).toBeVisible();
    await look(page, `Generate: action ${action}`);
  }

  // Library: grid, list, filters, a card's menu, the song's preview and its actions menu.
  await page.goto('/#/library');
  await expect(page.getByTestId('library-grid')).toBeVisible();
  await look(page, 'Library grid');
  unstyled.push(...(await unstyledOn(page, '#/library')));
  await page.getByRole('button', { name: /^Filters/ }).click();
  await look(page, 'Library filters');
  await page.keyboard.press('Escape');
  await page.getByLabel('List view').click();
  await expect(page.getByTestId('library-list')).toBeVisible();
  await look(page, 'Library list');
  await page.getByLabel('Grid view').click();
  const menuButton = page
    .getByTestId('library-grid')
    .getByRole('button', { name: /menu|more|actions/i })
    .first();
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await look(page, 'Library card menu');
    await page.keyboard.press('Escape');
  } else found.push({ page: 'Library card menu', token: '(no menu button found)', text: '' });

  const track = await page.evaluate(async (ids) => {
    const assets = await Promise.all(ids.map((id) => window.atelier.library.get({ id })));
    return assets.find((asset) => asset.kind === 'audio' && asset.trackIndex === 1)!;
  }, song.assetIds);
  await page.goto(`/#/library?asset=${encodeURIComponent(track.id)}`);
  const preview = page.getByRole('dialog').getByTestId('asset-preview');
  await expect(preview).toBeVisible();
  await look(page, 'Library preview (song)');
  await preview
    .getByTestId('song-workspace')
    .getByRole('button', { name: 'Actions for track 1' })
    .first()
    .click();
  await expect(page.getByTestId('track-actions')).toBeVisible();
  await look(page, 'Library preview: track actions menu');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('track-actions')).toBeHidden();
  await leavePreview(page);
  const stemId = stems.assetIds[0]!;
  await page.goto(`/#/library?asset=${encodeURIComponent(stemId)}`);
  await expect(page.getByRole('dialog').getByTestId('asset-preview')).toBeVisible();
  await look(page, 'Library preview (stem)');
  await leavePreview(page);

  // The song page, with its stems, and a take's actions.
  await page.goto(`/#/song?task=${song.taskId}`);
  await heading(page, /Walk Song/);
  await expect(page.getByTestId('song-timeline')).toBeVisible();
  await look(page, 'Song page');
  unstyled.push(...(await unstyledOn(page, '#/song')));
  const lane = page.getByTestId('song-lane').first();
  await lane.click();
  await expect(page.getByTestId('song-inspector')).toBeVisible();
  await look(page, 'Song page: version inspector');
  const actions = page.getByRole('button', { name: /^Actions for track 1|More actions/ }).first();
  if (await actions.isVisible()) {
    await actions.click();
    await look(page, 'Song page: actions menu');
    await page.keyboard.press('Escape');
  }

  // Tasks: the page, then a task's drawer (its Technical details stay folded and unread).
  await page.goto('/#/tasks');
  await heading(page, 'Tasks');
  await expect(page.getByTestId('task-row').first()).toBeVisible();
  await look(page, 'Tasks page');
  unstyled.push(...(await unstyledOn(page, '#/tasks')));
  await page.getByTestId('task-row').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await look(page, 'Tasks drawer');
  await closeOverlay(page);

  for (const [path, name] of [
    ['spending', 'Spending'],
    ['catalog', 'Catalog'],
    ['settings', 'Settings'],
  ] as const) {
    await page.goto(`/#/${path}`);
    await heading(page, name);
    await look(page, name);
    unstyled.push(...(await unstyledOn(page, `#/${path}`)));
  }

  // The palette and the shortcut sheet.
  await page.goto('/#/library');
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('dialog')).toBeVisible();
  await look(page, 'Command palette');
  await page.keyboard.type('Walk');
  await look(page, 'Command palette: search');
  await closeOverlay(page);
  await page.keyboard.press('Control+/');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await look(page, 'Shortcut sheet');
  await closeOverlay(page);

  // The same walk in the pseudo-locale, switched in place (issue 21): plain English on any of
  // these was never translated.
  const untranslated = await walkInPseudo(page, {
    songTaskId: song.taskId,
    trackId: track.id,
    stemId,
    // The user's words, and the titles the library stored in English when the jobs finished.
    ownWords: [
      'Walk Song — take 1',
      '[Verse]\nWords on the harbour wall',
      'warm folk',
      'a lighthouse on a cliff',
    ],
  });
  mkdirSync(join('test-results', 'vocabulary'), { recursive: true });
  writeFileSync(
    join('test-results', 'vocabulary', 'pseudo.json'),
    JSON.stringify(untranslated, null, 2),
  );
  console.log(
    `Pseudo-locale walk: ${untranslated.length} texts with plain English\n${untranslated
      .map((each) => `${each.page}: ${each.words.join(' ')}  ("${each.text.slice(0, 80)}")`)
      .join('\n')}`,
  );
  const unknown = untranslated.filter(
    (each) => !KNOWN_UNTRANSLATED.some((known) => known.text.test(each.text)),
  );
  expect
    .soft(
      unknown.map((each) => `${each.page}: ${each.words.join(' ')} in "${each.text.slice(0, 80)}"`),
    )
    .toEqual([]);

  // Listed by area, the page name before its colon ("Generate: action crop" → "Generate").
  const area = (page: string) => page.split(':')[0]!;
  const known = (leak: Leak) =>
    KNOWN_LEAKS.some((entry) => entry.page === area(leak.page) && entry.token === leak.token);
  const report = found.map(
    (leak) => `${known(leak) ? 'known' : 'NEW  '}  ${leak.page}: ${leak.token}  ("${leak.text}")`,
  );
  console.log(`Vocabulary walk: ${found.length} leaks\n${report.join('\n')}`);
  mkdirSync(join('test-results', 'vocabulary'), { recursive: true });
  writeFileSync(join('test-results', 'vocabulary', 'leaks.json'), JSON.stringify(found, null, 2));
  const gone = KNOWN_LEAKS.filter(
    (entry) => !found.some((leak) => area(leak.page) === entry.page && leak.token === entry.token),
  );
  if (gone.length > 0)
    console.log(
      `Gone (drop from vocabularyLeaks.ts):\n${gone.map((g) => `${g.page}: ${g.token}`).join('\n')}`,
    );
  expect.soft(unstyled, 'Mantine components drawn without their styles').toEqual([]);
  expect(found.filter((leak) => !known(leak)).map((leak) => `${leak.page}: ${leak.token}`)).toEqual(
    [],
  );
});
