/**
 * How one submission reads in the UI: its badge (label + color), whether it is still
 * running, and a plain-words explanation for the states users ask about.
 */
import { isFinalStatus } from '../../shared/service/envelopes';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { targetName } from '../catalog/targetName';

export type Tone = 'gray' | 'blue' | 'yellow' | 'green' | 'red' | 'orange' | 'violet';

export interface TaskPresentation {
  label: string;
  color: Tone;
  /** Still moving: the elapsed clock ticks and polling continues. */
  running: boolean;
  finished: boolean;
  failed: boolean;
  explanation: string | null;
}

export const IN_DOUBT_EXPLANATION =
  'Atelier sent this request but never heard back; it may or may not have been charged. ' +
  'Reconcile asks the service what happened. Dismiss hides it. Resubmit sends it again and may charge you twice.';

export const REVIEW_EXPLANATION = 'The service is reviewing this job; Atelier keeps checking.';

export function presentTask(task: Pick<SubmissionView, 'state' | 'status' | 'refunded'> & { downloads?: SubmissionView['downloads'] }): TaskPresentation {
  const base = { running: false, finished: false, failed: false, explanation: null };
  switch (task.state) {
    case 'submitting':
      return { ...base, label: 'Sending', color: 'blue', running: true };
    case 'in_doubt':
      return { ...base, label: 'In doubt', color: 'orange', explanation: IN_DOUBT_EXPLANATION };
    case 'rejected':
      return { ...base, label: 'Refused', color: 'red', failed: true, explanation: 'The service refused this request before it started; nothing was charged.' };
    case 'dismissed':
      return { ...base, label: 'Dismissed', color: 'gray' };
    case 'accepted':
      // Done at the service, but its files are still coming: running until they are saved.
      if (task.status === 'SUCCEEDED' && task.downloads && task.downloads.done + task.downloads.failed < task.downloads.total) {
        return { ...base, label: 'Saving files', color: 'blue', running: true };
      }
      return presentStatus(task.status, task.refunded);
  }
}

function presentStatus(status: string | null, refunded: boolean): TaskPresentation {
  const base = { running: false, finished: false, failed: false, explanation: null };
  if (status === null) return { ...base, label: 'Accepted', color: 'blue', running: true };
  if (status === 'SUCCEEDED') return { ...base, label: 'Succeeded', color: 'green', finished: true };
  if (status === 'FAILED') {
    return {
      ...base,
      label: 'Failed',
      color: 'red',
      failed: true,
      explanation: refunded ? 'The job failed and its credits were refunded.' : 'The job failed.',
    };
  }
  if (status === 'REVIEW_REQUIRED') return { ...base, label: 'Under review', color: 'violet', running: true, explanation: REVIEW_EXPLANATION };
  const label = STATUS_LABELS[status] ?? titleCase(status);
  // Unknown statuses are not final: the service may add states; keep watching.
  return { ...base, label, color: status === 'PENDING' || status === 'QUEUED' ? 'gray' : 'blue', running: !isFinalStatus(status) };
}

const STATUS_LABELS: Record<string, string> = { PENDING: 'Pending', QUEUED: 'Queued', PROCESSING: 'Processing' };

function titleCase(value: string): string {
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A heading for a task where the catalog's model names are not at hand: "image-a", "Extend". */
export function taskTitle(task: Pick<SubmissionView, 'target'>, modelNames: Readonly<Record<string, string>> = {}): string {
  return targetName(task.target, modelNames);
}

/** Credits to show: what was deducted, else the estimate (marked). */
export function taskCredits(task: Pick<SubmissionView, 'creditsDeducted' | 'creditsEstimated'>): { credits: number | null; estimated: boolean } {
  if (task.creditsDeducted !== null) return { credits: task.creditsDeducted, estimated: false };
  return { credits: task.creditsEstimated, estimated: task.creditsEstimated !== null };
}

/** Finished/failed transitions worth a notification, comparing the previous view. */
export function notableTransition(previous: TaskPresentation | undefined, next: TaskPresentation): 'finished' | 'failed' | 'in_doubt' | null {
  if (next.finished && !previous?.finished) return 'finished';
  if (next.failed && !previous?.failed) return 'failed';
  if (next.label === 'In doubt' && previous?.label !== 'In doubt') return 'in_doubt';
  return null;
}

/** "Variation 2 of 3" for one of the submissions of a "Variations ×N" submit; null otherwise. */
export function variationLabel(task: Pick<SubmissionView, 'variation'>): string | null {
  return task.variation ? `Variation ${task.variation.index} of ${task.variation.count}` : null;
}
