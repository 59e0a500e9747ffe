/** The `library` domain: assets kept offline, searchable, with favorites, tags and lineage. */
import { z } from 'zod';
import { MUSICAL_KEYS } from '../service/music/musicalKeys';
import { event, method } from './define';

export const ASSET_KINDS = [
  'image',
  'video',
  'audio',
  'midi',
  'lyrics',
  'text',
  'json',
  'file',
] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

export interface AssetView {
  id: string;
  kind: AssetKind;
  submissionId: string;
  taskId: string;
  profileId: string;
  model: string;
  action: string | null;
  title: string;
  prompt: string;
  style: string | null;
  tags: string[];
  favorite: boolean;
  /** 1-based track index for music tracks. */
  trackIndex: number | null;
  durationS: number | null;
  width: number | null;
  height: number | null;
  /** Tempo of a track (or its stems), when a request or an analysis told it. */
  bpm: number | null;
  /** Key of a track in the service's notation (`C#m`); show it with keyName(). */
  musicalKey: string | null;
  mimeType: string;
  bytes: number;
  /** URL the renderer can load (custom protocol in Electron, /media in the web preview). */
  mediaUrl: string;
  createdAt: string;
  /** When it was moved to the trash; null while it is in the library. */
  trashedAt: string | null;
  /**
   * The song an audio asset belongs to, `<root task id>:<root track>`: a take's own tracks and
   * every version made from them (extends, the full song, covers, edits) share it. Null for
   * other kinds and tracks of no known song.
   */
  songKey: string | null;
  /**
   * The public URL the service returned for this file, kept so the result can be sent back as
   * an input ("Use as input"); null for files that never came from the service as a link.
   */
  sourceUrl: string | null;
  /** The "Variations ×N" submit this result is one of: its N results fold into one stack. */
  variationGroup: string | null;
}

/** How long the trash keeps an asset before it is deleted for good. */
export const TRASH_DAYS = 30;

/**
 * Order added, title, then the facts: duration (longest or shortest), pixel size (largest) and
 * tempo (fastest or slowest). Unknown facts sort last.
 */
export const librarySortSchema = z.enum([
  'newest',
  'oldest',
  'title',
  'longest',
  'shortest',
  'largest',
  'fastest',
  'slowest',
]);
export type LibrarySort = z.infer<typeof librarySortSchema>;

export const libraryQuerySchema = z
  .object({
    text: z.string().max(500).optional(),
    kinds: z.array(z.enum(ASSET_KINDS)).max(ASSET_KINDS.length).optional(),
    models: z.array(z.string().max(64)).max(50).optional(),
    actions: z.array(z.string().max(64)).max(50).optional(),
    profileIds: z.array(z.string().max(64)).max(5).optional(),
    tags: z.array(z.string().max(64)).max(20).optional(),
    favorite: z.boolean().optional(),
    /** Only the assets of this collection (its id; see the `collections` domain). */
    collectionId: z.string().max(64).optional(),
    /** The trash instead of the library. */
    trashed: z.boolean().optional(),
    /** Duration range in seconds, both ends included; assets of unknown duration fall outside it. */
    minDurationS: z.number().min(0).max(1e7).optional(),
    maxDurationS: z.number().min(0).max(1e7).optional(),
    /** Tempo range in BPM, both ends included; tracks of unknown tempo fall outside it. */
    minBpm: z.number().min(0).max(1000).optional(),
    maxBpm: z.number().min(0).max(1000).optional(),
    /** Tracks in any of these keys (`Am`, `F#`). */
    musicalKeys: z.array(z.enum(MUSICAL_KEYS)).max(MUSICAL_KEYS.length).optional(),
    from: z.iso.datetime().optional(),
    to: z.iso.datetime().optional(),
    sort: librarySortSchema.optional(),
    cursor: z.string().max(500).optional(),
    limit: z.number().int().min(1).max(500).optional(),
  })
  .optional();

/** A finished music task and its tracks, for source pickers in the music forms. */
export interface TrackSource {
  taskId: string;
  action: string;
  title: string;
  finishedAt: string;
  tracks: { index: number; title: string; durationS: number | null; assetId: string | null }[];
  /** Pre-cutoff task without a `result` object: indexes and times cannot be checked. */
  legacy: boolean;
}

/** The timeline's query: a library query's filters, in a date sort, months in the viewer's local time. */
export const libraryTimelineSchema = z.object({
  query: libraryQuerySchema,
  sort: z.enum(['newest', 'oldest']),
  /** The viewer's offset from UTC in minutes (east positive: -new Date().getTimezoneOffset()). */
  utcOffsetMinutes: z.number().int().min(-840).max(840),
});

/** One month of the timeline: how many assets it holds and the cursor that opens a page at its first. */
export interface TimelineMonth {
  /** `YYYY-MM` in the viewer's local time. */
  month: string;
  count: number;
  /** A `list` cursor (same query, same sort) whose page starts at the month's first asset in the sort. */
  cursor: string;
}

const assetIdsSchema = z.object({ ids: z.array(z.string().max(64)).min(1).max(1000) });

/** The most assets "Select all matching" selects (their ids, in the query's order). */
export const MAX_SELECTION = 20_000;

export const libraryDomain = {
  methods: {
    /**
     * A page in display order; `previousCursor` reads the page before it (a page the view let
     * go, scrolled back to), null on the first page.
     */
    list: method(libraryQuerySchema).returns<{
      items: AssetView[];
      nextCursor: string | null;
      previousCursor: string | null;
    }>(),
    /** The months the query's assets fall in, in the sort's order, with counts and cursors (the date scrubber). */
    timeline: method(libraryTimelineSchema).returns<{ months: TimelineMonth[] }>(),
    /** "Select all matching": the ids of the query's first MAX_SELECTION assets in its order, and how many it keeps in all. */
    matchingIds: method(libraryQuerySchema).returns<{ ids: string[]; total: number }>(),
    get: method(z.object({ id: z.string().max(64) })).returns<AssetView>(),
    update: method(
      z.object({
        id: z.string().max(64),
        title: z.string().trim().min(1).max(200).optional(),
        favorite: z.boolean().optional(),
        tags: z.array(z.string().trim().min(1).max(64)).max(50).optional(),
      }),
    ).returns<AssetView>(),
    /** Removes the assets and their files. */
    /** Moves assets and their files to the trash (kept TRASH_DAYS days). */
    trash: method(assetIdsSchema).returns<{ trashed: number }>(),
    /** Puts trashed assets and their files back in the library. */
    restore: method(assetIdsSchema).returns<{ restored: number }>(),
    /** Deletes trashed assets and their files for good (assets still in the library are left alone). */
    deleteForever: method(assetIdsSchema).returns<{ deleted: number }>(),
    /** Deletes everything in the trash for good. */
    emptyTrash: method(z.undefined()).returns<{ deleted: number }>(),
    /** Per submission, its first image, video or audio in the library (task rows' thumbnails). */
    previews: method(z.object({ submissionIds: z.array(z.string().max(64)).max(200) })).returns<
      Record<string, AssetView>
    >(),
    /**
     * The library results behind service links (their ORIGINAL URLs, AssetView.sourceUrl), so
     * an input field can show the asset it holds rather than the link; links it has no result
     * for are left out.
     */
    byLinks: method(z.object({ urls: z.array(z.string().max(4096)).max(64) })).returns<
      Record<string, AssetView>
    >(),
    /** How many assets the trash holds. */
    trashCount: method(z.undefined()).returns<{ count: number }>(),
    tags: method(z.undefined()).returns<{ tag: string; count: number }[]>(),
    /** Finished tasks usable as sources for an action (`action` filters by allowed kind). */
    sources: method(
      z
        .object({ action: z.string().max(64).optional(), text: z.string().max(200).optional() })
        .optional(),
    ).returns<TrackSource[]>(),
  },
  events: {
    /** `trashed` and `restored` move assets between the library and the trash; `deleted` is for good. */
    changed: event<{
      assetIds: string[];
      reason: 'added' | 'updated' | 'deleted' | 'trashed' | 'restored';
    }>(),
  },
} as const;
