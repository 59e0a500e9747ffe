/**
 * Owns the submission journal's state machine — the ONE place that says which state may
 * follow which. `in_doubt` (sent, outcome unknown) never goes back to `submitting`: a
 * replacement is always a new, user-confirmed row (`resubmit`).
 */
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import { stateWords } from './journalWords';
import type { SubmissionState } from '../../shared/ipc/tasks';

export const TRANSITIONS: Readonly<Record<SubmissionState, readonly SubmissionState[]>> = {
  submitting: ['accepted', 'rejected', 'in_doubt'],
  // Reconciled: the task was found (accepted) or is known not to exist (rejected).
  in_doubt: ['accepted', 'rejected', 'dismissed'],
  accepted: [],
  rejected: [],
  dismissed: [],
};

/** States from which the user may explicitly resubmit (a NEW row, linked to this one). */
export const RESUBMITTABLE: readonly SubmissionState[] = ['rejected', 'in_doubt'];

export function canTransition(from: SubmissionState, to: SubmissionState): boolean {
  return TRANSITIONS[from].includes(to);
}

export function assertTransition(id: string, from: SubmissionState, to: SubmissionState): void {
  if (!canTransition(from, to)) {
    throw new AtelierError(
      'conflict',
      t('mainWords.tasks.cannotBecome', { state: stateWords(from), to }),
      { details: { id, from, to } },
    );
  }
}
