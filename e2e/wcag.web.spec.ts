/**
 * Every page, drawer and the command palette checked with axe-core against WCAG 2.1 A and
 * AA, in the light and the dark scheme, with real content on them (images, a song with its
 * waveform, a failed task). Any violation fails the spec, named with where it was found.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { useSpecService } from './specService';

const spec = useSpecService('sk-sandbox-a11y-e2e-0001', { taskMs: 800 });

async function violations(page: Page): Promise<string[]> {
  // Let animations (drawers, notifications) settle so colours are measured as seen.
  await page.waitForTimeout(400);
  // Only violations are reported in full (axe still runs every rule of the tags; passes and
  // incomplete keep one node each instead of a selector for every node checked), and axe runs
  // in the page itself (legacy mode: the app has no frames), not in a blank page opened for
  // each run to merge per-frame results. 28 runs: 63.4 CPU s before, 46.8 after (cpurun, alone).
  // axe-core's source (about 550 kB) goes into the page once: the app is one document (hash
  // routes), and AxeBuilder's legacy mode would evaluate it twice per run. A page that lost it
  // (a reload) gets it again.
  const loaded = await page.evaluate(() => 'axe' in window);
  const result = await new AxeBuilder({ page, ...(loaded ? { axeSource: ';' } : {}) })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

test('pages, drawers and the palette meet WCAG 2.1 AA in axe, light and dark', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await spec.connect(page);
  const submitted = await page.evaluate(async () => {
    const submit = (
      target: { model: string } | { action: string },
      body: Record<string, unknown>,
    ) =>
      window.atelier.tasks.submit({ target, body, confirmedCredits: null }).then((view) => view.id);
    return Promise.all([
      submit({ model: 'image-a' }, { prompt: 'a quiet harbour at dusk, a11y' }),
      submit(
        { action: 'generate' },
        { custom: true, prompt: 'la la la', style: 'folk', title: 'Accessible Song', duration: 10 },
      ),
      submit({ model: 'image-a' }, { prompt: 'a storm, a11y [fail]' }),
    ]);
  });
  // And one in doubt, so the header shows its warning link on every page.
  spec.sandbox.setFaults('drop-after-accept:once');
  const lost = await page.evaluate(() =>
    window.atelier.tasks.submit({
      target: { model: 'image-a' },
      body: { prompt: 'a lost answer, a11y' },
      confirmedCredits: null,
    }),
  );
  spec.sandbox.setFaults(undefined);
  expect(lost.state).toBe('in_doubt');
  await expect
    .poll(
      async () =>
        page.evaluate(
          async (ids) =>
            (await Promise.all(ids.map((id) => window.atelier.tasks.get({ id })))).every(
              (task) =>
                task.status === 'FAILED' ||
                (task.status === 'SUCCEEDED' &&
                  task.downloads.done === task.downloads.total &&
                  task.downloads.total > 0),
            ),
          submitted,
        ),
      {
        timeout: 90_000,
      },
    )
    .toBe(true);

  // Something in the trash, so the trash page shows its table.
  await page.evaluate(async (id) => {
    const { assetIds } = await window.atelier.tasks.get({ id });
    const assets = await Promise.all(
      assetIds.map((assetId) => window.atelier.library.get({ id: assetId })),
    );
    await window.atelier.library.trash({
      ids: assets
        .filter((asset) => asset.kind === 'image')
        .map((asset) => asset.id)
        .slice(0, 1),
    });
  }, submitted[0]!);

  const found: Record<string, string[]> = {};
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/#/library?view=trash');
    await expect(page.getByTestId('trash-table')).toBeVisible();
    found[`trash (${colorScheme})`] = await violations(page);
    await page.emulateMedia({ colorScheme });
    for (const route of [
      'generate',
      'generate?model=video-c',
      'generate?action=extend',
      'tasks',
      'library',
      'catalog',
      'spending',
      'settings',
    ]) {
      await page.goto(`/#/${route}`);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      found[`${route} (${colorScheme})`] = await violations(page);
    }
    // The library in list view, and an audio preview with its waveform and workspace.
    await page.goto('/#/library');
    await page.getByLabel('Search the library').fill('Accessible Song');
    const track = page.locator('[role="gridcell"][data-kind="audio"]').first();
    await track.dblclick();
    await expect(page.getByTestId('waveform')).toHaveAttribute('data-ready', 'true', {
      timeout: 30_000,
    });
    found[`audio preview (${colorScheme})`] = await violations(page);
    await page.keyboard.press('Escape');
    await page.getByLabel('List view').click();
    await expect(page.getByTestId('library-list')).toBeVisible();
    // The double-click's first click auditioned the track: the player bar is checked here too.
    await expect(page.getByRole('region', { name: 'Audition player' })).toBeVisible();
    found[`library list with the player bar (${colorScheme})`] = await violations(page);
    await page.getByLabel('Grid view').click();

    // The song's page: its timeline of takes with waveforms and priced actions.
    const songTaskId = await page.evaluate(
      async (id) => (await window.atelier.tasks.get({ id })).taskId,
      submitted[1],
    );
    await page.goto(`/#/song?task=${songTaskId}`);
    const take = page.getByTestId('song-inspector');
    await expect(take.getByTestId('waveform')).toHaveAttribute('data-ready', 'true', {
      timeout: 30_000,
    });
    await expect(
      take.getByRole('button', { name: /^Extend from \d+:\d\d · \d+ cr$/ }),
    ).toBeEnabled();
    found[`song page (${colorScheme})`] = await violations(page);

    await page.goto(`/#/tasks?id=${submitted[2]}`);
    await expect(page.getByTestId('task-details')).toBeVisible();
    found[`failed task details (${colorScheme})`] = await violations(page);

    await page.goto('/#/generate');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    found[`command palette (${colorScheme})`] = await violations(page);
    await page.keyboard.press('Escape');
  }
  expect(Object.entries(found).filter(([, list]) => list.length > 0)).toEqual([]);
});
