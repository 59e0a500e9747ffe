/**
 * Mantine's CSS is split (issue 24): the shell's files before the first paint
 * (src/renderer/styles/shellStyles.ts), the pages' with the first page (pageStyles.ts). A
 * component whose file is in neither draws unstyled; this walks every page and fails on
 * any Mantine class in the document that no loaded stylesheet has a rule for.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runMusic } from './libraryFlow';

const MANTINE_CLASSES = new Set(
  (
    readFileSync(
      join(import.meta.dirname, '..', 'node_modules', '@mantine', 'core', 'styles.css'),
      'utf8',
    ).match(/\.m_[0-9a-f]+/g) ?? []
  ).map((name) => name.slice(1)),
);

test('every Mantine component on every page has its styles loaded', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await page.evaluate(() => window.atelier.account.useSandbox());
  const song = await runMusic(page, 'generate', {
    custom: true,
    prompt: 'la la la',
    style: 'folk',
    title: 'Styled',
    duration: 20,
  });
  const unstyled: string[] = [];
  for (const hash of [
    '#/generate',
    '#/generate?model=video-a',
    '#/tasks',
    '#/library',
    '#/catalog',
    '#/spending',
    '#/settings',
    `#/song?task=${song.taskId}`,
  ]) {
    await page.goto(`/${hash}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { used, loaded } = await page.evaluate(() => {
      const ruled = new Set<string>();
      for (const sheet of Array.from(document.styleSheets))
        for (const rule of Array.from(sheet.cssRules))
          for (const name of rule.cssText.match(/\.m_[0-9a-f]+/g) ?? []) ruled.add(name.slice(1));
      const present = new Set<string>();
      for (const element of Array.from(document.querySelectorAll('[class*="m_"]')))
        for (const name of Array.from(element.classList))
          if (name.startsWith('m_')) present.add(name);
      return { used: [...present], loaded: [...ruled] };
    });
    expect(used.length, `no Mantine component found on ${hash}`).toBeGreaterThan(0);
    for (const name of used)
      if (MANTINE_CLASSES.has(name) && !loaded.includes(name)) unstyled.push(`${hash}: .${name}`);
  }
  expect(unstyled).toEqual([]);
});
