/** Elapsed and relative time in words, from ISO timestamps and an explicit "now". */

/** "4 s", "2 m 05 s", "1 h 02 m". */
export function formatDuration(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} m ${String(seconds % 60).padStart(2, '0')} s`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${String(minutes % 60).padStart(2, '0')} m`;
}

/**
 * From creation to finish, or to `now` while still running; a stopped task without a
 * finish time (in doubt, dismissed) stops at its last update. Null when dates are unreadable.
 */
export function elapsedMs(
  task: { createdAt: string; finishedAt: string | null; updatedAt?: string },
  now: number,
  running = true,
): number | null {
  const start = Date.parse(task.createdAt);
  if (Number.isNaN(start)) return null;
  const stoppedAt = task.finishedAt ?? (running ? null : (task.updatedAt ?? null));
  const end = stoppedAt === null ? now : Date.parse(stoppedAt);
  if (Number.isNaN(end)) return null;
  return Math.max(0, end - start);
}

/** "just now", "3 min ago", "2 h ago", "5 days ago". */
export function formatAgo(at: string, now: number): string {
  const then = Date.parse(at);
  if (Number.isNaN(then)) return 'unknown';
  const seconds = Math.round((now - then) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 36) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}
