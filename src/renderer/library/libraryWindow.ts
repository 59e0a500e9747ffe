/**
 * Owns the Library's bounded window of loaded pages: at most MAX_PAGES keyset pages are held,
 * so memory and the scroll area's height stay the same at 1,000 or 1,000,000 assets (Blink
 * caps a scroll area near 16.7 million CSS pixels; a view of every loaded row would pass it
 * at about 350,000 assets in the grid). Scrolling on appends a page and lets the first one go;
 * scrolling back fetches the page before the first (by its `previousCursor`) and lets the last
 * one go. The view keeps the same rows on screen by moving its scroll offset by the rows that
 * came or went above them (`shiftedOffset`). Pure: the hook and the views call these.
 */

export interface WindowPage<T extends { id: string }> {
  items: readonly T[];
  /** Reads the page before this one; null at the library's start. */
  previousCursor: string | null;
  /** Reads the page after this one; null at the library's end. */
  nextCursor: string | null;
}

export interface LibraryWindow<T extends { id: string }> {
  readonly pages: readonly WindowPage<T>[];
}

/** Pages held at once: 5 of 120 assets, about 120 grid rows (28,000 px) whatever the library's size. */
export const MAX_PAGES = 5;

export const emptyWindow = <T extends { id: string }>(): LibraryWindow<T> => ({ pages: [] });

/** A window of one page: the first page of a query, or a reload. */
export const firstPage = <T extends { id: string }>(page: WindowPage<T>): LibraryWindow<T> => ({
  pages: [page],
});

export function windowItems<T extends { id: string }>(window: LibraryWindow<T>): T[] {
  return window.pages.flatMap((page) => page.items);
}

/** The cursor of the page after the window, or null at the end (or before a first page). */
export const cursorAfter = <T extends { id: string }>(window: LibraryWindow<T>): string | null =>
  window.pages[window.pages.length - 1]?.nextCursor ?? null;

/** The cursor of the page before the window, or null when it starts at the library's start. */
export const cursorBefore = <T extends { id: string }>(window: LibraryWindow<T>): string | null =>
  window.pages[0]?.previousCursor ?? null;

const fresh = <T extends { id: string }>(
  window: LibraryWindow<T>,
  page: WindowPage<T>,
): WindowPage<T> => {
  const known = new Set(windowItems(window).map((item) => item.id));
  return { ...page, items: page.items.filter((item) => !known.has(item.id)) };
};
const count = <T extends { id: string }>(pages: readonly WindowPage<T>[]): number =>
  pages.reduce((sum, page) => sum + page.items.length, 0);

/** Adds the page after the window; past `maxPages`, the first pages go. `dropped`: items that left above. */
export function appendPage<T extends { id: string }>(
  window: LibraryWindow<T>,
  page: WindowPage<T>,
  maxPages = MAX_PAGES,
): { window: LibraryWindow<T>; dropped: number } {
  const pages = [...window.pages, fresh(window, page)];
  const gone = pages.splice(0, Math.max(0, pages.length - maxPages));
  return { window: { pages }, dropped: count(gone) };
}

/** Adds the page before the window; past `maxPages`, the last pages go. `added`: items that came above. */
export function prependPage<T extends { id: string }>(
  window: LibraryWindow<T>,
  page: WindowPage<T>,
  maxPages = MAX_PAGES,
): { window: LibraryWindow<T>; added: number } {
  const before = fresh(window, page);
  const pages = [before, ...window.pages].slice(0, maxPages);
  return { window: { pages }, added: before.items.length };
}

/** Applies `change` to every held item (an updated asset); items it maps to null leave the window. */
export function mapItems<T extends { id: string }>(
  window: LibraryWindow<T>,
  change: (item: T) => T | null,
): LibraryWindow<T> {
  return {
    pages: window.pages.map((page) => ({
      ...page,
      items: page.items.map(change).filter((item): item is T => item !== null),
    })),
  };
}

/**
 * The scroll offset that keeps the same rows on screen after `shift` items came (+) or went (−)
 * before the window's first item, in a view of `columns` items a row, `rowHeight` px each.
 */
export function shiftedOffset(
  offset: number,
  rowHeight: number,
  columns: number,
  shift: number,
): number {
  const row = Math.floor(offset / rowHeight);
  const within = offset - row * rowHeight;
  const movedRow = Math.floor((row * columns + shift) / columns);
  return Math.max(0, movedRow * rowHeight + within);
}

/**
 * The same, measured on what the view shows (stacks fold parts, so shown items are not held
 * items): the first item on screen before the change is found after it and kept on screen;
 * when it left, the offset moves by `shift` items.
 */
export function anchoredOffset(
  offset: number,
  rowHeight: number,
  columns: number,
  before: readonly { id: string }[],
  after: readonly { id: string }[],
  shift: number,
): number {
  const row = Math.floor(offset / rowHeight);
  const anchor = before[row * columns];
  const index = anchor ? after.findIndex((item) => item.id === anchor.id) : -1;
  if (index === -1) return shiftedOffset(offset, rowHeight, columns, shift);
  return Math.floor(index / columns) * rowHeight + (offset - row * rowHeight);
}
