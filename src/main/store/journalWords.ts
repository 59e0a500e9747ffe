/**
 * The journal's refusals in the user's words (main's language): a job by the name the Tasks
 * page gives it, a state as the Tasks page's filters say it, never the journal's token.
 */
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import type { SubmissionState } from '../../shared/ipc/tasks';

/** A submission the journal does not hold (its id stays in the details, for logs). */
export const noSubmission = (id: string): AtelierError =>
  new AtelierError('not_found', t('mainWords.tasks.noSubmission'), { details: { id } });

/** "in doubt", "refused": a state in a sentence. */
export const stateWords = (state: SubmissionState): string => t(`mainWords.tasks.state.${state}`);
