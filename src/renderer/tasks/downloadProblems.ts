/**
 * Owns reading why a finished task's files were not all saved, as main notes it on the task
 * (journal.noteDownloadFailures: error.details.downloadFailures): one line per output, in words.
 */
import { t } from '../../shared/i18n/activeLanguage';
import type { SubmissionDetail } from '../../shared/ipc/tasks';

export function downloadProblems(detail: Pick<SubmissionDetail, 'state' | 'error'>): string[] {
  if (detail.state !== 'accepted') return [];
  const listed = detail.error?.details?.['downloadFailures'];
  if (!Array.isArray(listed)) return [];
  const lines = listed.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { output, reason } = item as { output?: unknown; reason?: unknown };
    if (typeof reason !== 'string') return [];
    return [output === 'listed' || typeof output !== 'string' ? reason : `${output}: ${reason}`];
  });
  const total = detail.error?.details?.['downloadFailureCount'];
  const more = typeof total === 'number' && total > lines.length ? total - lines.length : 0;
  return more > 0 ? [...lines, t('tasks.downloads.more', { count: more })] : lines;
}
