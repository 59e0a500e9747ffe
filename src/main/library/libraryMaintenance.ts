/**
 * Owns start-up upkeep of the library folder: leftover `*.partial` temp files from
 * interrupted downloads are deleted (never an asset: assets are recorded only after the
 * rename), and assets whose file has gone missing are listed so the downloader can fetch
 * them again while the service still has them.
 */
import { lstat, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { LibraryStore } from './libraryStore';
import { joinInside } from './mediaPath';

export const PARTIAL_SUFFIX = '.partial';

/**
 * Deletes `*.partial` files under the folder (symlinks are not followed) last written before
 * `writtenBefore` (ms since the epoch: a partial being written now is newer). Returns their paths.
 */
export async function removePartialFiles(
  libraryFolder: string,
  writtenBefore = Number.POSITIVE_INFINITY,
): Promise<string[]> {
  const removed: string[] = [];
  async function walk(folder: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && entry.name.endsWith(PARTIAL_SUFFIX)) {
        const written = await lstat(path).then(
          (info) => info.mtimeMs,
          () => Number.POSITIVE_INFINITY,
        );
        if (written < writtenBefore)
          await unlink(path).then(
            () => removed.push(path),
            () => undefined,
          );
      }
    }
  }
  await walk(libraryFolder);
  return removed;
}

export interface MissingFile {
  id: string;
  submissionId: string;
  outputKey: string;
  relativePath: string;
}

/** Assets whose file is absent (or whose stored path is unsafe). */
export async function missingFiles(
  store: Pick<LibraryStore, 'filesPage'>,
  libraryFolder: string,
): Promise<MissingFile[]> {
  const missing: MissingFile[] = [];
  for await (const file of eachMissingFile(store, libraryFolder)) missing.push(file);
  return missing;
}

/**
 * Each asset whose file is absent, found a page of rows at a time with `batch` checks in flight
 * (fs.promises: the event loop keeps turning between them, so start-up and the window go on while a
 * million files are looked at). A page is read only when the previous one has been checked, and
 * none once `stopped` says so (the app is closing the database).
 */
export async function* eachMissingFile(
  store: Pick<LibraryStore, 'filesPage'>,
  libraryFolder: string,
  options: { stopped?: () => boolean; page?: number; batch?: number } = {},
): AsyncGenerator<MissingFile> {
  const { page = 512, batch = 64 } = options;
  for (let afterSeq = 0; !options.stopped?.();) {
    const files = store.filesPage(afterSeq, page);
    if (files.length === 0) return;
    afterSeq = files.at(-1)!.seq;
    for (let offset = 0; offset < files.length; offset += batch) {
      if (options.stopped?.()) return;
      const slice = files.slice(offset, offset + batch);
      const present = await Promise.all(
        slice.map((file) => isFileInside(libraryFolder, file.relativePath)),
      );
      for (const [index, { seq: _seq, ...file }] of slice.entries())
        if (!present[index]) yield file;
    }
  }
}

async function isFileInside(libraryFolder: string, relativePath: string): Promise<boolean> {
  const path = joinInside(libraryFolder, relativePath);
  if (!path) return false;
  try {
    return (await lstat(path)).isFile();
  } catch {
    return false;
  }
}
