import { describe, expect, it } from 'vitest';
import {
  anchoredOffset,
  appendPage,
  cursorAfter,
  cursorBefore,
  firstPage,
  mapItems,
  MAX_PAGES,
  prependPage,
  shiftedOffset,
  windowItems,
  type LibraryWindow,
  type WindowPage,
} from './libraryWindow';

type Item = { id: string };

/** A keyset pager over `total` assets, as main answers: cursors name the row they start from. */
function pager(total: number, size: number) {
  const page = (from: number, to: number, forward: boolean): WindowPage<Item> => {
    const start = Math.max(0, from);
    const end = Math.min(total, to);
    const items = Array.from({ length: Math.max(0, end - start) }, (_, index) => ({
      id: String(start + index),
    }));
    return {
      items,
      previousCursor: start > 0 && (forward ? from > 0 : true) ? `before:${start}` : null,
      nextCursor: end < total ? `after:${end - 1}` : null,
    };
  };
  return {
    first: () => page(0, size, true),
    read(cursor: string): WindowPage<Item> {
      const [direction, at] = cursor.split(':') as ['before' | 'after', string];
      const row = Number(at);
      return direction === 'after'
        ? page(row + 1, row + 1 + size, true)
        : page(row - size, row, false);
    },
  };
}

const ids = (window: LibraryWindow<Item>): string[] => windowItems(window).map((item) => item.id);

describe('the library window', () => {
  it('holds at most MAX_PAGES pages, letting the far end go as pages come', () => {
    const library = pager(10_000, 100);
    let window = firstPage(library.first());
    for (let index = 1; index < 8; index += 1) {
      const { window: next, dropped } = appendPage(window, library.read(cursorAfter(window)!));
      expect(dropped).toBe(index < MAX_PAGES ? 0 : 100);
      window = next;
    }
    expect(window.pages).toHaveLength(MAX_PAGES);
    expect(ids(window)[0]).toBe('300');
    expect(ids(window).at(-1)).toBe('799');
    // Back up: the page before the first comes in, the last goes.
    const { window: back, added } = prependPage(window, library.read(cursorBefore(window)!));
    expect(added).toBe(100);
    expect(ids(back)[0]).toBe('200');
    expect(ids(back).at(-1)).toBe('699');
    expect(cursorAfter(back)).toBe('after:699');
  });

  it('never shows an asset twice when a page overlaps what is held (rows added meanwhile)', () => {
    const window = firstPage<Item>({
      items: [{ id: 'a' }, { id: 'b' }],
      previousCursor: null,
      nextCursor: 'n',
    });
    const { window: next } = appendPage(window, {
      items: [{ id: 'b' }, { id: 'c' }],
      previousCursor: 'p',
      nextCursor: null,
    });
    expect(ids(next)).toEqual(['a', 'b', 'c']);
    const { window: before, added } = prependPage(next, {
      items: [{ id: 'z' }, { id: 'a' }],
      previousCursor: null,
      nextCursor: 'x',
    });
    expect(ids(before)).toEqual(['z', 'a', 'b', 'c']);
    expect(added).toBe(1);
  });

  it('updates and removes held items in place', () => {
    const window = firstPage<Item & { title: string }>({
      items: [
        { id: 'a', title: 'A' },
        { id: 'b', title: 'B' },
      ],
      previousCursor: null,
      nextCursor: null,
    });
    const changed = mapItems(window, (item) =>
      item.id === 'a' ? null : { ...item, title: 'Renamed' },
    );
    expect(windowItems(changed)).toEqual([{ id: 'b', title: 'Renamed' }]);
  });

  it('moves the scroll offset by the rows that came or went above, keeping the same rows on screen', () => {
    // 5 columns, 238 px rows: 120 items dropped above = 24 rows.
    expect(shiftedOffset(30_000, 238, 5, -120)).toBe(30_000 - 24 * 238);
    expect(shiftedOffset(1_000, 238, 5, 120)).toBe(1_000 + 24 * 238);
    // 7 columns: 120 items are 17 rows and 1 item; the first row on screen keeps its items.
    const offset = 50 * 238 + 10;
    const moved = shiftedOffset(offset, 238, 7, -120);
    expect(Math.floor(moved / 238) * 7).toBeLessThanOrEqual(50 * 7 - 120);
    expect(Math.floor(moved / 238) * 7 + 7).toBeGreaterThan(50 * 7 - 120);
    expect(moved % 238).toBe(10);
    expect(shiftedOffset(100, 238, 5, -1000)).toBe(0);
  });

  it('keeps the first item on screen in view, whatever folded away around it', () => {
    const make = (from: number, to: number): Item[] =>
      Array.from({ length: to - from }, (_, index) => ({ id: String(from + index) }));
    const before = make(0, 600);
    // Row 30 of 4 columns shows item 120; 100 items went above, and two stacks folded 3 of them.
    const after = make(100, 600).filter((item) => !['101', '102', '110'].includes(item.id));
    const offset = 30 * 100 + 40;
    const moved = anchoredOffset(offset, 100, 4, before, after, -100);
    // The row at the new offset is the one holding item 120.
    const row = Math.floor(moved / 100);
    expect(after.slice(row * 4, row * 4 + 4).map((item) => item.id)).toContain('120');
    expect(moved % 100).toBe(40);
    // The anchor itself left: the offset moves by the shift.
    expect(anchoredOffset(offset, 100, 4, before, make(200, 600), -200)).toBe(
      shiftedOffset(offset, 100, 4, -200),
    );
  });

  it('reaches the last of 1,000,000 assets by scrolling and back to the first, the scroll height bounded far under the cap', () => {
    const total = 1_000_000;
    const size = 120;
    const columns = 5;
    const rowHeight = 238;
    const viewport = 900;
    const BLINK_CAP = 16_700_000;
    const library = pager(total, size);
    let window = firstPage(library.first());
    let items = windowItems(window);
    const hold = (next: LibraryWindow<Item>): void => {
      window = next;
      items = windowItems(window);
    };
    const contentHeight = (): number => Math.ceil(items.length / columns) * rowHeight;
    let offset = 0;
    let tallest = 0;
    let mostHeld = 0;
    const seen = new Uint8Array(total);
    const look = (): void => {
      const height = contentHeight();
      tallest = Math.max(tallest, height);
      mostHeld = Math.max(mostHeld, items.length);
      offset = Math.min(offset, Math.max(0, height - viewport));
      const firstRow = Math.floor(offset / rowHeight);
      const lastRow = Math.floor((offset + viewport - 1) / rowHeight);
      for (const item of items.slice(firstRow * columns, (lastRow + 1) * columns))
        seen[Number(item.id)] = 1;
    };
    // Down, a screen at a time, as the views load more: near the end of what is held.
    for (let step = 0; step < 200_000; step += 1) {
      look();
      if (offset + viewport >= contentHeight() - 2 * rowHeight) {
        const after = cursorAfter(window);
        if (!after) break;
        const next = appendPage(window, library.read(after));
        hold(next.window);
        offset = shiftedOffset(offset, rowHeight, columns, -next.dropped);
      } else offset += viewport;
    }
    offset = Number.MAX_SAFE_INTEGER;
    look();
    expect(items.at(-1)!.id).toBe(String(total - 1));
    expect(seen.every((value) => value === 1)).toBe(true);
    // And back up to the first asset.
    seen.fill(0);
    for (let step = 0; step < 200_000; step += 1) {
      look();
      if (offset <= 2 * rowHeight) {
        const before = cursorBefore(window);
        if (!before) break;
        const previous = prependPage(window, library.read(before));
        hold(previous.window);
        offset = shiftedOffset(offset, rowHeight, columns, previous.added);
      } else offset = Math.max(0, offset - viewport);
    }
    offset = 0;
    look();
    expect(items[0]!.id).toBe('0');
    expect(seen.every((value) => value === 1)).toBe(true);
    expect(mostHeld).toBeLessThanOrEqual(MAX_PAGES * size);
    expect(tallest).toBeLessThanOrEqual((MAX_PAGES * size * rowHeight) / columns);
    expect(tallest).toBeLessThan(BLINK_CAP / 100);
    // About 4 s of walking 16,000 pages; more on a machine shared with other work.
  }, 60_000);
});
