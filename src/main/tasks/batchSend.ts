/**
 * Owns a batch from a list on the main side: its preview (each job checked as a single submit
 * is, the total against the balance and the monthly budget, the balance read once), and its
 * sending: the total checked again against what the user confirmed, then each job one
 * ordinary submit (journaled before its POST, its own money checks), one after another,
 * stopping at the first refused or in-doubt job. Nothing is ever resent as a group.
 */
import { randomUUID } from 'node:crypto';
import { t } from '../../shared/i18n/activeLanguage';
import { AtelierError } from '../../shared/errors';
import { actionName } from '../../shared/service/music/actionNames';
import type {
  BatchOutcome,
  GroupPreflightResult,
  PreflightResult,
  SubmissionView,
} from '../../shared/ipc/tasks';
import type { Target } from '../../shared/ipc/targets';
import { toAtelierError } from '../api/toAtelierError';
import { assertSendable } from './assertSendable';
import type { PreflightPorts } from './preflight';
import { preflightGroup } from './preflightGroup';

/** Ports for a batch's many preflights: one balance read, one check per distinct input link. */
export function batchPorts(ports: PreflightPorts): PreflightPorts {
  let balance: Promise<number> | null = null;
  const links = new Map<string, ReturnType<NonNullable<PreflightPorts['checkInputUrl']>>>();
  const { checkInputUrl, onBalance } = ports;
  return {
    ...ports,
    api: { balance: () => (balance ??= ports.api.balance()) },
    // Told once: the balance history wants one reading, not one per job.
    ...(onBalance ? { onBalance: onceEach(onBalance) } : {}),
    ...(checkInputUrl
      ? {
          checkInputUrl: (url: string) => {
            const known = links.get(url) ?? checkInputUrl(url);
            links.set(url, known);
            return known;
          },
        }
      : {}),
  };
}

function onceEach(tell: (credits: number) => void): (credits: number) => void {
  let told = false;
  return (credits) => {
    if (!told) tell(credits);
    told = true;
  };
}

/**
 * A job whose result a finished task already holds would be refused by its submit (reuse.ts),
 * stopping the batch half-way: the preview names it as that job's problem instead.
 */
function heldAsIssue(part: PreflightResult): PreflightResult {
  if (!part.reusable) return part;
  const held = part.reusable;
  return {
    ...part,
    ok: false,
    issues: [
      ...part.issues,
      {
        field: '',
        message: t('mainWords.batch.alreadyHave', {
          action: actionName(held.action),
          task: held.taskId,
        }),
      },
    ],
  };
}

export async function previewBatch(
  ports: PreflightPorts,
  target: Target,
  bodies: readonly Record<string, unknown>[],
): Promise<GroupPreflightResult> {
  const checked = await preflightGroup(
    batchPorts(ports),
    bodies.map((body) => ({ target, body })),
  );
  const parts = checked.parts.map(heldAsIssue);
  const issues = parts.flatMap((part) => part.issues);
  return { ...checked, parts, issues, ok: checked.ok && issues.length === 0 };
}

export interface BatchJobInput {
  body: Record<string, unknown>;
  confirmedCredits: number | null;
}

/** The first job whose own check found a problem, named by its place in the batch. */
function assertJobsValid(checked: GroupPreflightResult): void {
  const job = checked.parts.findIndex((part) => part.issues.length > 0);
  const first = checked.parts[job]?.issues[0];
  if (!first) return;
  throw new AtelierError(
    'invalid_input',
    t('mainWords.batch.job', { job: job + 1, message: first.message }),
    {
      field: first.field,
      details: { job: job + 1, issues: checked.parts[job]?.issues ?? [] },
    },
  );
}

export async function sendBatch(
  deps: {
    preview: (bodies: Record<string, unknown>[]) => Promise<GroupPreflightResult>;
    /** One ordinary submit, its journal row marked with the batch's id. */
    submitOne: (job: BatchJobInput, stack: string) => Promise<SubmissionView>;
  },
  jobs: readonly BatchJobInput[],
  confirmedCredits: number | null,
): Promise<BatchOutcome> {
  const checked = await deps.preview(jobs.map((job) => job.body));
  assertJobsValid(checked);
  assertSendable(checked, confirmedCredits);
  const batchGroup = randomUUID();
  const submissions: SubmissionView[] = [];
  const outcome = (stopped: BatchOutcome['stopped']): BatchOutcome => ({
    batchGroup,
    requested: jobs.length,
    submissions,
    stopped,
  });
  for (const [index, job] of jobs.entries()) {
    let view: SubmissionView;
    try {
      view = await deps.submitOne(job, batchGroup);
    } catch (failure) {
      // Refused before or by the service (journaled as rejected when it was sent): the rest wait.
      return outcome({ job: index + 1, error: toAtelierError(failure).toJSON() });
    }
    submissions.push(view);
    if (view.state === 'in_doubt') {
      // Its outcome is unknown: it stays in doubt on Tasks, and nothing after it is sent.
      return outcome({
        job: index + 1,
        error: view.error ?? {
          code: 'in_doubt',
          message: t('mainWords.queue.noAnswer'),
        },
      });
    }
  }
  return outcome(null);
}
