/**
 * Owns the SQL of a library page: filters, full-text search and keyset pagination for the
 * three sorts. The cursor carries the sort it was made for and the last row's key, so a
 * page never repeats or skips rows when assets are added between pages.
 */
import { z } from 'zod';
import { AtelierError } from '../../shared/errors';
import type { libraryQuerySchema } from '../../shared/ipc/library';
import { decodeCursor, encodeCursor } from '../store/cursor';
import type { AssetRow } from './assetRows';
import { searchExpression } from './searchText';

export type LibraryQuery = NonNullable<z.output<typeof libraryQuerySchema>>;
export type LibrarySort = NonNullable<LibraryQuery['sort']>;

export const DEFAULT_PAGE = 100;

const cursorSchema = z.object({ o: z.enum(['newest', 'oldest', 'title']), v: z.union([z.number(), z.string()]), s: z.number().int() });

const ORDER: Record<LibrarySort, { order: string; after: string; key: (row: AssetRow) => number | string }> = {
  newest: { order: 'created_at DESC, seq DESC', after: '(created_at, seq) < (?, ?)', key: (row) => row.created_at },
  oldest: { order: 'created_at ASC, seq ASC', after: '(created_at, seq) > (?, ?)', key: (row) => row.created_at },
  title: {
    order: 'title COLLATE NOCASE ASC, seq ASC',
    after: '(title COLLATE NOCASE > ? OR (title COLLATE NOCASE = ? AND seq > ?))',
    key: (row) => row.title,
  },
};

export interface PageQuery {
  sql: string;
  params: unknown[];
  limit: number;
  /** Builds the cursor of the page that follows `last`. */
  cursorAfter(last: AssetRow): string;
}

export function pageQuery(query: LibraryQuery = {}, extra?: { profileId?: string }): PageQuery {
  const sort: LibrarySort = query.sort ?? 'newest';
  const where: string[] = [];
  const params: unknown[] = [];
  const inList = (column: string, values: readonly string[] | undefined): void => {
    if (!values || values.length === 0) return;
    where.push(`${column} IN (${values.map(() => '?').join(', ')})`);
    params.push(...values);
  };
  inList('kind', query.kinds);
  inList('model', query.models);
  inList('action', query.actions);
  inList('profile_id', query.profileIds ?? (extra?.profileId ? [extra.profileId] : undefined));
  for (const tag of query.tags ?? []) {
    where.push('EXISTS (SELECT 1 FROM asset_tags WHERE asset_seq = assets.seq AND tag = ?)');
    params.push(tag.trim());
  }
  if (query.favorite !== undefined) {
    where.push('favorite = ?');
    params.push(query.favorite ? 1 : 0);
  }
  if (query.from) {
    where.push('created_at >= ?');
    params.push(Date.parse(query.from));
  }
  if (query.to) {
    where.push('created_at <= ?');
    params.push(Date.parse(query.to));
  }
  const match = query.text ? searchExpression(query.text) : null;
  if (match) {
    where.push('seq IN (SELECT rowid FROM asset_search WHERE asset_search MATCH ?)');
    params.push(match);
  }
  const order = ORDER[sort];
  if (query.cursor) {
    const parsed = cursorSchema.safeParse(decodeCursor(query.cursor));
    if (!parsed.success || parsed.data.o !== sort) {
      throw new AtelierError('invalid_input', 'The page cursor belongs to another query; start from the first page.', { field: 'cursor' });
    }
    where.push(order.after);
    params.push(...(sort === 'title' ? [parsed.data.v, parsed.data.v, parsed.data.s] : [parsed.data.v, parsed.data.s]));
  }
  const limit = query.limit ?? DEFAULT_PAGE;
  return {
    sql: `SELECT * FROM assets ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order.order} LIMIT ?`,
    params: [...params, limit + 1],
    limit,
    cursorAfter: (last) => encodeCursor({ o: sort, v: order.key(last), s: last.seq }),
  };
}
