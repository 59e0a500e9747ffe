/**
 * The portable library archive: one zip with `manifest.json` (archiveManifest.ts) and the
 * media files, written by archiveExport.ts and read back, without duplicates, by
 * archiveImport.ts. This file holds what both share.
 */
import type { ArchiveLimits } from './archiveManifest';
import type { LineagePort } from './archiveLineage';
import type { FreeSpace } from './archiveImport';
import type { ImportLibrary, Progress } from './ports';

export interface ArchiveOptions {
  library: ImportLibrary;
  libraryFolder: string;
  now: () => number;
  progress?: Progress;
  /** Carries submissions (lineage, status results) along; without it only assets move. */
  lineage?: LineagePort;
  limits?: Partial<ArchiveLimits>;
  /** Free bytes on the library's disk; statfs by default (tests pass a small disk). */
  freeSpace?: FreeSpace;
}

export { exportArchive } from './archiveExport';
export { importArchive, type ImportOutcome } from './archiveImport';
