/**
 * Owns "never overwrite": an export is written to a hidden temp file in the target folder
 * and then published under a name nobody holds. `link` fails when the name exists, which
 * closes the gap between checking and renaming; on file systems without hard links (FAT,
 * exFAT, some network shares) the check-then-rename fallback is used.
 */
import { randomBytes } from 'node:crypto';
import { link, lstat, readdir, rename, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { NameAllocator } from './exportNames';

const exists = async (path: string): Promise<boolean> =>
  lstat(path).then(
    () => true,
    () => false,
  );
const codeOf = (error: unknown): string | undefined =>
  (error as NodeJS.ErrnoException | null)?.code;

/** Moves `temporary` to `target`; throws an EEXIST error instead of replacing a file. */
export async function publishExclusive(temporary: string, target: string): Promise<void> {
  try {
    await link(temporary, target);
  } catch (error) {
    if (codeOf(error) === 'EEXIST') throw error;
    if (await exists(target))
      throw Object.assign(new Error(`${target} exists`), { code: 'EEXIST' });
    await rename(temporary, target);
    return;
  }
  await unlink(temporary);
}

export const temporaryPath = (folder: string): string =>
  join(folder, `.atelier-export-${randomBytes(6).toString('hex')}.partial`);

/** An allocator seeded with what the folder already holds. */
export async function allocatorFor(folder: string): Promise<NameAllocator> {
  const names = await readdir(folder).catch(() => [] as string[]);
  return new NameAllocator(names);
}

/**
 * Writes a file through `produce(temporaryPath)` and publishes it in `folder` under the
 * first free name `names` hands out for `desired`. Returns the final absolute path.
 */
export async function writeUnique(
  folder: string,
  names: NameAllocator,
  desired: string,
  produce: (temporary: string) => Promise<void>,
): Promise<string> {
  const temporary = temporaryPath(folder);
  try {
    await produce(temporary);
    for (let attempt = 0; attempt < 1000; attempt += 1) {
      const target = join(folder, names.allocate(desired));
      try {
        await publishExclusive(temporary, target);
        return target;
      } catch (error) {
        // Someone else created that name meanwhile: the allocator has it now; try the next.
        if (codeOf(error) !== 'EEXIST') throw error;
      }
    }
    throw new Error(`No free name for ${desired}.`);
  } finally {
    await rm(temporary, { force: true });
  }
}
