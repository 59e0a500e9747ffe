/**
 * How one submission reads in the UI: its badge (label + color), whether it is still
 * running, and a plain-words explanation for the states users ask about.
 */
import { t } from '../../shared/i18n/activeLanguage';
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
  /** Sent with an unknown outcome (the label is in the user's language, so it is not compared). */
  inDoubt?: true;
}

export function presentTask(
  task: Pick<SubmissionView, 'state' | 'status' | 'refunded'> & {
    downloads?: SubmissionView['downloads'];
  },
): TaskPresentation {
  const base = { running: false, finished: false, failed: false, explanation: null };
  switch (task.state) {
    case 'submitting':
      return { ...base, label: t('status.sending'), color: 'blue', running: true };
    case 'in_doubt':
      return {
        ...base,
        label: t('status.inDoubt'),
        color: 'orange',
        explanation: t('status.inDoubt.explanation'),
        inDoubt: true,
      };
    case 'rejected':
      return {
        ...base,
        label: t('status.refused'),
        color: 'red',
        failed: true,
        explanation: t('status.refused.explanation'),
      };
    case 'dismissed':
      return { ...base, label: t('status.dismissed'), color: 'gray' };
    case 'accepted':
      // Done at the service, but its files are still coming: running until they are saved.
      if (
        task.status === 'SUCCEEDED' &&
        task.downloads &&
        task.downloads.done + task.downloads.failed < task.downloads.total
      ) {
        return { ...base, label: t('status.savingFiles'), color: 'blue', running: true };
      }
      return presentStatus(task.status, task.refunded);
  }
}

function presentStatus(status: string | null, refunded: boolean): TaskPresentation {
  const base = { running: false, finished: false, failed: false, explanation: null };
  if (status === null)
    return { ...base, label: t('status.accepted'), color: 'blue', running: true };
  if (status === 'SUCCEEDED')
    return { ...base, label: t('status.succeeded'), color: 'green', finished: true };
  if (status === 'FAILED') {
    return {
      ...base,
      label: t('status.failed'),
      color: 'red',
      failed: true,
      explanation: refunded ? t('status.failed.refunded') : t('status.failed.explanation'),
    };
  }
  if (status === 'REVIEW_REQUIRED')
    return {
      ...base,
      label: t('status.review'),
      color: 'violet',
      running: true,
      explanation: t('status.review.explanation'),
    };
  const known = STATUS_LABELS[status];
  // A status the service added since: its own word, as the API spells it, is all there is.
  const label = known ? t(known) : titleCase(status);
  // Unknown statuses are not final: the service may add states; keep watching.
  return {
    ...base,
    label,
    color: status === 'PENDING' || status === 'QUEUED' ? 'gray' : 'blue',
    running: !isFinalStatus(status),
  };
}

const STATUS_LABELS: Readonly<
  Record<string, 'status.pending' | 'status.queued' | 'status.processing'>
> = { PENDING: 'status.pending', QUEUED: 'status.queued', PROCESSING: 'status.processing' };

function titleCase(value: string): string {
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A heading for a task where the catalog's model names are not at hand: "image-a", "Extend". */
export function taskTitle(
  task: Pick<SubmissionView, 'target'>,
  modelNames: Readonly<Record<string, string>> = {},
): string {
  return targetName(task.target, modelNames);
}

/** Credits to show: what was deducted, else the estimate (marked). */
export function taskCredits(task: Pick<SubmissionView, 'creditsDeducted' | 'creditsEstimated'>): {
  credits: number | null;
  estimated: boolean;
} {
  if (task.creditsDeducted !== null) return { credits: task.creditsDeducted, estimated: false };
  return { credits: task.creditsEstimated, estimated: task.creditsEstimated !== null };
}

/** Finished/failed transitions worth a notification, comparing the previous view. */
export function notableTransition(
  previous: TaskPresentation | undefined,
  next: TaskPresentation,
): 'finished' | 'failed' | 'in_doubt' | null {
  if (next.finished && !previous?.finished) return 'finished';
  if (next.failed && !previous?.failed) return 'failed';
  if (next.inDoubt && !previous?.inDoubt) return 'in_doubt';
  return null;
}

/** "Variation 2 of 3" for one of the submissions of a "Variations ×N" submit; null otherwise. */
export function variationLabel(task: Pick<SubmissionView, 'variation'>): string | null {
  return task.variation
    ? t('status.variation', { index: task.variation.index, count: task.variation.count })
    : null;
}
