/**
 * The portable library archive: one zip with `manifest.json` (archiveManifest.ts) and the
 * media files, written by archiveExport.ts and read back, without duplicates, by
 * archiveImport.ts, both given ArchiveOptions (archiveOptions.ts). The one door to them.
 */
export type { ArchiveOptions } from './archiveOptions';
export { exportArchive } from './archiveExport';
export { importArchive, type ImportOutcome } from './archiveImport';
