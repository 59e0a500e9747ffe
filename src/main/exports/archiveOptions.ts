/** What an archive export or import is given: the library, its folder, time, progress, limits. */
import type { ArchiveLimits } from './archiveManifest';
import type { LineagePort } from './archiveLineage';
import type { LibraryQuery } from '../library/libraryQuery';
import type { ImportLibrary, Progress } from './ports';

/** Free bytes on the disk holding `folder`. */
export type FreeSpace = (folder: string) => Promise<number>;

export interface ArchiveOptions {
  library: ImportLibrary;
  libraryFolder: string;
  now: () => number;
  progress?: Progress;
  /** Carries submissions (lineage, status results) along; without it only assets move. */
  lineage?: LineagePort;
  limits?: Partial<ArchiveLimits>;
  /** Only the assets this library query keeps (a collection's: `{ collectionId }`); all by default. */
  only?: Omit<LibraryQuery, 'sort' | 'limit' | 'cursor'>;
  /** Free bytes on the library's disk; statfs by default (tests pass a small disk). */
  freeSpace?: FreeSpace;
}
