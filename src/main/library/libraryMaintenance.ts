/**
 * Owns start-up upkeep of the library folder: leftover `*.partial` temp files from
 * interrupted downloads are deleted (never an asset: assets are recorded only after the
 * rename), and assets whose file has gone missing are listed so the downloader can fetch
 * them again while the service still has them.
 */
import { access, lstat, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { LibraryStore } from './libraryStore';
import { joinInside } from './mediaPath';

export const PARTIAL_SUFFIX = '.partial';

/** Deletes `*.partial` files under the folder (symlinks are not followed). Returns their paths. */
export async function removePartialFiles(libraryFolder: string): Promise<string[]> {
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
        await unlink(path).then(() => removed.push(path), () => undefined);
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

/** Assets whose file is absent (or whose stored path is unsafe). Checks in small batches. */
export async function missingFiles(store: LibraryStore, libraryFolder: string, batch = 64): Promise<MissingFile[]> {
  const files = store.files();
  const missing: MissingFile[] = [];
  for (let offset = 0; offset < files.length; offset += batch) {
    const slice = files.slice(offset, offset + batch);
    const present = await Promise.all(
      slice.map(async (file) => {
        const path = joinInside(libraryFolder, file.relativePath);
        if (!path) return false;
        try {
          await access(path);
          return (await lstat(path)).isFile();
        } catch {
          return false;
        }
      }),
    );
    slice.forEach((file, index) => {
      if (!present[index]) missing.push(file);
    });
  }
  return missing;
}
