/**
 * The app's pages, in navigation order: the renderer's routes, the View menu and its
 * Ctrl/Cmd+1…6 shortcuts all read this one list. Their names are the catalog's
 * `page.<path>.label` and `.description` (pageLabel, pageDescription).
 */
import { t } from './i18n/activeLanguage';

export const PAGES = [
  { path: 'generate' },
  { path: 'tasks' },
  { path: 'library' },
  { path: 'catalog' },
  { path: 'spending' },
  { path: 'settings' },
] as const;

export type PagePath = (typeof PAGES)[number]['path'];

/** "Tasks", "Aufträge": the page's name in the chosen language. */
export function pageLabel(path: PagePath | 'song'): string {
  return t(`page.${path}.label`);
}

export function pageDescription(path: PagePath): string {
  return t(`page.${path}.description`);
}
