/**
 * Mantine's CSS is split (issue 24): the shell's files before the first paint
 * (src/renderer/styles/shellStyles.ts), the pages' with the first page (pageStyles.ts). A
 * component whose file is in neither draws unstyled: `unstyledOn` finds every Mantine class in
 * the document that no loaded stylesheet has a rule for. The vocabulary walk (an English walk of
 * every page) checks it on each page, so the pages are walked once for both.
 */
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const MANTINE_CLASSES = new Set(
  (
    readFileSync(
      join(import.meta.dirname, '..', 'node_modules', '@mantine', 'core', 'styles.css'),
      'utf8',
    ).match(/\.m_[0-9a-f]+/g) ?? []
  ).map((name) => name.slice(1)),
);

/**
 * The Mantine classes on the page (`where`) without a loaded rule, as "where: .m_…", once its
 * deferred stylesheets have loaded. A page without any Mantine component fails (soft): then
 * nothing was checked there.
 */
export async function unstyledOn(page: Page, where: string): Promise<string[]> {
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
  expect.soft(used.length, `no Mantine component found on ${where}`).toBeGreaterThan(0);
  return used
    .filter((name) => MANTINE_CLASSES.has(name) && !loaded.includes(name))
    .map((name) => `${where}: .${name}`);
}
