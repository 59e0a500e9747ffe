// Owns the human name of each task status the service reports (PENDING → "Pending",
// German "Ausstehend"), in the active language: the catalogs' `status.*` words the Tasks
// drawer already speaks, so a status reads the same everywhere.
import type { MessageKey } from '../i18n/translator';
import { translatedRecord } from '../i18n/translatedRecord';
import { TASK_STATUSES, type TaskStatus } from './envelopes';

const STATUS_KEYS: Readonly<Record<TaskStatus, MessageKey>> = {
  PENDING: 'status.pending',
  QUEUED: 'status.queued',
  PROCESSING: 'status.processing',
  REVIEW_REQUIRED: 'status.review',
  SUCCEEDED: 'status.succeeded',
  FAILED: 'status.failed',
};

export const STATUS_NAMES: Readonly<Record<TaskStatus, string>> = translatedRecord(
  TASK_STATUSES,
  (status) => STATUS_KEYS[status],
);

const isTaskStatus = (value: string): value is TaskStatus =>
  (TASK_STATUSES as readonly string[]).includes(value);

/** A status's name; one the spec does not list (the live service may add some) in plain words ("ON_HOLD" → "On hold"). */
export function statusName(status: string): string {
  if (isTaskStatus(status)) return STATUS_NAMES[status];
  const words = status.toLowerCase().replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
