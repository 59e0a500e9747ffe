/**
 * Builds the `exports` and `media` domains from the library context, the preferences
 * and the Desktop port (one call from services.ts). Lineage travels through archives via
 * the submission journal (archiveLineage.ts); drag icons and peaks live under the data
 * directory.
 */
import { join } from 'node:path';
import type { Handlers } from '../../shared/ipc/types';
import type { Desktop } from '../desktop/Desktop';
import type { EventBus } from '../ipc/eventBus';
import type { CollectionStore } from '../library/collectionStore';
import type { LibraryStore } from '../library/libraryStore';
import type { Journal } from '../store/journal';
import { createMediaService } from '../media/mediaService';
import type { SqliteDatabase } from '../store/database';
import { journalLineage, type JournalForLineage } from './archiveLineage';
import { createExportService } from './exportService';
import type { ExportPreferences } from './ports';
import { copyWithRecipe, type RecipeSources } from './recipe/recipeOf';
import { createRecipeService } from './recipe/recipeService';

export interface OpenExportsOptions {
  dataDirectory: string;
  desktop: Desktop;
  bus: EventBus;
  library: LibraryStore;
  journal: JournalForLineage & Pick<Journal, 'succeededFrom'>;
  /** A collection's archive and DAW packs are named after it. */
  collections?: Pick<CollectionStore, 'get'>;
  db: SqliteDatabase;
  libraryFolder: string;
  preferences: ExportPreferences;
  now?: () => number;
  /** Names and version for the recipe written into exported files (recipe/recipeOf.ts). */
  recipe: Omit<RecipeSources, 'journal'>;
}

export interface ExportsContext {
  exports: Handlers['exports'];
  media: Handlers['media'];
  recipe: Handlers['recipe'];
  close(): void;
}

export function openExports(options: OpenExportsOptions): ExportsContext {
  const media = createMediaService({
    library: options.library,
    peaksFolder: join(options.dataDirectory, 'peaks'),
    bus: options.bus,
  });
  const exports = createExportService({
    library: options.library,
    libraryFolder: options.libraryFolder,
    desktop: options.desktop,
    bus: options.bus,
    preferences: options.preferences,
    journal: options.journal,
    ...(options.collections ? { collections: options.collections } : {}),
    iconFolder: join(options.dataDirectory, 'drag-icons'),
    dragFolder: join(options.dataDirectory, 'drag-out'),
    archive: { lineage: journalLineage(options.journal, (work) => options.db.transaction(work)()) },
    now: options.now ?? (() => Date.now()),
    copyOut: (asset, source, target) =>
      copyWithRecipe(asset, source, target, { ...options.recipe, journal: options.journal }),
  });
  const recipe = createRecipeService({
    ...options.recipe,
    library: options.library,
    journal: options.journal,
    desktop: options.desktop,
  });
  return { exports, media: media.handlers, recipe, close: media.close };
}
