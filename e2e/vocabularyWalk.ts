/**
 * Reads what a person sees on the page and finds the service's tokens in it (issue 21 item 5):
 * every visible text node and placeholder, and read-only inputs (a select shows its choice
 * there), but nothing inside "Technical details": an element marked `data-technical-details`,
 * or the body of a `<details>` disclosure (its summary is visible text and is read). Tooltips
 * (`title`) and accessible names are not read: they are not on screen.
 */
import type { Page } from '@playwright/test';
import { API_TOKENS } from '../src/shared/service/apiTokens';

export interface Leak {
  page: string;
  token: string;
  /** The text it was found in, cut to 80 characters. */
  text: string;
}

/** Case-sensitive, whole tokens: `image-a` in "image-a-2-lite" is that token, not `image-a`. */
const PATTERNS = API_TOKENS.map((token) => ({
  token,
  pattern: new RegExp(
    `(?<![A-Za-z0-9.-])${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9-]|\\.[0-9])`,
  ),
}));

/**
 * With `skipNoTranslate`, text marked `translate="no"` is left out too: the service's own words
 * (a catalog tier's label, a model's note) and the user's, which no language changes.
 */
export function visibleTexts(page: Page, { skipNoTranslate = false } = {}): Promise<string[]> {
  return page.evaluate((skipNoTranslate) => {
    const shown = (element: Element): boolean =>
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const technical = (element: Element): boolean =>
      element.closest('[data-technical-details], script, style, noscript, template') !== null ||
      (skipNoTranslate && element.closest('[translate="no"]') !== null) ||
      (element.closest('details') !== null && element.closest('summary') === null);
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (parent && text && !technical(parent) && shown(parent)) texts.push(text);
    }
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input, textarea',
    )) {
      if (technical(input) || !shown(input) || input.type === 'hidden') continue;
      if (input.placeholder) texts.push(input.placeholder);
      if (input.readOnly && input.value) texts.push(input.value);
    }
    return [...new Set(texts)];
  }, skipNoTranslate);
}

export function leaksIn(where: string, texts: readonly string[]): Leak[] {
  const leaks: Leak[] = [];
  for (const { token, pattern } of PATTERNS) {
    const text = texts.find((candidate) => pattern.test(candidate));
    if (text) leaks.push({ page: where, token, text: text.slice(0, 80) });
  }
  return leaks;
}
