/**
 * Owns the full-disk rule of paid work: a submit is refused before anything is written or
 * sent when the disk holding the library has less than MIN_FREE_BYTES free (a paid result
 * that cannot be saved is money lost), and a download that meets a full disk says so on its
 * task and resumes by itself once that much is free again (taskEngine.ts).
 */
import { statfs } from 'node:fs/promises';
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';

/** Room for the journal's rows and a first file; below it the disk counts as full. */
export const MIN_FREE_BYTES = 8 * 1024 * 1024;

/** What a task's details say for an output the full disk stopped (in main's language). */
export const diskFullDownload = (): string => t('mainWords.downloads.diskFull');

/** A download that stopped on a full disk: the engine resumes it once there is room. */
export class DiskFullError extends Error {
  constructor() {
    super(diskFullDownload());
    this.name = 'DiskFullError';
  }
}

/** Whether an error is the file system or SQLite saying there is no room (ENOSPC, a quota, SQLITE_FULL). */
export function isDiskFull(error: unknown): boolean {
  if (error instanceof DiskFullError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL') return true;
  return (
    error instanceof Error &&
    /database or disk is full|no space left on device/i.test(error.message)
  );
}

/** Free bytes for this user on the file system holding `folder`, or null when it cannot be read. */
export async function freeBytes(folder: string): Promise<number | null> {
  try {
    const stats = await statfs(folder);
    return Number(stats.bavail) * Number(stats.bsize);
  } catch {
    return null;
  }
}

/** Whether the library's disk has room for paid work; an unreadable answer does not block (the writes still say so). */
export async function hasRoom(folder: string): Promise<boolean> {
  const free = await freeBytes(folder);
  return free === null || free >= MIN_FREE_BYTES;
}

const megabytes = (bytes: number): string => `${Math.floor(bytes / (1024 * 1024))} MB`;

/** Refuses paid work before the journal's first write and before the POST when the disk is full. */
export async function assertRoomToSubmit(folder: string): Promise<void> {
  const free = await freeBytes(folder);
  if (free === null || free >= MIN_FREE_BYTES) return;
  throw diskFullSubmitError(free);
}

export function diskFullSubmitError(free: number | null): AtelierError {
  return new AtelierError(
    'disk_full',
    t('mainWords.tasks.diskFull', {
      known: free === null ? 'no' : 'yes',
      free: free === null ? '' : megabytes(free),
      needed: megabytes(MIN_FREE_BYTES),
    }),
    {
      details: { freeBytes: free, minFreeBytes: MIN_FREE_BYTES },
    },
  );
}
