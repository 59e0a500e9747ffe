/** Trims a journal entry to the contract's SubmissionView (events stay small: no status result). */
import type { SubmissionView } from '../../shared/ipc/tasks';

export function toView(entry: SubmissionView): SubmissionView {
  return {
    id: entry.id,
    profileId: entry.profileId,
    target: entry.target,
    kind: entry.kind,
    state: entry.state,
    body: entry.body,
    summary: entry.summary,
    taskId: entry.taskId,
    status: entry.status,
    creditsEstimated: entry.creditsEstimated,
    creditsDeducted: entry.creditsDeducted,
    refunded: entry.refunded,
    error: entry.error,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
    finishedAt: entry.finishedAt,
    downloads: entry.downloads,
    ...(entry.variation ? { variation: entry.variation } : {}),
  };
}
