/**
 * The `tasks` IPC domain: preflight, the paid submit through the journal (row written
 * BEFORE the POST, never retried when the outcome is unknown), the task list, and the
 * user's handling of in-doubt submissions (reconcile, dismiss, confirmed resubmit).
 */
import { AtelierError } from '../../shared/errors';
import type { PreflightResult, SubmissionView } from '../../shared/ipc/tasks';
import type { Target } from '../../shared/ipc/targets';
import type { Handlers } from '../../shared/ipc/types';
import { isModelKey, modelKind, type ModelKind } from '../../shared/service';
import { toAtelierError } from '../api/toAtelierError';
import { preflight, type PreflightPorts } from './preflight';
import { sourcesOfBody, summaryOfBody } from '../store/lineage';
import type { AccountPort, ApiPort, CatalogPort, JournalEntry, JournalPort, LibraryPort } from './ports';
import { reconcileInDoubt } from './reconcile';
import { sourceTrackTitle } from './sourceTrackTitle';
import { toView } from './submissionView';
import type { TaskEngine } from './taskEngine';

export interface TasksServiceOptions {
  journal: JournalPort;
  account: AccountPort;
  catalog: CatalogPort;
  engine: Pick<TaskEngine, 'track' | 'emitChanged'>;
  /** Names submissions of actions on a track after that track (see sourceTrackTitle.ts). */
  library?: Pick<LibraryPort, 'bySubmission'>;
}

function kindOf(target: Target): ModelKind {
  if ('action' in target) return 'music';
  if (!isModelKey(target.model)) throw new AtelierError('invalid_input', `Unknown model '${target.model}'.`, { field: 'model' });
  return modelKind(target.model);
}

/** Refuses what must not be sent: invalid input, a price above what was confirmed, a known shortfall. */
function assertSendable(result: PreflightResult, confirmedCredits: number | null): number | null {
  const first = result.issues[0];
  if (first) throw new AtelierError('invalid_input', first.message, { field: first.field, details: { issues: result.issues } });
  const credits = result.estimate.kind === 'known' ? result.estimate.credits : null;
  if (credits !== null && confirmedCredits !== null && credits > confirmedCredits) {
    throw new AtelierError('conflict', `This request now costs ${credits} credits, more than the ${confirmedCredits} you confirmed. Review the price and confirm again.`, {
      details: { estimate: credits, confirmedCredits },
    });
  }
  if (result.shortfall !== null) {
    throw new AtelierError('insufficient_credits', `This request needs ${credits} credits; the balance is ${result.balance}.`, {
      details: { shortfall: result.shortfall, estimate: credits, balance: result.balance },
    });
  }
  return credits;
}

export function createTasksService(options: TasksServiceOptions): Handlers['tasks'] {
  const { journal, account, engine } = options;
  /** Balance read at preflight, per submission: in-doubt reconciling compares against it. */
  const balanceBefore = new Map<string, number>();

  const ports = (api: ApiPort): PreflightPorts => ({ api, catalog: options.catalog, lookup: (taskId) => journal.getByTaskId(taskId) });

  /** POSTs a journaled `submitting` row once and records what happened. */
  async function send(api: ApiPort, entry: JournalEntry, target: Target, body: Record<string, unknown>): Promise<SubmissionView> {
    const outcome = await api.submit(target, body);
    if (outcome.kind === 'accepted') {
      const accepted = journal.accept(entry.id, {
        taskId: outcome.result.task_id,
        creditsDeducted: typeof outcome.result.credits_deducted === 'number' ? outcome.result.credits_deducted : null,
      });
      engine.emitChanged(accepted);
      engine.track(accepted);
      return toView(accepted);
    }
    if (outcome.kind === 'in_doubt') {
      const doubtful = journal.markInDoubt(entry.id, toAtelierError(outcome.error, { inDoubt: true }).toJSON());
      engine.emitChanged(doubtful);
      return toView(doubtful);
    }
    const error = toAtelierError(outcome.error);
    const rejected = journal.reject(entry.id, error.toJSON());
    engine.emitChanged(rejected);
    throw new AtelierError(error.code, error.message, { ...error.toJSON(), details: { ...error.details, submissionId: rejected.id } });
  }

  return {
    async preflight({ target, body }) {
      return preflight(ports(account.activeApi()), target, body);
    },

    async submit({ target, body, confirmedCredits }) {
      const kind = kindOf(target);
      const api = account.activeApi();
      const checked = await preflight(ports(api), target, body);
      const credits = assertSendable(checked, confirmedCredits);
      // An action with no words of its own (stems, crop…) is listed under its source track's title.
      const sourceTitle = !summaryOfBody(body) && options.library ? sourceTrackTitle(sourcesOfBody(body), journal, options.library) : null;
      const entry = journal.begin({ profileId: account.activeProfileId(), target, kind, body, creditsEstimated: credits, ...(sourceTitle ? { summary: sourceTitle } : {}) });
      if (checked.balance !== null) balanceBefore.set(entry.id, checked.balance);
      engine.emitChanged(entry);
      return send(api, entry, target, body);
    },

    list(input) {
      const query = input ?? {};
      const result = journal.list({
        ...(query.states ? { states: query.states } : {}),
        ...(query.statuses ? { statuses: query.statuses } : {}),
        ...(query.kinds ? { kinds: query.kinds } : {}),
        ...(query.text ? { text: query.text } : {}),
        ...(query.cursor ? { cursor: query.cursor } : {}),
        limit: query.limit ?? 50,
      });
      return { items: result.items.map(toView), nextCursor: result.nextCursor };
    },

    get({ id }) {
      const entry = journal.get(id);
      if (!entry) throw new AtelierError('not_found', `No submission ${id}.`);
      return entry;
    },

    async reconcile({ id }) {
      const entry = journal.get(id);
      if (!entry) throw new AtelierError('not_found', `No submission ${id}.`);
      if (entry.state !== 'in_doubt') return toView(entry);
      const outcome = await reconcileInDoubt(entry, { api: account.activeApi(), journal, balanceBefore: balanceBefore.get(id) ?? null });
      if (outcome.kind === 'accepted') {
        engine.emitChanged(outcome.entry);
        engine.track(outcome.entry);
      }
      return outcome.view;
    },

    dismiss({ id }) {
      const dismissed = journal.dismiss(id);
      engine.emitChanged(dismissed);
      return toView(dismissed);
    },

    async resubmit({ id }) {
      const old = journal.get(id);
      if (!old) throw new AtelierError('not_found', `No submission ${id}.`);
      if (old.profileId !== account.activeProfileId()) {
        throw new AtelierError('conflict', 'This submission belongs to another profile; switch to it to resubmit.');
      }
      const api = account.activeApi();
      const checked = await preflight(ports(api), old.target, old.body);
      // The user confirmed paying again for this request; its old estimate is what they saw.
      assertSendable(checked, null);
      const entry = journal.resubmit(id);
      if (checked.balance !== null) balanceBefore.set(entry.id, checked.balance);
      engine.emitChanged(entry);
      return send(api, entry, entry.target, entry.body);
    },

    counts() {
      return journal.counts();
    },
  };
}
