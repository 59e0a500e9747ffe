// Owns what the Generate page's side notice says about the job it just sent, as the job
// moves: running, saving its files, done, failed or in doubt, in plain words.
import type { SubmissionView } from '../../shared/ipc/tasks';
import { presentTask } from '../tasks/taskPresentation';

export type SubmittedPhase = 'running' | 'saving' | 'done' | 'failed' | 'in_doubt';

export interface SubmittedNoticeView {
  phase: SubmittedPhase;
  title: string;
  color: string;
  /** One sentence after the job's name. */
  detail: string;
  /** The link's words (it opens the job on the Tasks page, where its files are). */
  link: string;
}

export function submittedPhase(
  view: Pick<SubmissionView, 'state' | 'status' | 'refunded' | 'downloads'>,
): SubmittedPhase {
  // The service's outcome first; presentTask would call a finished job with files still
  // coming "running" (Tasks keeps it running), where this note says it is saving them.
  const presentation = presentTask({
    state: view.state,
    status: view.status,
    refunded: view.refunded,
  });
  if (presentation.failed) return 'failed';
  if (view.state === 'in_doubt') return 'in_doubt';
  if (!presentation.finished) return 'running';
  const { done, failed, total } = view.downloads;
  return total > 0 && done + failed < total ? 'saving' : 'done';
}

export function submittedNotice(
  view: Pick<SubmissionView, 'state' | 'status' | 'refunded' | 'downloads' | 'error'>,
): SubmittedNoticeView {
  const phase = submittedPhase(view);
  switch (phase) {
    case 'running':
      return {
        phase,
        title: 'Submitted',
        color: 'blue',
        detail: `accepted by the service, ${presentTask(view).label.toLowerCase()}. You can keep working; this note updates when it finishes.`,
        link: 'Follow it on Tasks',
      };
    case 'saving':
      return {
        phase,
        title: 'Finished',
        color: 'teal',
        detail: 'finished; saving its files to the library.',
        link: 'Open it on Tasks',
      };
    case 'done': {
      const files =
        view.downloads.failed > 0
          ? ` ${view.downloads.failed} of its files could not be saved.`
          : ' Its files are in the library.';
      return {
        phase,
        title: 'Done',
        color: 'green',
        detail: `finished.${files}`,
        link: 'Open the result',
      };
    }
    case 'failed': {
      const reason = view.error?.message ? ` ${view.error.message.replace(/\.?$/, '.')}` : '';
      return {
        phase,
        title: 'Failed',
        color: 'red',
        detail: `failed.${reason}${view.refunded ? ' Its credits were refunded.' : ''}`,
        link: 'See what happened',
      };
    }
    case 'in_doubt':
      return {
        phase,
        title: 'In doubt',
        color: 'orange',
        detail: 'sent, but the answer was lost. It is never resubmitted by itself.',
        link: 'Check it on Tasks',
      };
  }
}
