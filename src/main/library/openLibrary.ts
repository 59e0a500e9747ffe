/**
 * Owns start-up of everything kept on disk: opens the database (integrity check,
 * migrations), turns interrupted submits into `in_doubt`, removes leftover `*.partial`
 * files, and builds the journal, the library store, the `library` handlers and media
 * serving on top. The partial files are looked for after start-up, not before it (a walk of
 * every folder of the library grows with it): only those written before this open are
 * removed, so a download or an import this session starts keeps its own.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Handlers } from '../../shared/ipc/types';
import type { EventBus } from '../ipc/eventBus';
import { closeDatabase, openDatabaseYielding, type SqliteDatabase } from '../store/database';
import type { MigrationProgress } from '../store/migrationRunner';
import { createJournal, type Clock, type Journal } from '../store/journal';
import { createLibraryService } from './libraryService';
import { missingFiles, removePartialFiles, type MissingFile } from './libraryMaintenance';
import { createLibraryStore, type LibraryStore } from './libraryStore';
import { serveMedia, type MediaResponse } from './serveMedia';
import { applyMoves, trashExpiry } from './trashFiles';

export interface OpenLibraryOptions {
  dataDirectory: string;
  /** Defaults to `<dataDirectory>/Library`. */
  libraryFolder?: string;
  /** Defaults to `<dataDirectory>/atelier.sqlite`. */
  databasePath?: string;
  clock: Clock;
  bus: EventBus;
  /** Defaults to the web preview's `/media/<id>`. */
  mediaUrl?: (assetId: string) => string;
  activeProfileId?: () => string | null;
  /** Hears an upgrade's progress (startupProgress.ts shows it in the window). */
  onMigrationProgress?: (progress: MigrationProgress) => void;
}

export interface LibraryContext {
  db: SqliteDatabase;
  journal: Journal;
  library: LibraryStore;
  libraryFolder: string;
  handlers: Handlers['library'];
  /** Transport-neutral media serving for the Electron protocol and the web preview route. */
  media(
    assetId: string,
    range: string | null | undefined,
    options?: { headOnly?: boolean },
  ): Promise<MediaResponse>;
  /** Submission ids that start-up moved from `submitting` to `in_doubt`. */
  recovered: string[];
  /** Partial files left by an earlier session, deleted in the background once found. */
  removedPartials: Promise<string[]>;
  missingFiles(): Promise<MissingFile[]>;
  close(): void;
}

export const webMediaUrl = (assetId: string): string => `/media/${encodeURIComponent(assetId)}`;

export async function openLibrary(options: OpenLibraryOptions): Promise<LibraryContext> {
  const libraryFolder = options.libraryFolder ?? join(options.dataDirectory, 'Library');
  await mkdir(libraryFolder, { recursive: true });
  const db = await openDatabaseYielding(
    options.databasePath ?? join(options.dataDirectory, 'atelier.sqlite'),
    {
      ...(options.onMigrationProgress ? { onMigrationProgress: options.onMigrationProgress } : {}),
    },
  );
  const journal = createJournal(db, options.clock);
  const library = announceAdditions(createLibraryStore(db, options.clock), options.bus);
  const recovered = journal.recoverInterrupted();
  // File times are the system's, whatever clock the library is given (tests pass a fixed one).
  const removedPartials = removePartialFiles(libraryFolder, Date.now()).catch(() => []);
  // Finish file moves a crash cut short before anything reads a path, then let the trash
  // forget what it has kept long enough.
  await applyMoves(library, libraryFolder, library.pendingMoves());
  const handlers = createLibraryService({
    store: library,
    bus: options.bus,
    libraryFolder,
    mediaUrl: options.mediaUrl ?? webMediaUrl,
    ...(options.activeProfileId ? { activeProfileId: options.activeProfileId } : {}),
  });
  const expired = library.trashedIds(trashExpiry(options.clock.now()));
  if (expired.length > 0) await handlers.deleteForever({ ids: expired }, { senderId: 'start-up' });
  const source = {
    libraryFolder,
    lookup: (assetId: string) => {
      const asset = library.get(assetId);
      return asset ? { relativePath: asset.relativePath, mimeType: asset.mimeType } : null;
    },
  };
  return {
    db,
    journal,
    library,
    libraryFolder,
    handlers,
    media: (assetId, range, mediaOptions) => serveMedia(source, assetId, range, mediaOptions),
    recovered,
    removedPartials,
    missingFiles: () => missingFiles(library, libraryFolder),
    close: () => closeDatabase(db),
  };
}

/** Whoever saves an asset (the downloader, an import) or its facts, the renderer hears `library:changed`. */
function announceAdditions(store: LibraryStore, bus: EventBus): LibraryStore {
  return {
    ...store,
    addAsset(input) {
      const result = store.addAsset(input);
      bus.emit('library:changed', {
        assetIds: [result.asset.id],
        reason: result.created ? 'added' : 'updated',
      });
      return result;
    },
    applyMusicFacts(task) {
      const changed = store.applyMusicFacts(task);
      if (changed.length > 0) bus.emit('library:changed', { assetIds: changed, reason: 'updated' });
      return changed;
    },
  };
}
