/**
 * The `queue` handlers and the one sending loop. Adding or editing a job checks it with the
 * tasks' own preflight (the Submit button's check: a job with a wrong field is not queued,
 * the field is named) and prices it; nothing is sent. Sending takes the first job, submits it
 * through `tasks.submit` with the price shown in the queue as the confirmed price (so the
 * engine's balance, budget and price-rise rules apply to each job), and goes on until the run
 * is done, the user pauses, or a job is refused or in doubt: then it stops and says why.
 * A refused job stays first in the queue; an in-doubt one leaves it (it is on Tasks, and is
 * never sent again by the queue).
 */
import { t } from '../../shared/i18n/activeLanguage';
import { AtelierError, isAtelierError, type SerializedError } from '../../shared/errors';
import type { QueueView } from '../../shared/ipc/queue';
import type { Target } from '../../shared/ipc/targets';
import type { CallContext, Handlers } from '../../shared/ipc/types';
import type { EventBus } from '../ipc/eventBus';
import { summaryOfBody } from '../store/lineage';
import type { QueueStore } from './queueStore';
import { profileWords } from '../i18n/profileWords';

export interface QueueServiceOptions {
  store: QueueStore;
  tasks: Pick<Handlers['tasks'], 'preflight' | 'submit'>;
  activeProfileId: () => string;
  bus: Pick<EventBus, 'emit'>;
  onUnexpectedError?: (error: unknown) => void;
}

export interface QueueService {
  handlers: Handlers['queue'];
  /** At start-up: resumes sending only when the user had pressed Send and not paused. */
  resume(): void;
  /** Resolves when the loop is idle (tests). */
  idle(): Promise<void>;
  /** Shutdown: finishes the job on its way, sends no other; the "sending" flag stays as it was. */
  close(): Promise<void>;
}

const LOOP_CONTEXT: CallContext = { senderId: 'queue' };

export function createQueueService(options: QueueServiceOptions): QueueService {
  const { store, tasks, bus } = options;
  let loop: Promise<void> | null = null;
  let closing = false;
  // The job whose paid request is on its way: it cannot be edited or removed until answered.
  let inFlight: string | null = null;
  const notInFlight = (id: string): void => {
    if (id === inFlight)
      throw new AtelierError('conflict', t('mainWords.queue.sendingNow'), {
        field: 'id',
      });
  };
  const view = (): QueueView => ({ ...store.view(), sendingNow: inFlight });
  const changed = (): QueueView => {
    const current = view();
    bus.emit('queue:changed', current);
    return current;
  };

  /** The Submit button's check, then the price; throws naming the first wrong field. */
  async function checked(target: Target, body: Record<string, unknown>) {
    const result = await tasks.preflight({ target, body, reuseLinkChecks: true }, LOOP_CONTEXT);
    const first = result.issues[0];
    if (first)
      throw new AtelierError('invalid_input', first.message, {
        field: first.field,
        details: { issues: result.issues },
      });
    return {
      target,
      body,
      summary: summaryOfBody(body),
      credits: result.estimate.kind === 'known' ? result.estimate.credits : null,
      profileId: options.activeProfileId(),
    };
  }

  async function sendOne(): Promise<boolean> {
    const job = store.first();
    if (!job) {
      store.pause();
      return false;
    }
    const stopWith = (error: SerializedError, inDoubt: boolean): false => {
      store.stop({ jobId: job.id, summary: job.summary, inDoubt, error });
      return false;
    };
    if (job.profileId !== options.activeProfileId())
      return stopWith(
        {
          code: 'conflict',
          message: t('mainWords.queue.otherProfile', { profile: profileWords(job.profileId) }),
        },
        false,
      );
    inFlight = job.id;
    store.leaving(job.id);
    changed();
    try {
      const submission = await tasks.submit(
        { target: job.target, body: job.body, confirmedCredits: job.credits },
        LOOP_CONTEXT,
      );
      store.sent(job.id);
      if (submission.state === 'in_doubt')
        return stopWith(
          submission.error ?? {
            code: 'in_doubt',
            message: t('mainWords.queue.noAnswer'),
          },
          true,
        );
      return true;
    } catch (error) {
      if (!isAtelierError(error)) {
        options.onUnexpectedError?.(error);
        store.backFirst();
        return stopWith({ code: 'internal', message: t('mainWords.queue.failed') }, false);
      }
      // Accepted and charged, but not recorded: it must never be sent again from here.
      if (error.code === 'accepted_unsaved') {
        store.sent(job.id);
        return stopWith(error.toJSON(), true);
      }
      // Refused before anything was charged: the job stays first in the queue.
      store.backFirst();
      return stopWith(error.toJSON(), false);
    } finally {
      inFlight = null;
    }
  }

  function run(): void {
    if (loop || closing) return;
    loop = (async () => {
      try {
        while (!closing && store.view().sending) {
          const goOn = await sendOne();
          changed();
          if (!goOn) break;
        }
      } finally {
        loop = null;
      }
    })();
  }

  const handlers: Handlers['queue'] = {
    list: () => view(),
    async add({ target, body }) {
      const job = store.add(await checked(target, body));
      changed();
      return job;
    },
    async update({ id, target, body }) {
      notInFlight(id);
      const job = store.update(id, await checked(target, body));
      changed();
      return job;
    },
    remove({ id }) {
      notInFlight(id);
      store.remove(id);
      return changed();
    },
    move({ id, index }) {
      store.move(id, index);
      return changed();
    },
    send({ count }) {
      if (store.view().jobs.length === 0)
        throw new AtelierError('conflict', t('mainWords.queue.empty'));
      store.startSending(count ?? null);
      const view = changed();
      run();
      return view;
    },
    pause() {
      store.pause();
      return changed();
    },
  };

  return {
    handlers,
    resume() {
      if (store.view().sending) run();
    },
    idle: async () => {
      while (loop) await loop;
    },
    async close() {
      closing = true;
      while (loop) await loop;
    },
  };
}
