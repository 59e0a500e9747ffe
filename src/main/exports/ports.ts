/**
 * The narrow ports the exports and media services need from their neighbours. Each lists
 * only what is called, so the real implementations (library store, journal, preferences
 * store) satisfy them structurally and tests can pass small fakes.
 */
import type { Journal } from '../store/journal';
import type { LibraryStore } from '../library/libraryStore';

export type { AssetRecord, NewAsset } from '../library/libraryStore';

/** The library store (src/main/library/libraryStore.ts). */
export type ExportLibrary = Pick<
  LibraryStore,
  'get' | 'getMany' | 'bySubmission' | 'findByOutputKey' | 'list'
>;

/** What the archive importer writes through (the same store). */
export type ImportLibrary = ExportLibrary & Pick<LibraryStore, 'addAsset' | 'update' | 'remove'>;

/** The submission journal (src/main/store/journal.ts): status results and lineage. */
export type SubmissionLookup = Pick<Journal, 'get'> & Partial<Pick<Journal, 'getByTaskId'>>;

/** The preferences store (src/main/settings/preferencesStore.ts), export part only. */
export interface ExportPreferences {
  get(): { export: { stemNameTemplate: string; lastFolder: string | null } };
  update(patch: { export: { lastFolder: string } }): unknown;
}

export interface Progress {
  (operation: string, done: number, total: number): void;
}
