/**
 * Owns the file side of the trash: moving an asset's file to or from `.trash/` after its
 * row has recorded the move, finishing moves a crash cut short, and deleting files for
 * good. The row is always written first (`moving_from`), so a crash between the two steps
 * leaves a move to finish, never an asset whose file nobody can find.
 */
import { mkdir, rename, rmdir, stat, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { TRASH_DAYS } from '../../shared/ipc/library';
import type { FileMove, LibraryStore } from './libraryStore';
import { TRASH_FOLDER } from './libraryStore';
import { joinInside } from './mediaPath';

const DAY_MS = 24 * 60 * 60 * 1000;

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Makes each move and confirms it in the store. A move whose source is gone but whose
 * target is there was already made (confirmed); one with neither stays recorded, to be
 * retried at the next start, and is returned.
 */
export async function applyMoves(
  store: Pick<LibraryStore, 'settleMove'>,
  libraryFolder: string,
  moves: readonly FileMove[],
): Promise<FileMove[]> {
  const unsettled: FileMove[] = [];
  for (const move of moves) {
    const from = joinInside(libraryFolder, move.from);
    const to = joinInside(libraryFolder, move.to);
    if (!from || !to) {
      unsettled.push(move);
      continue;
    }
    try {
      if (await exists(from)) {
        await mkdir(dirname(to), { recursive: true });
        await rename(from, to);
        await removeEmptyTrashFolder(libraryFolder, move.from);
      } else if (!(await exists(to))) {
        unsettled.push(move);
        continue;
      }
      store.settleMove(move.id);
    } catch {
      unsettled.push(move);
    }
  }
  return unsettled;
}

/** Deletes the files of assets whose rows are gone, and their per-asset trash folders. */
export async function deleteFiles(
  libraryFolder: string,
  relativePaths: readonly string[],
): Promise<void> {
  for (const relativePath of relativePaths) {
    const path = joinInside(libraryFolder, relativePath);
    if (!path) continue;
    await unlink(path).catch(() => undefined);
    await removeEmptyTrashFolder(libraryFolder, relativePath);
  }
}

/** `.trash/<id>/` once its file has left (rmdir refuses a folder that is not empty). */
async function removeEmptyTrashFolder(libraryFolder: string, relativePath: string): Promise<void> {
  if (!relativePath.startsWith(`${TRASH_FOLDER}/`)) return;
  const folder = joinInside(libraryFolder, dirname(relativePath));
  if (folder && dirname(relativePath) !== TRASH_FOLDER) await rmdir(folder).catch(() => undefined);
}

/** The moment before which trashed assets have been kept long enough. */
export function trashExpiry(now: number): number {
  return now - TRASH_DAYS * DAY_MS;
}
