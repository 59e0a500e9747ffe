/**
 * Looks an in-doubt submission up without ever sending it again. With a task id we ask the
 * service for its status (found: it becomes accepted; unknown to the service: rejected).
 * Without one — the usual case, the answer was lost — the spec offers no task search, so
 * we report the balance movement since the request and let the user decide.
 */
import { AtelierError } from '../../shared/errors';
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
  const facts: string[] = [
    'The service returned no task id for this request, and it offers no way to search for one.',
  ];
  if (movedBy === null)
    facts.push(
      balanceNow === null
        ? 'The balance could not be read.'
        : `The balance is now ${balanceNow} credits; the balance before the request is not known.`,
    );
  else if (movedBy === 0)
    facts.push(
      `The balance has not moved since the request (${balanceNow} credits): it most likely did not create a task.`,
    );
  else {
    facts.push(`The balance fell by ${movedBy} credits since the request (now ${balanceNow}).`);
    if (estimate !== null)
      facts.push(
        movedBy >= estimate
          ? `That covers this request's ${estimate} credits: it most likely created a task (other tasks may also have been charged).`
          : `This request was estimated at ${estimate} credits.`,
      );
  }
  facts.push('Resubmitting may bill twice; dismiss it if you believe it went through.');
  const error = new AtelierError('in_doubt', facts.join(' '), {
    details: { balanceBefore: ports.balanceBefore, balanceNow, movedBy, estimate },
  });
  return { kind: 'unresolved', view: { ...toView(entry), error: error.toJSON() } };
}
