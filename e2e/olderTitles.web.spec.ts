/**
 * Issue 22 item 1, a library from before today's title rule: at start-up its older titles are
 * rebuilt from the journal's facts, so the cards lead with the song's name ("Neon Drive — full
 * song", not "(1) (extended, 1) (full song)"), and a title the user renamed stays. On a preview
 * of its own, seeded before it starts (bench/seedOlderTitles.ts).
 */
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { shootLightAndDark } from './lightAndDark';
import { useOwnPreview } from './ownPreview';

useOwnPreview({
  pastWelcome: true,
  beforeStart: (data) =>
    execFileSync('npx', ['tsx', 'bench/seedOlderTitles.ts', data], { stdio: 'ignore' }),
});

test('older titles lead with the song name after start-up; renamed ones stay', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/library');
  await page.getByLabel('List view').click();
  // The song's versions fold under its take: open the stack.
  await page.getByRole('button', { name: /3 versions/i }).click();
  const titles = page.getByTestId('title-text');
  const full = async (): Promise<string[]> =>
    (
      await titles.evaluateAll((elements) =>
        elements.map((element) => (element as HTMLElement).dataset['fullTitle'] ?? ''),
      )
    ).sort();
  await expect
    .poll(full, { timeout: 30_000 })
    .toEqual([
      'Neon Drive',
      'Neon Drive — bass stem',
      'Neon Drive — extended from 0:43, take 1',
      'Neon Drive — full song',
      'Summer (2)',
      'tune — take 2',
    ]);
  await expect(page.getByText('(1) (extended, 1)')).toHaveCount(0);
  // A version too long for the row's line goes under the name, whole: never cut off.
  const extended = page.locator('[data-full-title="Neon Drive — extended from 0:43, take 1"]');
  await expect(extended.getByTestId('title-version')).toHaveText('extended from 0:43, take 1');
  await expect
    .poll(() =>
      extended
        .getByTestId('title-version')
        .evaluate((element) => element.scrollWidth <= element.clientWidth),
    )
    .toBe(true);
  await shootLightAndDark(page, '/tmp/shots-older-titles', 'library-list-1280x800');
});
