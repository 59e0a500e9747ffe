/**
 * Owns the SQL of a library page: filters, full-text search and keyset pagination for the
 * sorts of librarySorts.ts. The cursor carries the sort it was made for and the last row's
 * key, so a page never repeats or skips rows when assets are added between pages; a cursor
 * marked `b` reads the page before its row instead (a page the view let go, scrolled back to).
 */
import { z } from 'zod';
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import {
  librarySortSchema,
  type LibrarySort,
  type libraryQuerySchema,
} from '../../shared/ipc/library';
import { decodeCursor, encodeCursor } from '../store/cursor';
import { searchTexts } from '../store/migrations';
import type { AssetRow } from './assetRows';
import { SORTS, bpmRange, durationRange, keyFits } from './librarySorts';
import { searchExpression, searchTerms } from '../store/searchText';

export type LibraryQuery = NonNullable<z.output<typeof libraryQuerySchema>>;
export type { LibrarySort } from '../../shared/ipc/library';

export const DEFAULT_PAGE = 100;

const cursorSchema = z.object({
  o: librarySortSchema,
  v: z.union([z.string(), z.number(), z.null()]).optional(),
  s: z.number().int(),
  /** Set: the rows before this row (a page scrolled back to), not after it. */
  b: z.literal(1).optional(),
});

export interface PageQuery {
  sql: string;
  params: unknown[];
  limit: number;
  /** The cursor read rows before its row: the SQL returns them nearest first (reversed). */
  backward: boolean;
  /** Builds the cursor of the page that follows `last`. */
  cursorAfter(last: AssetRow): string;
  /** Builds the cursor of the page that comes before `first`. */
  cursorBefore(first: AssetRow): string;
  /**
   * The page walks a sort index and tests each row's text: run it within TEXT_WALK_BUDGET_MS
   * (withinWalkBudget) and read the matches with `textMatches: 0` instead when it runs out.
   */
  walksText: boolean;
}

/** Above this many text matches, a sort with its own index walks that index. */
export const INDEX_WALK_MATCHES = 3000;

/**
 * How long a text search may walk a sort index before the page is read from the matches
 * instead. A walk reads about limit × (rows / matches) rows, ~10 µs each at 1M assets: quick
 * for a common word (5-15 ms), but seconds when the other filters keep almost none of the
 * matches (2 s for a common word among tracks of an image model). Reading the matches then
 * costs what they number (150-300 ms for 10,000-330,000 of them at 1M), so a walk that has
 * not filled the page by now would likely cost more.
 */
export const TEXT_WALK_BUDGET_MS = 25;

/**
 * How many rows the text matches, counted up to just past INDEX_WALK_MATCHES: all pageQuery
 * needs to pick a plan, and counting every match of a common trigram costs a walk of them all.
 */
export function countQuery(query: LibraryQuery): { sql: string; params: unknown[] } | null {
  const match =
    query.text && SORTS[query.sort ?? 'newest'].index ? searchExpression(query.text) : null;
  if (!match) return null;
  return {
    sql: 'SELECT count(*) AS n FROM (SELECT 1 FROM asset_search WHERE asset_search MATCH ? LIMIT ?)',
    params: [match, INDEX_WALK_MATCHES + 1],
  };
}

/**
 * How many rows the kind filter keeps, counted up to just past INDEX_WALK_MATCHES on the kind
 * index, for a sort with its own index and no text: a kind the library holds little of is
 * quicker fetched and sorted than found by walking the sort index past everything else.
 */
export function kindCountQuery(query: LibraryQuery): { sql: string; params: unknown[] } | null {
  if (query.text || !SORTS[query.sort ?? 'newest'].index || !query.kinds?.length) return null;
  return {
    sql: `SELECT count(*) AS n FROM (SELECT 1 FROM assets WHERE kind IN (${query.kinds.map(() => '?').join(', ')}) LIMIT ?)`,
    params: [...query.kinds, INDEX_WALK_MATCHES + 1],
  };
}

/** The members of one collection, by its id (a WHERE term on `assets`; see store/collectionsSchema.ts). */
const IN_COLLECTION =
  'assets.seq IN (SELECT asset_seq FROM collection_assets WHERE collection_seq = (SELECT seq FROM collections WHERE id = ?))';

/**
 * How many assets the collection filter keeps, counted up to just past INDEX_WALK_MATCHES: a
 * small collection is quicker fetched and sorted than found by walking a sort index past
 * every other row; a large one walks the index as an unfiltered page does.
 */
export function collectionCountQuery(
  query: LibraryQuery,
): { sql: string; params: unknown[] } | null {
  if (query.collectionId === undefined || !SORTS[query.sort ?? 'newest'].index) return null;
  return {
    sql: `SELECT count(*) AS n FROM (SELECT 1 FROM collection_assets WHERE collection_seq = (SELECT seq FROM collections WHERE id = ?) LIMIT ?)`,
    params: [query.collectionId, INDEX_WALK_MATCHES + 1],
  };
}

/**
 * The query's filters (everything but text and cursor) as SQL conditions on `assets`: one
 * source for a page and the timeline. Range filters test the sort's own key (see librarySorts).
 */
export function filterClauses(
  query: LibraryQuery,
  sort: LibrarySort,
  profileId?: string,
): { where: string[]; params: unknown[] } {
  // The trash and the library are two views of one table: every page is one or the other.
  const where: string[] = [
    query.trashed ? 'assets.trashed_at IS NOT NULL' : 'assets.trashed_at IS NULL',
  ];
  const params: unknown[] = [];
  const inList = (column: string, values: readonly string[] | undefined): void => {
    if (!values || values.length === 0) return;
    where.push(`assets.${column} IN (${values.map(() => '?').join(', ')})`);
    params.push(...values);
  };
  inList('kind', query.kinds);
  inList('model', query.models);
  inList('action', query.actions);
  inList('profile_id', query.profileIds ?? (profileId ? [profileId] : undefined));
  for (const tag of query.tags ?? []) {
    where.push('assets.seq IN (SELECT asset_seq FROM asset_tags WHERE tag = ?)');
    params.push(tag.trim());
  }
  if (query.collectionId !== undefined) {
    where.push(IN_COLLECTION);
    params.push(query.collectionId);
  }
  if (query.favorite !== undefined) {
    where.push('assets.favorite = ?');
    params.push(query.favorite ? 1 : 0);
  }
  if (query.minDurationS !== undefined || query.maxDurationS !== undefined) {
    // Other sorts test the column, which no index serves: their plan stays a walk in their
    // order that stops after one page (and reads every row when nothing is in the range:
    // ~25 ms at 100,000 assets).
    const range = durationRange(
      sort,
      query.minDurationS ?? 0,
      query.maxDurationS ?? Number.MAX_VALUE,
    );
    where.push(range.sql);
    params.push(...range.params);
  }
  if (query.minBpm !== undefined || query.maxBpm !== undefined) {
    const range = bpmRange(sort, query.minBpm ?? 0, query.maxBpm ?? Number.MAX_VALUE);
    where.push(range.sql);
    params.push(...range.params);
  }
  inList('musical_key', query.musicalKeys);
  if (query.from || query.to) {
    // As a set of seqs: the planner then walks it in seq order instead of scanning the table.
    const bounds = [
      ...(query.from ? ['created_at >= ?'] : []),
      ...(query.to ? ['created_at <= ?'] : []),
    ];
    where.push(`assets.seq IN (SELECT seq FROM assets WHERE ${bounds.join(' AND ')})`);
    if (query.from) params.push(Date.parse(query.from));
    if (query.to) params.push(Date.parse(query.to));
  }
  return { where, params };
}

/** The rows the search index matches, as a WHERE term on `assets` (the MATCH expression is its parameter). */
const IN_TEXT_MATCHES = 'assets.seq IN (SELECT rowid FROM asset_search WHERE asset_search MATCH ?)';

/** Every row the query keeps, its filters and its text, as WHERE terms in no order: a count, the timeline. */
export function keptClauses(
  query: LibraryQuery,
  sort: LibrarySort,
  profileId?: string,
): { where: string[]; params: unknown[] } {
  const { where, params } = filterClauses(query, sort, profileId);
  const match = query.text ? searchExpression(query.text) : null;
  if (match) {
    where.push(IN_TEXT_MATCHES);
    params.push(match);
  }
  return { where, params };
}

/** How many assets the query keeps in all: its filters and text, without cursor or limit. */
export function totalQuery(
  query: LibraryQuery,
  profileId?: string,
): { sql: string; params: unknown[] } {
  const { where, params } = keptClauses(query, query.sort ?? 'newest', profileId);
  return { sql: `SELECT count(*) AS n FROM assets WHERE ${where.join(' AND ')}`, params };
}

export function pageQuery(
  query: LibraryQuery = {},
  extra?: {
    profileId?: string;
    textMatches?: number;
    kindMatches?: number;
    collectionMatches?: number;
  },
): PageQuery {
  const sort: LibrarySort = query.sort ?? 'newest';
  const plan = SORTS[sort];
  const { where, params } = filterClauses(query, sort, extra?.profileId);
  let orderBy = plan.order;
  let backward = false;
  if (query.cursor) {
    const parsed = cursorSchema.safeParse(decodeCursor(query.cursor));
    if (!parsed.success || parsed.data.o !== sort || !keyFits(sort, parsed.data.v)) {
      throw new AtelierError('invalid_input', t('mainWords.list.otherQuery'), { field: 'cursor' });
    }
    backward = parsed.data.b === 1;
    const edge = backward
      ? plan.before(parsed.data.v, parsed.data.s)
      : plan.after(parsed.data.v, parsed.data.s);
    where.push(edge.sql);
    params.push(...edge.params);
    orderBy = edge.order ?? orderBy;
  }
  const limit = query.limit ?? DEFAULT_PAGE;
  const match = query.text ? searchExpression(query.text) : null;
  // A sort with its own index walks it unless the text, the kinds (counted by the caller) or
  // the favorites filter (it has its own small index) narrow the page to few rows. Left to
  // itself, the planner (no statistics: the app never runs ANALYZE) reads the kind list the
  // Library page always sends as selective, fetches every row by kind and sorts them: 50-60 ms
  // a page at 100,000 assets, against 1-2 ms for the walk. The walk costs most when other
  // filters match almost nothing: ~10 ms for an unused tag or date range, ~65 ms for a model
  // the library lacks (each row is read to test it).
  const fewOfKinds = extra?.kindMatches !== undefined && extra.kindMatches <= INDEX_WALK_MATCHES;
  const fewInCollection =
    extra?.collectionMatches !== undefined && extra.collectionMatches <= INDEX_WALK_MATCHES;
  // A key filter keeps only tracks whose key is known (a few per key, on its own partial
  // index): fetched and sorted, rather than found by walking a sort index past every other row
  // (70-140 ms at 100,000 assets when the key matches nothing).
  const byKey = !match && (query.musicalKeys?.length ?? 0) > 0;
  const narrowed = match
    ? (extra?.textMatches ?? 0) <= INDEX_WALK_MATCHES
    : query.favorite === true || fewOfKinds || fewInCollection || byKey;
  const walkIndex = plan.index !== undefined && !narrowed;
  let from = walkIndex
    ? `assets INDEXED BY ${plan.index}`
    : byKey
      ? 'assets INDEXED BY assets_musical_key'
      : 'assets';
  if (match && !plan.index && !query.tags?.length) {
    // Drive from the FTS index in rowid (= seq) order: FTS5 consumes the ORDER BY and the
    // LIMIT stops the walk after one page, however many rows match.
    from = 'asset_search JOIN assets ON assets.seq = asset_search.rowid';
    where.unshift('asset_search MATCH ?');
    params.unshift(match);
    orderBy =
      (sort === 'newest') !== backward ? 'asset_search.rowid DESC' : 'asset_search.rowid ASC';
  } else if (match && walkIndex) {
    // Many matches: walk the sort's index and test each row's own text as the index would
    // (store/searchText.ts), last, so only rows the other filters keep are tested. Collecting the
    // matches first to test membership cost 80-370 ms for a common word at 1M assets. The
    // walk's deadline is tested first, on every row it reads.
    where.unshift('atelier_walk_budget(assets.seq)');
    where.push(`atelier_text_has(?, ${searchTexts('assets.').join(', ')})`);
    params.push(JSON.stringify(searchTerms(query.text ?? '')));
  } else if (match) {
    // Few matches: fetch them and sort.
    where.push(IN_TEXT_MATCHES);
    params.push(match);
  }
  return {
    sql: `SELECT assets.* FROM ${from} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${orderBy} LIMIT ?`,
    params: [...params, limit + 1],
    limit,
    backward,
    cursorAfter: (last) => cursorAt(sort, last),
    cursorBefore: (first) => cursorAt(sort, first, true),
    walksText: Boolean(match) && walkIndex,
  };
}

function cursorAt(sort: LibrarySort, row: AssetRow, before = false): string {
  const value = SORTS[sort].key(row);
  return encodeCursor({
    o: sort,
    ...(value === undefined ? {} : { v: value }),
    s: row.seq,
    ...(before ? { b: 1 } : {}),
  });
}
