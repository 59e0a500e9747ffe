/** Journal states: `in_doubt` = sent, outcome unknown; never resubmitted automatically. */
export const SUBMISSION_STATES = [
  'submitting',
  'accepted',
  'rejected',
  'in_doubt',
  'dismissed',
] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];
