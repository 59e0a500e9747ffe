/**
 * Looks an in-doubt submission up without ever sending it again. With a task id we ask the
 * service for its status (found: it becomes accepted; unknown to the service: rejected).
 * Without one — the usual case, the answer was lost — the spec offers no task search, so
 * we report the balance movement since the request and let the user decide.
 */
import { AtelierError } from '../../shared/errors';
import { formatCredits } from '../../shared/format/credits';
import { t } from '../../shared/i18n/activeLanguage';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { NotFoundError } from '../api/errors';
import { toAtelierError } from '../api/toAtelierError';
import type { ApiPort, JournalEntry, JournalPort } from './ports';
import { toView } from './submissionView';

export type ReconcileOutcome =
  | { kind: 'accepted'; entry: JournalEntry; view: SubmissionView }
  | { kind: 'unresolved'; view: SubmissionView };

export interface ReconcilePorts {
  api: Pick<ApiPort, 'status' | 'balance'>;
  journal: Pick<JournalPort, 'accept' | 'reject'>;
  /** Balance read just before the request (null when unknown, e.g. after a restart). */
  balanceBefore: number | null;
}

export async function reconcileInDoubt(
  entry: JournalEntry,
  ports: ReconcilePorts,
): Promise<ReconcileOutcome> {
  if (entry.taskId !== null) {
    try {
      const status = await ports.api.status(entry.taskId);
      const accepted = ports.journal.accept(entry.id, {
        taskId: entry.taskId,
        creditsDeducted:
          typeof status.credits_deducted === 'number' ? status.credits_deducted : null,
      });
      return { kind: 'accepted', entry: accepted, view: toView(accepted) };
    } catch (error) {
      if (error instanceof NotFoundError) {
        const rejected = ports.journal.reject(entry.id, toAtelierError(error).toJSON());
        return { kind: 'unresolved', view: toView(rejected) };
      }
      throw toAtelierError(error);
    }
  }
  let balanceNow: number | null = null;
  try {
    balanceNow = await ports.api.balance();
  } catch {
    balanceNow = null;
  }
  const estimate = entry.creditsEstimated;
  const movedBy =
    balanceNow !== null && ports.balanceBefore !== null ? ports.balanceBefore - balanceNow : null;
  const credits = (value: number | null): string => (value === null ? '' : formatCredits(value));
  const facts: string[] = [t('mainWords.reconcile.noTaskId')];
  if (movedBy === null)
    facts.push(
      balanceNow === null
        ? t('mainWords.reconcile.noBalance')
        : t('mainWords.reconcile.unknownBefore', { balance: credits(balanceNow) }),
    );
  else if (movedBy === 0)
    facts.push(t('mainWords.reconcile.unchanged', { balance: credits(balanceNow) }));
  else {
    facts.push(
      t('mainWords.reconcile.fell', { moved: credits(movedBy), balance: credits(balanceNow) }),
    );
    if (estimate !== null)
      facts.push(
        movedBy >= estimate
          ? t('mainWords.reconcile.covers', { estimate: credits(estimate) })
          : t('mainWords.reconcile.estimated', { estimate: credits(estimate) }),
      );
  }
  facts.push(t('mainWords.reconcile.billTwice'));
  const error = new AtelierError('in_doubt', facts.join(' '), {
    details: { balanceBefore: ports.balanceBefore, balanceNow, movedBy, estimate },
  });
  return { kind: 'unresolved', view: { ...toView(entry), error: error.toJSON() } };
}
