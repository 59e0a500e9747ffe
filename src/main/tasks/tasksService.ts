/**
 * The `tasks` IPC domain: preflight, the paid submit through the journal (row written
 * BEFORE the POST, never retried when the outcome is unknown), the task list, and the
 * user's handling of in-doubt submissions (reconcile, dismiss, confirmed resubmit), and
 * "Variations ×N": N such submits in a row under one confirmed total, stopping at the first
 * that is refused or in doubt (the rest are never sent, nothing is resent).
 */
import { randomUUID } from 'node:crypto';
import { AtelierError } from '../../shared/errors';
import type { SubmissionView, VariationsOutcome } from '../../shared/ipc/tasks';
import type { Target } from '../../shared/ipc/targets';
import type { Handlers } from '../../shared/ipc/types';
import { formatCredits } from '../../shared/format/credits';
import { t } from '../../shared/i18n/activeLanguage';
import { isModelKey, modelKind, modelName, type ModelKind } from '../../shared/service';
import { issue } from '../../shared/service/issues';
import { VARIATIONS_MAX, VARIATIONS_MIN } from '../../shared/service/variations';
import { profileWords } from '../i18n/profileWords';
import { toAtelierError } from '../api/toAtelierError';
import { actionName } from '../../shared/service/music/actionNames';
import { preflight, type PreflightPorts } from './preflight';
import { sourcesOfBody, summaryOfBody, type SubmissionSource } from '../store/lineage';
import { noSubmission } from '../store/journalWords';
import { checkInputUrl, inputUrlsOf } from './inputUrlCheck';
import { rememberAnsweringLinks, type LinkCheck } from './inputUrlMemory';
import { batchIndex } from '../outputs/outputPlan';
import { isLocalServiceBase, systemLookup } from './urlSafety';
import { preflightGroup } from './preflightGroup';
import {
  apiOfProfile,
  type AccountPort,
  type ApiPort,
  type CatalogPort,
  type JournalEntry,
  type JournalPort,
  type LibraryPort,
} from './ports';
import { reconcileInDoubt } from './reconcile';
import { alreadyHeld, findReusable } from './reuse';
import { sourceTrackTitle } from './sourceTrackTitle';
import { toView } from './submissionView';
import type { TaskEngine } from './taskEngine';
import { assertRoomToSubmit, diskFullSubmitError, isDiskFull } from './diskSpace';
import { assertSendable } from './assertSendable';
import { previewBatch, sendBatch, type BatchJobInput } from './batchSend';

export interface TasksServiceOptions {
  journal: JournalPort;
  account: AccountPort;
  catalog: CatalogPort;
  engine: Pick<TaskEngine, 'track' | 'emitChanged' | 'saveAccepted' | 'waitingForKey'> &
    Partial<Pick<TaskEngine, 'withUnsavedNote'>>;
  /** Names submissions of actions on a track after that track (see sourceTrackTitle.ts). */
  library?: Pick<LibraryPort, 'bySubmission' | 'bySourceUrl'>;
  /** Does an input link still answer? Default: a 1-byte range GET (inputUrlCheck.ts). */
  checkInputUrl?: LinkCheck;
  budget?: PreflightPorts['budget'];
  /** Told of every balance preflight reads, with the profile it belongs to. */
  onBalance?: (profileId: string, credits: number) => void;
  /** Where results are saved: a submit is refused before the journal's first write and the POST while its disk is full (diskSpace.ts). */
  libraryFolder?: string;
}

/** The journal's first write of a submit; a full disk there refuses it, still before the POST. */
function beginOrRefuse<T>(begin: () => T): T {
  try {
    return begin();
  } catch (error) {
    if (isDiskFull(error)) throw diskFullSubmitError(null);
    throw error;
  }
}

function kindOf(target: Target): ModelKind {
  if ('action' in target) return 'music';
  if (!isModelKey(target.model))
    throw new AtelierError(
      'invalid_input',
      t('mainWords.tasks.unknownModel', { model: target.model }),
      {
        field: 'model',
      },
    );
  return modelKind(target.model);
}

/** Lineage of results used as inputs: the library asset each input link is the original URL of. */
function inputAssetSources(
  target: Target,
  body: Record<string, unknown>,
  library: TasksServiceOptions['library'],
): SubmissionSource[] {
  if (!library) return [];
  return inputUrlsOf(target, body).flatMap(({ url }) => {
    const asset = library.bySourceUrl(url);
    return asset
      ? [
          {
            taskId: asset.taskId,
            audioIndex: asset.trackIndex ?? batchIndex(asset.outputKey),
            role: 'asset' as const,
          },
        ]
      : [];
  });
}

/** The request by its human name ("Separate all stems", "Image A"), in main's language. */
const targetWords = (target: Target): string =>
  'action' in target ? actionName(target.action) : modelName(target.model);

/** "Variations: a whole number from 2 to 10 (you entered 1)", as the window says the rule. */
const variationsRefusal = (): string =>
  t('generate.crossRule.named', {
    field: t('generate.variations.label'),
    rule: t('generate.crossRule.variations', {
      min: VARIATIONS_MIN,
      max: VARIATIONS_MAX,
      value: 1,
    }),
  });

/** The service took (and charged for) the job, but this computer could not record it yet. */
function acceptedUnsaved(
  submissionId: string,
  taskId: string,
  credits: number | null,
  keptIn: 'file' | 'memory',
): AtelierError {
  const words = {
    charged: credits === null ? 'no' : 'yes',
    credits: credits === null ? '' : formatCredits(credits),
    task: taskId,
  };
  return new AtelierError(
    'accepted_unsaved',
    keptIn === 'file'
      ? t('mainWords.tasks.acceptedUnsavedFile', words)
      : t('mainWords.tasks.acceptedUnsavedMemory', words),
    { details: { submissionId, taskId, keptIn } },
  );
}

export function createTasksService(options: TasksServiceOptions): Handlers['tasks'] {
  const { journal, account, engine } = options;
  /**
   * Balance read at preflight, per submission, with the profile it was read from: in-doubt
   * reconciling compares it with that same profile's balance now, never another's.
   */
  const balanceBefore = new Map<string, { profileId: string; credits: number }>();
  const rememberBalance = (entry: JournalEntry, credits: number | null) => {
    if (credits !== null) balanceBefore.set(entry.id, { profileId: entry.profileId, credits });
  };

  /** The client of the profile a submission was sent with, whichever profile is active now. */
  function apiOfSubmission(profileId: string): ApiPort {
    const api = apiOfProfile(account, profileId);
    if (!api)
      throw new AtelierError(
        'conflict',
        t('mainWords.tasks.profileUnreachable', { profile: profileWords(profileId) }),
      );
    return api;
  }

  const check: LinkCheck = options.checkInputUrl ?? ((url, reach) => checkInputUrl(url, reach));
  // Only the form's estimate while the user types (reuseLinkChecks) may reuse a link's recent answer.
  const remembered = rememberAnsweringLinks(check);
  const ports = (api: ApiPort, linkCheck: LinkCheck = check): PreflightPorts => ({
    api,
    // Links on this machine or its network are for a service that runs there too (the sandbox).
    checkInputUrl: async (url) =>
      linkCheck(url, {
        allowLocalNetwork: await isLocalServiceBase(api.baseUrl ?? '', systemLookup),
      }),
    catalog: options.catalog,
    lookup: (taskId) => journal.getByTaskId(taskId),
    findReusable: (target, body) => findReusable(journal, account.activeProfileId(), target, body),
    ...(options.budget ? { budget: options.budget } : {}),
    onBalance: (credits) => options.onBalance?.(account.activeProfileId(), credits),
  });

  /** POSTs a journaled `submitting` row once and records what happened. */
  async function send(
    api: ApiPort,
    entry: JournalEntry,
    target: Target,
    body: Record<string, unknown>,
  ): Promise<SubmissionView> {
    const outcome = await api.submit(target, body);
    if (outcome.kind === 'accepted') {
      const taskId = outcome.result.task_id;
      const creditsDeducted =
        typeof outcome.result.credits_deducted === 'number'
          ? outcome.result.credits_deducted
          : null;
      const recorded = engine.saveAccepted({ submissionId: entry.id, taskId, creditsDeducted });
      if ('saved' in recorded) return toView(recorded.saved);
      throw acceptedUnsaved(entry.id, taskId, creditsDeducted, recorded.keptIn);
    }
    if (outcome.kind === 'in_doubt') {
      const doubtful = journal.markInDoubt(
        entry.id,
        toAtelierError(outcome.error, { inDoubt: true }).toJSON(),
      );
      engine.emitChanged(doubtful);
      return toView(doubtful);
    }
    const error = toAtelierError(outcome.error);
    const rejected = journal.reject(entry.id, error.toJSON());
    engine.emitChanged(rejected);
    throw new AtelierError(error.code, error.message, {
      ...error.toJSON(),
      details: { ...error.details, submissionId: rejected.id },
    });
  }

  /** A task with the download note a full disk kept out of the journal (taskEngine.ts). */
  const noted = <T extends JournalEntry | SubmissionView>(entry: T): T =>
    engine.withUnsavedNote ? engine.withUnsavedNote(entry) : entry;
  const roomToSubmit = async (): Promise<void> => {
    if (options.libraryFolder) await assertRoomToSubmit(options.libraryFolder);
  };

  /** One paid submit: preflight, the money checks, the journal row, then one POST. `stack`: a batch's id. */
  async function submitOne(
    {
      target,
      body,
      confirmedCredits,
      acceptUpperBound,
      buyAgain,
    }: {
      target: Target;
      body: Record<string, unknown>;
      confirmedCredits: number | null;
      acceptUpperBound?: number | undefined;
      buyAgain?: boolean | undefined;
    },
    stack?: string,
  ): Promise<SubmissionView> {
    const kind = kindOf(target);
    const api = account.activeApi();
    const checked = await preflight(ports(api), target, body, 1, acceptUpperBound);
    if (checked.reusable && !buyAgain) throw alreadyHeld(checked.reusable, targetWords(target));
    const credits = assertSendable(checked, confirmedCredits);
    await roomToSubmit();
    // An action with no words of its own (stems, crop…) is listed under its source track's title.
    const sourceTitle =
      !summaryOfBody(body) && options.library
        ? sourceTrackTitle(sourcesOfBody(body), journal, options.library)
        : null;
    const sources = [...sourcesOfBody(body), ...inputAssetSources(target, body, options.library)];
    const entry = beginOrRefuse(() =>
      journal.begin({
        profileId: account.activeProfileId(),
        target,
        kind,
        body,
        sources,
        creditsEstimated: credits,
        priceBasis:
          checked.estimate.kind === 'known' ? checked.estimate.breakdown.join('; ') : null,
        ...(sourceTitle ? { summary: sourceTitle } : {}),
        ...(stack ? { stack } : {}),
      }),
    );
    rememberBalance(entry, checked.balance);
    engine.emitChanged(entry);
    return send(api, entry, target, body);
  }

  return {
    async preflight({ target, body, count, reuseLinkChecks, acceptUpperBound }) {
      return preflight(
        ports(account.activeApi(), reuseLinkChecks ? remembered : check),
        target,
        body,
        count ?? 1,
        acceptUpperBound,
      );
    },

    async preflightGroup({ requests, acceptUpperBound, buyAgain }) {
      return preflightGroup(ports(account.activeApi()), requests, acceptUpperBound, buyAgain);
    },

    submit(input) {
      return submitOne(input);
    },

    async preflightBatch({ target, bodies }) {
      return previewBatch(ports(account.activeApi()), target, bodies);
    },

    async submitBatch({ target, jobs, confirmedCredits }) {
      kindOf(target);
      return sendBatch(
        {
          preview: (bodies) => previewBatch(ports(account.activeApi()), target, bodies),
          submitOne: (job: BatchJobInput, stack) =>
            submitOne({ target, body: job.body, confirmedCredits: job.confirmedCredits }, stack),
        },
        jobs,
        confirmedCredits,
      );
    },

    async submitVariations({
      target,
      body,
      count,
      confirmedCredits,
      acceptUpperBound,
      buyAgain,
    }): Promise<VariationsOutcome> {
      if (count === 1)
        throw new AtelierError('invalid_input', variationsRefusal(), {
          field: 'variations',
          // The rule's words, said in the user's language by the window (errors/refusalWords.ts).
          details: {
            issues: [
              issue('variations', 'a whole number from 2 to 10 (got 1)', {
                key: 'generate.crossRule.variations',
                values: { min: VARIATIONS_MIN, max: VARIATIONS_MAX, value: 1 },
              }),
            ],
          },
        });
      const kind = kindOf(target);
      const api = account.activeApi();
      const checked = await preflight(ports(api), target, body, count, acceptUpperBound);
      if (checked.reusable && !buyAgain) throw alreadyHeld(checked.reusable, targetWords(target));
      const each = assertSendable(checked, confirmedCredits);
      await roomToSubmit();
      const variationGroup = randomUUID();
      const sourceTitle =
        !summaryOfBody(body) && options.library
          ? sourceTrackTitle(sourcesOfBody(body), journal, options.library)
          : null;
      const submissions: SubmissionView[] = [];
      // The balance before submit k: preflight's, less what the earlier ones were charged (unknown once one is).
      let balance = checked.balance;
      for (let k = 0; k < count; k += 1) {
        const entry = beginOrRefuse(() =>
          journal.begin({
            profileId: account.activeProfileId(),
            target,
            kind,
            body,
            creditsEstimated: each,
            priceBasis:
              checked.estimate.kind === 'known' ? checked.estimate.breakdown.join('; ') : null,
            variation: { group: variationGroup, index: k + 1, count },
            ...(sourceTitle ? { summary: sourceTitle } : {}),
          }),
        );
        rememberBalance(entry, balance);
        engine.emitChanged(entry);
        let view: SubmissionView;
        try {
          view = await send(api, entry, target, body);
        } catch (failure) {
          // Refused (journaled as rejected) or accepted but unsaved: the others are not sent.
          if (submissions.length === 0) throw failure;
          return {
            variationGroup,
            requested: count,
            submissions,
            stopped: toAtelierError(failure).toJSON(),
          };
        }
        submissions.push(view);
        if (view.state === 'in_doubt') {
          // Its outcome is unknown: it stays in doubt on Tasks, and the rest are not sent after it.
          return {
            variationGroup,
            requested: count,
            submissions,
            stopped: view.error ?? {
              code: 'in_doubt',
              message: t('mainWords.queue.noAnswer'),
            },
          };
        }
        balance =
          balance !== null && view.creditsDeducted !== null ? balance - view.creditsDeducted : null;
      }
      return { variationGroup, requested: count, submissions, stopped: null };
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
      return {
        items: result.items.map((item) => toView(noted(item))),
        nextCursor: result.nextCursor,
      };
    },

    get({ id }) {
      const entry = journal.get(id);
      if (!entry) throw noSubmission(id);
      return noted(entry);
    },

    async reconcile({ id }) {
      const entry = journal.get(id);
      if (!entry) throw noSubmission(id);
      if (entry.state !== 'in_doubt') return toView(entry);
      const before = balanceBefore.get(id);
      const outcome = await reconcileInDoubt(entry, {
        api: apiOfSubmission(entry.profileId),
        journal,
        balanceBefore: before && before.profileId === entry.profileId ? before.credits : null,
      });
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

    async resubmit({ id, acceptUpperBound }) {
      const old = journal.get(id);
      if (!old) throw noSubmission(id);
      if (old.profileId !== account.activeProfileId()) {
        throw new AtelierError(
          'conflict',
          t('mainWords.tasks.otherProfile', { profile: profileWords(old.profileId) }),
        );
      }
      const api = account.activeApi();
      const checked = await preflight(ports(api), old.target, old.body, 1, acceptUpperBound);
      // The user confirmed paying again for this request; its old estimate is what they saw.
      assertSendable(checked, null);
      await roomToSubmit();
      const entry = beginOrRefuse(() => journal.resubmit(id));
      rememberBalance(entry, checked.balance);
      engine.emitChanged(entry);
      return send(api, entry, entry.target, entry.body);
    },

    counts() {
      return { ...journal.counts(), waitingForKey: engine.waitingForKey() };
    },
  };
}
