// Owns what the Generate page's side notice says about the job it just sent, as the job
// moves: running, saving its files, done, failed or in doubt, in plain words.
import { t } from '../../shared/i18n/activeLanguage';
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
        title: t('generate.submitted.running'),
        color: 'blue',
        detail: t('generate.submitted.runningDetail', { status: presentTask(view).label }),
        link: t('generate.submitted.follow'),
      };
    case 'saving':
      return {
        phase,
        title: t('generate.submitted.saving'),
        color: 'teal',
        detail: t('generate.submitted.savingDetail'),
        link: t('generate.submitted.openOnTasks'),
      };
    case 'done': {
      return {
        phase,
        title: t('generate.submitted.done'),
        color: 'green',
        detail:
          view.downloads.failed > 0
            ? t('generate.submitted.doneUnsaved', { count: view.downloads.failed })
            : t('generate.submitted.doneDetail'),
        link: t('generate.result.open'),
      };
    }
    case 'failed': {
      const reason = view.error?.message ? ` ${view.error.message.replace(/\.?$/, '.')}` : '';
      return {
        phase,
        title: t('generate.submitted.failed'),
        color: 'red',
        detail: `${t('generate.submitted.failedDetail')}${reason}${view.refunded ? ` ${t('generate.submitted.refunded')}` : ''}`,
        link: t('generate.submitted.seeWhy'),
      };
    }
    case 'in_doubt':
      return {
        phase,
        title: t('generate.submitted.inDoubt'),
        color: 'orange',
        detail: t('generate.submitted.inDoubtDetail'),
        link: t('generate.submitted.check'),
      };
  }
}
