/**
 * Owns the words of a download run's failures: each output's reason (the downloader's error
 * message, which names the rule: "refused URL: 10.0.0.7 is a private address", "the bytes are
 * not an image file"), the first few kept in full and the rest counted, so a task that lists
 * thousands of bad files still writes one short note.
 */
import type { DownloadFailure } from '../store/journal';
import { DiskFullError } from './diskSpace';

export const MAX_KEPT_FAILURES = 20;

/** "image-3" -> "Image 3", "track-12" -> "Track 12": our keys as the task's details name them. */
export function outputName(key: string): string {
  if (key === 'listed') return key;
  const words = key.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function collectFailures(): {
  kept: DownloadFailure[];
  total: number;
  diskFull: boolean;
  add(outputKey: string, error: unknown): void;
} {
  const collected = {
    kept: [] as DownloadFailure[],
    total: 0,
    /** An output stopped on a full disk: the run is resumed once there is room (taskEngine.ts). */
    diskFull: false,
    add(outputKey: string, error: unknown) {
      collected.total += 1;
      if (error instanceof DiskFullError) collected.diskFull = true;
      if (collected.kept.length >= MAX_KEPT_FAILURES) return;
      const reason = error instanceof Error && error.message ? error.message : 'could not be saved';
      collected.kept.push({ output: outputName(outputKey), reason });
    },
  };
  return collected;
}
