/**
 * The `collections` domain: named sets of library assets the user makes ("Mood board",
 * "Album 2"). An asset may sit in many collections; removing it from one, or deleting a
 * collection, never deletes the asset. A collection is also a library filter
 * (`library.list({ collectionId })`) and exports as an archive or as DAW packs (`exports`).
 */
import { z } from 'zod';
import { event, method } from './define';
import { libraryQuerySchema, MAX_SELECTION } from './library';

export interface CollectionView {
  id: string;
  name: string;
  /** Members still in the library (trashed ones keep their place but are not counted). */
  count: number;
  createdAt: string;
}

/** Names are trimmed, 1 to 80 characters, unique regardless of case. */
export const COLLECTION_NAME_MAX = 80;
const collectionName = z.string().trim().min(1).max(COLLECTION_NAME_MAX);
const collectionId = z.string().min(1).max(64);
/** A selection's ids (at most what "Select all matching" selects; past that, send the query). */
const members = z.object({
  id: collectionId,
  assetIds: z.array(z.string().min(1).max(64)).min(1).max(MAX_SELECTION),
});
/** Every asset a library query keeps (its cursor and limit aside), however many: one statement in main. */
const matching = z.object({ id: collectionId, query: libraryQuerySchema });

export const collectionsDomain = {
  methods: {
    /** Every collection by name, with how many assets it holds. */
    list: method(z.undefined()).returns<CollectionView[]>(),
    create: method(z.object({ name: collectionName })).returns<CollectionView>(),
    rename: method(z.object({ id: collectionId, name: collectionName })).returns<CollectionView>(),
    /** Deletes the collection; its assets stay in the library. */
    delete: method(z.object({ id: collectionId })).returns<{ deleted: boolean }>(),
    addAssets: method(members).returns<{ added: number }>(),
    removeAssets: method(members).returns<{ removed: number }>(),
    /** "Select all matching", then Add: every asset the query keeps, without their ids crossing IPC. */
    addMatching: method(matching).returns<{ added: number }>(),
    removeMatching: method(matching).returns<{ removed: number }>(),
  },
  events: {
    /** A collection was made, renamed or deleted, or its members changed. */
    changed: event<{ collectionIds: string[] }>(),
  },
} as const;
