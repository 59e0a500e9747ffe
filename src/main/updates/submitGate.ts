/**
 * The gate between a restart and paid submits. A restart must never cut a submit between
 * its POST and the answer (the journal's `submitting` rows): the outcome would be unknown
 * and the job possibly charged. The gate counts those rows, and once it closes no new
 * submit may begin, so "no submit in flight" stays true until the app has quit. The tasks
 * domain writes through `journal`, this gate's view of the journal.
 */
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import type { Journal } from '../store/journal';

type Writes = Pick<Journal, 'begin' | 'resubmit' | 'list'>;

export interface SubmitGate<J extends Writes> {
  /** The journal with `begin` and `resubmit` refused while the gate is closed. */
  readonly journal: J;
  /** Paid submits between their POST and the answer. */
  submitting(): number;
  /** Closes the gate if no submit is in flight; true when closed (the caller may restart). */
  closeIfIdle(): boolean;
  /** The restart did not happen: submits may begin again. */
  reopen(): void;
  isClosed(): boolean;
}

export function createSubmitGate<J extends Writes>(journal: J): SubmitGate<J> {
  let closed = false;
  const refuse = (): never => {
    throw new AtelierError('conflict', t('mainWords.updates.restarting'));
  };
  const submitting = (): number =>
    journal.list({ states: ['submitting'], limit: 200 }).items.length;
  // The journal is a plain object of closures (createJournal): a copy with two methods replaced.
  const gated: J = {
    ...journal,
    begin: (input: Parameters<J['begin']>[0]) => (closed ? refuse() : journal.begin(input)),
    resubmit: (id: string) => (closed ? refuse() : journal.resubmit(id)),
  };
  return {
    journal: gated,
    submitting,
    closeIfIdle() {
      // Counting and closing in one synchronous step: no submit can begin in between.
      if (!closed && submitting() === 0) closed = true;
      return closed;
    },
    reopen: () => void (closed = false),
    isClosed: () => closed,
  };
}
