/**
 * Owns "never pay twice for a result Atelier already holds": for actions whose result depends
 * only on the source track (and a few of their own fields), a finished task of the same action
 * on the same track (task id and track index) in the journal IS the result. Preflight reports
 * it; a submit of such a request is refused unless the user chose "Buy again anyway".
 *
 * Reusable actions and what else must match:
 *   stems-all       nothing else: every format holds the same stems (the format is reported)
 *   stems           stem_type (default lead_vocal, case ignored)
 *   midi, bpm, aligned-lyrics   nothing else
 */
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import type { ReusableResult } from '../../shared/ipc/tasks';
import type { Target } from '../../shared/ipc/targets';
import type { JournalEntry, JournalPort } from './ports';

export const REUSABLE_ACTIONS: readonly string[] = [
  'stems-all',
  'stems',
  'midi',
  'bpm',
  'aligned-lyrics',
];

const stemType = (body: Record<string, unknown>): string =>
  typeof body['stem_type'] === 'string' ? body['stem_type'].toLowerCase() : 'lead_vocal';

/** The fields beyond the source that must agree for a finished task to be the same result. */
function sameResult(
  action: string,
  wanted: Record<string, unknown>,
  held: Record<string, unknown>,
): boolean {
  return action === 'stems' ? stemType(wanted) === stemType(held) : true;
}

function trackIndex(value: unknown): number | null {
  if (value === undefined) return 1;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null;
}

/** The finished task that already holds what this request would buy, or null. */
export function findReusable(
  journal: Pick<JournalPort, 'succeededFrom'>,
  profileId: string,
  target: Target,
  body: Record<string, unknown>,
): ReusableResult | null {
  const action = 'action' in target ? target.action : null;
  if (!action || !REUSABLE_ACTIONS.includes(action) || !journal.succeededFrom) return null;
  const taskId = body['task_id'];
  const audioIndex = trackIndex(body['audio_index']);
  if (typeof taskId !== 'string' || audioIndex === null) return null;
  const held: JournalEntry | undefined = journal
    .succeededFrom(profileId, action, taskId, audioIndex)
    .find((entry) => sameResult(action, body, entry.body));
  if (!held?.taskId) return null;
  const format =
    typeof held.body['audio_format'] === 'string' ? held.body['audio_format'].toUpperCase() : null;
  return {
    submissionId: held.id,
    taskId: held.taskId,
    action,
    finishedAt: held.finishedAt,
    format,
  };
}

/** The refusal of a submit that would buy a result the journal already holds. */
export function alreadyHeld(reusable: ReusableResult, what: string): AtelierError {
  return new AtelierError('conflict', t('mainWords.tasks.alreadyHeld', { what }), {
    details: { reusable },
  });
}
