/**
 * Owns the library's sort orders and their keyset conditions: what a page is ordered by,
 * which index walks that order, what a cursor carries and how "rows after the cursor" (the
 * next page) and "rows before the cursor" (a page scrolled back to) read.
 *
 * `newest`/`oldest` follow the order assets were added (seq), which is their createdAt order
 * for everything this app saves; it lets a text search walk the FTS index in rowid order and
 * stop after one page instead of collecting every match.
 *
 * Every other sort is one ascending walk of an index on a key expression, ties broken by seq.
 * Fact sorts put unknown facts (NULL) last by mapping them to +infinity (9e999 in SQL), and
 * sort descending by negating the fact. The key expressions repeat the indexes of migrations 3
 * and 5 character for character (the planner matches index expressions by their structure); a test
 * checks every sort walks its index.
 */
import type { LibrarySort } from '../../shared/ipc/library';
import type { AssetRow } from './assetRows';

/** What a cursor remembers of the last row: its sort key (absent for seq sorts) and seq. */
export type SortValue = string | number | null;

export interface SortPlan {
  /** ORDER BY of a page that walks the table or the sort's index. */
  order: string;
  /** The index that yields rows in this order (seq sorts need none). */
  index?: string;
  /** The key of a row as the cursor stores it; undefined for seq sorts. */
  key(row: AssetRow): SortValue | undefined;
  /** Rows after the cursor's row, as SQL with its parameters, and the order if it differs. */
  after(
    value: SortValue | undefined,
    seq: number,
  ): { sql: string; params: unknown[]; order?: string };
  /**
   * Rows before the cursor's row, nearest first: the reverse of `order`, so the same index is
   * walked backwards from the cursor and LIMIT stops it after one page (a page scrolled back to).
   */
  before(
    value: SortValue | undefined,
    seq: number,
  ): { sql: string; params: unknown[]; order: string };
}

const UNKNOWN = '9e999';

const seqSort = (direction: 'ASC' | 'DESC'): SortPlan => ({
  order: `assets.seq ${direction}`,
  key: () => undefined,
  after: (_value, seq) => ({
    sql: `assets.seq ${direction === 'ASC' ? '>' : '<'} ?`,
    params: [seq],
  }),
  before: (_value, seq) => ({
    sql: `assets.seq ${direction === 'ASC' ? '<' : '>'} ?`,
    params: [seq],
    order: `assets.seq ${direction === 'ASC' ? 'DESC' : 'ASC'}`,
  }),
});

/**
 * `key >= v AND (key > v OR seq > s)` rather than `key > v OR (key = v AND seq > s)`: the
 * planner seeks the index to v with the first form; the second turns into two index searches
 * and a sort of everything after the cursor.
 */
function keySort(key: string, index: string, keyOf: (row: AssetRow) => SortValue): SortPlan {
  return {
    order: `${key}, assets.seq`,
    index,
    key: keyOf,
    after(value, seq) {
      // In the tail of unknown facts the key is constant: seek straight to seq, and order by
      // seq alone (the planner does not see that the key is constant and would sort).
      if (value === null)
        return {
          sql: `${key} = ${UNKNOWN} AND assets.seq > ?`,
          params: [seq],
          order: 'assets.seq',
        };
      return { sql: `${key} >= ? AND (${key} > ? OR assets.seq > ?)`, params: [value, value, seq] };
    },
    before(value, seq) {
      const order = `${key} DESC, assets.seq DESC`;
      // Before a row of unknown fact: every known row, and the unknown ones added before it.
      if (value === null)
        return { sql: `(${key} < ${UNKNOWN} OR assets.seq < ?)`, params: [seq], order };
      return {
        sql: `${key} <= ? AND (${key} < ? OR assets.seq < ?)`,
        params: [value, value, seq],
        order,
      };
    },
  };
}

/** A fact's sort key: negated for a descending sort, null when unknown (either factor null). */
const fact = (value: number | null, descending: boolean): number | null =>
  value === null ? null : descending ? -value : value;
const pixels = (row: AssetRow): number | null =>
  row.width === null || row.height === null ? null : row.width * row.height;

const LONGEST = `ifnull(-assets.duration_s, ${UNKNOWN})`;
const SHORTEST = `ifnull(assets.duration_s, ${UNKNOWN})`;
const FASTEST = `ifnull(-assets.bpm, ${UNKNOWN})`;
const SLOWEST = `ifnull(assets.bpm, ${UNKNOWN})`;

export const SORTS: Record<LibrarySort, SortPlan> = {
  newest: seqSort('DESC'),
  oldest: seqSort('ASC'),
  title: keySort('assets.title COLLATE NOCASE', 'assets_title', (row) => row.title),
  longest: keySort(LONGEST, 'assets_longest', (row) => fact(row.duration_s, true)),
  shortest: keySort(SHORTEST, 'assets_shortest', (row) => fact(row.duration_s, false)),
  largest: keySort(`ifnull(-(assets.width * assets.height), ${UNKNOWN})`, 'assets_largest', (row) =>
    fact(pixels(row), true),
  ),
  fastest: keySort(FASTEST, 'assets_fastest', (row) => fact(row.bpm, true)),
  slowest: keySort(SLOWEST, 'assets_slowest', (row) => fact(row.bpm, false)),
};

/** Whether a cursor's stored key has the shape this sort's keys have. */
export function keyFits(sort: LibrarySort, value: SortValue | undefined): boolean {
  if (sort === 'newest' || sort === 'oldest') return value === undefined;
  if (sort === 'title') return typeof value === 'string';
  return value === null || (typeof value === 'number' && Number.isFinite(value));
}

/** A fact range (both ends included) as SQL: a sort on the fact tests its own key (see below). */
function factRange(column: string, ascending: string, descending: string) {
  return (
    sort: LibrarySort,
    min: number,
    max: number,
    sorts: { up: LibrarySort; down: LibrarySort },
  ): { sql: string; params: number[] } => {
    if (sort === sorts.up) return { sql: `${ascending} BETWEEN ? AND ?`, params: [min, max] };
    if (sort === sorts.down) return { sql: `${descending} BETWEEN ? AND ?`, params: [-max, -min] };
    return { sql: `assets.${column} BETWEEN ? AND ?`, params: [min, max] };
  };
}
const durationBetween = factRange('duration_s', SHORTEST, LONGEST);
const bpmBetween = factRange('bpm', SLOWEST, FASTEST);

/**
 * A duration range (both ends included) as SQL. The duration sorts test their own key, so
 * their index seeks straight to the range instead of reading every row before it; unknown
 * durations (+infinity there, NULL here) fall outside any finite range either way.
 */
export function durationRange(
  sort: LibrarySort,
  min: number,
  max: number,
): { sql: string; params: number[] } {
  return durationBetween(sort, min, max, { up: 'shortest', down: 'longest' });
}

/** A tempo range (both ends included) as SQL; the tempo sorts seek their index to it. */
export function bpmRange(
  sort: LibrarySort,
  min: number,
  max: number,
): { sql: string; params: number[] } {
  return bpmBetween(sort, min, max, { up: 'slowest', down: 'fastest' });
}
