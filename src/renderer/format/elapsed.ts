/** Elapsed and relative time in words, from ISO timestamps and an explicit "now", in the chosen language. */
import { t } from '../../shared/i18n/activeLanguage';

/** "4 s", "2 m 05 s", "1 h 02 m". */
export function formatDuration(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  if (seconds < 60) return t('format.elapsed.seconds', { seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60)
    return t('format.elapsed.minutes', { minutes, seconds: String(seconds % 60).padStart(2, '0') });
  const hours = Math.floor(minutes / 60);
  return t('format.elapsed.hours', { hours, minutes: String(minutes % 60).padStart(2, '0') });
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
  if (Number.isNaN(then)) return t('format.ago.unknown');
  const seconds = Math.round((now - then) / 1000);
  if (seconds < 45) return t('format.ago.justNow');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('format.ago.minutes', { minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 36) return t('format.ago.hours', { hours });
  return t('format.ago.days', { days: Math.round(hours / 24) });
}
