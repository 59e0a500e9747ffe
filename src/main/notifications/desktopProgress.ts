/**
 * The dock/taskbar progress bar, as a pure function of what runs. A job the service is still
 * working on has no measurable share done, so while one runs the bar moves without a share
 * (indeterminate). Once every running job is downloading its files, the bar shows the share
 * of those files saved (or given up on). Nothing running: no bar.
 */
import type { TaskbarProgress } from '../desktop/Desktop';

export interface DownloadCounts {
  done: number;
  total: number;
  failed: number;
}

export interface JobsNow {
  /** Jobs not finished, those downloading their files included (the journal's `running`). */
  running: number;
  /** The file counts of submissions whose downloads are under way. */
  downloads: Iterable<DownloadCounts>;
}

const settled = (counts: DownloadCounts): number => counts.done + counts.failed;

export function taskbarProgress(jobs: JobsNow): TaskbarProgress {
  const downloading = [...jobs.downloads].filter((counts) => settled(counts) < counts.total);
  if (jobs.running === 0 && downloading.length === 0) return null;
  if (downloading.length === 0 || jobs.running > downloading.length) return 'indeterminate';
  const total = downloading.reduce((sum, counts) => sum + counts.total, 0);
  return downloading.reduce((sum, counts) => sum + settled(counts), 0) / total;
}

/**
 * The value for Electron's `BrowserWindow.setProgressBar`: "Remove progress bar when
 * progress < 0; Change to indeterminate mode when progress > 1" (Electron 45 docs).
 */
export function progressBarValue(progress: TaskbarProgress): number {
  if (progress === null) return -1;
  if (progress === 'indeterminate') return 2;
  return Math.min(1, Math.max(0, progress));
}
