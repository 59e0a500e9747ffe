/**
 * Owns the Library page's filter state and its mapping to a `library.list` query: empty
 * fields are left out, dates (YYYY-MM-DD from date inputs, local time) become an inclusive
 * ISO range, lengths typed as m:ss become seconds, tempos are BPM numbers, and the text is
 * trimmed so a stray space does not defeat the index.
 */
import { parseLocaleNumber } from '../../shared/format/number';
import { ASSET_KINDS, type AssetKind, type LibrarySort } from '../../shared/ipc/library';
import type { MusicalKey } from '../../shared/service/music/musicalKeys';

export type { LibrarySort } from '../../shared/ipc/library';

export interface LibraryFilters {
  text: string;
  kinds: AssetKind[];
  models: string[];
  actions: string[];
  profileIds: string[];
  tags: string[];
  favoritesOnly: boolean;
  /** `YYYY-MM-DD` or '' (from an <input type="date">). */
  fromDate: string;
  toDate: string;
  /** Length range as typed: `m:ss`, `h:mm:ss` or seconds; '' for no bound. */
  minDuration: string;
  maxDuration: string;
  /** Tempo range as typed, in BPM; '' for no bound. */
  minBpm: string;
  maxBpm: string;
  /** Tracks in any of these keys. */
  musicalKeys: MusicalKey[];
  /** The collection shown (its id), or '' for the whole library. */
  collectionId: string;
  sort: LibrarySort;
}

export const DEFAULT_FILTERS: LibraryFilters = {
  text: '',
  kinds: [],
  models: [],
  actions: [],
  profileIds: [],
  tags: [],
  favoritesOnly: false,
  fromDate: '',
  toDate: '',
  minDuration: '',
  maxDuration: '',
  minBpm: '',
  maxBpm: '',
  musicalKeys: [],
  collectionId: '',
  sort: 'newest',
};

export interface LibraryListQuery {
  text?: string;
  kinds?: AssetKind[];
  models?: string[];
  actions?: string[];
  profileIds?: string[];
  tags?: string[];
  favorite?: boolean;
  trashed?: boolean;
  from?: string;
  to?: string;
  minDurationS?: number;
  maxDurationS?: number;
  minBpm?: number;
  maxBpm?: number;
  musicalKeys?: MusicalKey[];
  collectionId?: string;
  sort: LibrarySort;
  limit: number;
  cursor?: string;
}

/** Every kind but JSON data. */
export const DEFAULT_KINDS: AssetKind[] = ASSET_KINDS.filter((kind) => kind !== 'json');

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Seconds from a length typed as `90`, `1:30` or `1:02:03`; null when empty or not a length. */
export function parseDuration(text: string): number | null {
  const parts = text.trim().split(':');
  if (parts.length > 3 || !parts.every((part) => /^\d{1,6}$/.test(part))) return null;
  const [first, ...rest] = parts.map(Number) as [number, ...number[]];
  if (rest.some((part) => part > 59)) return null;
  return rest.reduce((seconds, part) => seconds * 60 + part, first);
}

/**
 * A tempo typed as the language writes it (`120`, `92.5`, `92,5` in German), within the
 * service's 1 to 300 BPM; null when empty or not one. Read by the one format module.
 */
export function parseBpm(text: string): number | null {
  const bpm = parseLocaleNumber(text);
  return bpm !== null && bpm >= 1 && bpm <= 300 ? bpm : null;
}

/** Start (or, with `endOfDay`, the last millisecond) of a local calendar day, as ISO; null when invalid. */
export function dayBoundary(date: string, endOfDay: boolean): string | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [, year, month, day] = match;
  const value = endOfDay
    ? new Date(Number(year), Number(month) - 1, Number(day), 23, 59, 59, 999)
    : new Date(Number(year), Number(month) - 1, Number(day), 0, 0, 0, 0);
  // Date() rolls 2026-13-45 over into next year: treat that as invalid instead.
  if (
    value.getFullYear() !== Number(year) ||
    value.getMonth() !== Number(month) - 1 ||
    value.getDate() !== Number(day)
  )
    return null;
  return value.toISOString();
}

export function toListQuery(
  filters: LibraryFilters,
  page: { limit: number; cursor?: string | null },
): LibraryListQuery {
  const query: LibraryListQuery = { sort: filters.sort, limit: page.limit };
  const text = filters.text.trim();
  if (text) query.text = text.slice(0, 500);
  // Each task's raw status record (and other JSON data) is kept, but would bury the media:
  // it shows when the Data kind is chosen in Filters.
  query.kinds = filters.kinds.length ? [...filters.kinds] : DEFAULT_KINDS;
  if (filters.models.length) query.models = [...filters.models];
  if (filters.actions.length) query.actions = [...filters.actions];
  if (filters.profileIds.length) query.profileIds = [...filters.profileIds];
  if (filters.tags.length) query.tags = [...filters.tags];
  if (filters.favoritesOnly) query.favorite = true;
  let from = dayBoundary(filters.fromDate, false);
  let to = dayBoundary(filters.toDate, true);
  // A reversed range is almost always a slip: swap rather than show nothing.
  if (from && to && from > to)
    [from, to] = [dayBoundary(filters.toDate, false), dayBoundary(filters.fromDate, true)];
  if (from) query.from = from;
  if (to) query.to = to;
  let minDurationS = parseDuration(filters.minDuration);
  let maxDurationS = parseDuration(filters.maxDuration);
  if (minDurationS !== null && maxDurationS !== null && minDurationS > maxDurationS)
    [minDurationS, maxDurationS] = [maxDurationS, minDurationS];
  if (minDurationS !== null) query.minDurationS = minDurationS;
  if (maxDurationS !== null) query.maxDurationS = maxDurationS;
  let minBpm = parseBpm(filters.minBpm);
  let maxBpm = parseBpm(filters.maxBpm);
  if (minBpm !== null && maxBpm !== null && minBpm > maxBpm) [minBpm, maxBpm] = [maxBpm, minBpm];
  if (minBpm !== null) query.minBpm = minBpm;
  if (maxBpm !== null) query.maxBpm = maxBpm;
  if (filters.musicalKeys.length) query.musicalKeys = [...filters.musicalKeys];
  if (filters.collectionId) query.collectionId = filters.collectionId;
  if (page.cursor) query.cursor = page.cursor;
  return query;
}

/**
 * How many filters narrow the list (for the "Filters (3)" badge); text, sort and the
 * collection (the toolbar's own entry) excluded.
 */
export function activeFilterCount(filters: LibraryFilters): number {
  return (
    [
      filters.kinds,
      filters.models,
      filters.actions,
      filters.profileIds,
      filters.tags,
      filters.musicalKeys,
    ].filter((list) => list.length > 0).length +
    (filters.favoritesOnly ? 1 : 0) +
    (filters.fromDate || filters.toDate ? 1 : 0) +
    (parseDuration(filters.minDuration) !== null || parseDuration(filters.maxDuration) !== null
      ? 1
      : 0) +
    (parseBpm(filters.minBpm) !== null || parseBpm(filters.maxBpm) !== null ? 1 : 0)
  );
}
