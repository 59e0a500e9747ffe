// The older-titles check at start-up reads only what was saved since the last start (issue 24:
// it read every asset at every start, 2.5 s at a million), in a real SQLite file reopened as the
// app reopens it. Each test counts the rows the check read through the store.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLibraryStore, type LibraryStore } from '../library/libraryStore';
import { newAsset } from '../library/testAssets';
import { closeDatabase, openDatabase } from '../store/database';
import { createJournal, type Journal } from '../store/journal';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { OLDER_TITLES_MARK, upkeepMark } from '../store/upkeepMarks';
import { rebuildLegacyTitlesInBackground } from './legacyTitles';
import { saveOlderTask } from './olderTitlesSeed';

/** Seqs per step here: the app's 5,000 would need that many assets per range. */
const RANGE = 10;

let test: TestDatabase;
let journal: Journal;
let library: LibraryStore;
beforeEach(() => {
  test = openTestDatabase();
  journal = createJournal(test.db, test.clock);
  library = createLibraryStore(test.db, test.clock);
});
afterEach(() => test.cleanup());

/** Closes and reopens the file, as the next start of the app does. */
function restart(): void {
  closeDatabase(test.db);
  test.db = openDatabase(test.path);
  journal = createJournal(test.db, test.clock);
  library = createLibraryStore(test.db, test.clock);
}

/** One start's check, as services.ts runs it; returns what changed and the seq ranges it read. */
async function startCheck(): Promise<{ changed: number; ranges: [number, number][] }> {
  const ranges: [number, number][] = [];
  const counted: LibraryStore = {
    ...library,
    olderTitles: (after, through) => {
      ranges.push([after, through]);
      return library.olderTitles(after, through);
    },
  };
  const ports = {
    journal,
    library: counted,
    mark: upkeepMark(test.db, OLDER_TITLES_MARK),
    range: RANGE,
  };
  const changed = await rebuildLegacyTitlesInBackground(ports, () => {});
  return { changed, ranges };
}

const rowsRead = (ranges: [number, number][]): number =>
  ranges.reduce((sum, [after, through]) => sum + through - after, 0);

const olderSong = (taskId: string, prompt: string): string[] =>
  saveOlderTask(journal, library, {
    taskId,
    action: 'generate',
    body: { prompt },
    tracks: [{}, {}],
    titles: [`${prompt} (1)`, `${prompt} (2)`],
  });

describe('the older-titles check at start-up', () => {
  it('rebuilds once; the next start reads no asset again', async () => {
    const [first] = olderSong('t1', 'Neon Drive');
    for (let i = 0; i < 5; i += 1) library.addAsset(newAsset());

    const firstStart = await startCheck();
    expect(firstStart.changed).toBe(2);
    expect(library.get(first!)!.title).toBe('Neon Drive — take 1');
    expect(rowsRead(firstStart.ranges)).toBe(7);

    restart();
    const secondStart = await startCheck();
    expect(secondStart).toEqual({ changed: 0, ranges: [] });
  });

  it('checks what was saved since the last start, and only that', async () => {
    for (let i = 0; i < 8; i += 1) library.addAsset(newAsset());
    await startCheck();
    restart();

    const [later] = olderSong('t2', 'Harbour');
    const nextStart = await startCheck();

    expect(nextStart.changed).toBe(2);
    expect(library.get(later!)!.title).toBe('Harbour — take 1');
    expect(nextStart.ranges).toEqual([[8, 10]]);
  });

  it('checks an asset saved at a seq the mark already passed (the newest was deleted for good)', async () => {
    for (let i = 0; i < 10; i += 1) library.addAsset(newAsset());
    const newest = library.addAsset(newAsset()).asset;
    await startCheck();
    library.remove([newest.id]);

    // SQLite gives the next row the highest seq + 1: the one just deleted, below the mark.
    const [reused] = olderSong('t3', 'Rain');
    expect(upkeepMark(test.db, OLDER_TITLES_MARK).get()).toBe(10);
    restart();
    const nextStart = await startCheck();

    expect(library.get(reused!)!.title).toBe('Rain — take 1');
    expect(nextStart.changed).toBe(2);
  });

  it('reads a bounded range of seqs per step, however rare the older titles are', async () => {
    const total = RANGE * 2 + 5;
    for (let i = 0; i < total; i += 1) library.addAsset(newAsset());

    const { ranges } = await startCheck();

    expect(ranges).toHaveLength(3);
    for (const [after, through] of ranges) expect(through - after).toBeLessThanOrEqual(RANGE);
    expect(rowsRead(ranges)).toBe(total);
  });

  it('stops between two ranges when the app closes', async () => {
    for (let i = 0; i < RANGE * 3; i += 1) library.addAsset(newAsset());
    const closing = new AbortController();
    const ports = { journal, library, mark: upkeepMark(test.db, OLDER_TITLES_MARK), range: RANGE };
    const check = rebuildLegacyTitlesInBackground(ports, () => {}, closing.signal);
    await new Promise((resolve) => setImmediate(resolve));
    closing.abort();
    await check;

    // The next start goes on from the range the closed one finished.
    expect(ports.mark.get()).toBeGreaterThan(0);
    expect(ports.mark.get()).toBeLessThan(RANGE * 3);
    expect(ports.mark.get() % RANGE).toBe(0);
  });
});
