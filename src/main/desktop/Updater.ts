/**
 * The updater port: what the update service needs from the platform's self-updater.
 * electronUpdater.ts implements it with electron-updater in the app; the web preview and
 * Node tests have none (or a test's own). Promise-shaped, so every failure reaches the
 * service as a rejection it can put in the user's words.
 */
import type { UpdateChannel } from '../../shared/ipc/updates';

export type UpdateCheck =
  /** This copy cannot update itself (not packaged, or an install kind without an updater). */
  | { kind: 'inactive' }
  | { kind: 'none'; latestVersion: string }
  | { kind: 'available'; version: string };

export interface DownloadProgress {
  percent: number;
  transferredBytes: number;
  totalBytes: number;
  bytesPerSecond: number;
}

/** An updater failure: electron-updater's `code` (ERR_CHECKSUM_MISMATCH…) when it has one. */
export interface UpdaterFailure {
  code: string | null;
  message: string;
}

export interface Updater {
  check(channel: UpdateChannel): Promise<UpdateCheck>;
  /** Downloads the update the last check found, into the updater's cache, verified by its sha512. */
  download(onProgress: (progress: DownloadProgress) => void): Promise<void>;
  /** Quits, installs the downloaded update and starts the new version. */
  quitAndInstall(): Promise<void>;
}

export function updaterFailure(error: unknown): UpdaterFailure {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return { code: typeof code === 'string' ? code : null, message: error.message };
  }
  return { code: null, message: String(error) };
}
