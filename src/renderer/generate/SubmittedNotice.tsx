// Owns the one confirmation of a submit on the Generate page: a note in the side column that
// follows its job (task updates) and turns into "Done" or "Failed" in place. Done, its link
// opens the result itself in the Library's preview; otherwise the job on the Tasks page
// (what went wrong, or files that could not be saved). While it is on screen the
// app-wide toasts stay quiet about this job.
import { t } from '../../shared/i18n/activeLanguage';
import { useLocale } from '../i18n/useLocale';
import { Alert, Anchor, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { useAtelierEvent } from '../hooks/useAtelierEvent';
import { showInPlace } from '../tasks/inPlaceNotices';
import { useTaskPreviews } from '../tasks/useTaskPreviews';
import { resultHref } from './recentResults';
import { submittedNotice } from './submittedPhase';

export interface SubmittedNoticeProps {
  submission: SubmissionView;
  /** What the job is, in the page's words (the model's or action's title). */
  name: string;
  onClose: () => void;
}

const ICONS = {
  running: <Loader size={16} aria-hidden />,
  saving: <Loader size={16} color="teal" aria-hidden />,
  done: <IconCircleCheck size={18} aria-hidden />,
  failed: <IconX size={18} aria-hidden />,
  in_doubt: <IconAlertTriangle size={18} aria-hidden />,
};

export function SubmittedNotice({
  submission,
  name,
  onClose,
}: SubmittedNoticeProps): React.JSX.Element {
  useLocale();
  const [view, setView] = useState(submission);
  const id = submission.id;
  useEffect(() => {
    setView(submission);
    const release = showInPlace(id);
    // The job may have moved before this note subscribed (fast jobs): read it once.
    let live = true;
    window.atelier.tasks.get({ id }).then(
      (fresh) =>
        live && setView((current) => (fresh.updatedAt >= current.updatedAt ? fresh : current)),
      () => undefined,
    );
    return () => {
      live = false;
      release();
    };
  }, [id, submission]);
  useAtelierEvent('tasks:changed', (changed) => {
    if (changed.id === id) setView(changed);
  });
  useAtelierEvent('tasks:download', (progress) => {
    if (progress.submissionId === id)
      setView((current) => ({
        ...current,
        downloads: { done: progress.done, total: progress.total, failed: progress.failed },
      }));
  });
  const notice = submittedNotice(view);
  const viewed = useMemo(() => [view], [view]);
  const preview = useTaskPreviews(viewed)[id];
  const resultId = notice.phase === 'done' ? preview?.id : undefined;
  const href = resultHref(view, resultId);
  // Done but no file to show (none saved, or not read yet): the job's page says why.
  const link =
    notice.phase === 'done' && !resultId ? t('generate.submitted.openOnTasks') : notice.link;
  return (
    <Alert
      color={notice.color}
      variant="light"
      title={notice.title}
      icon={ICONS[notice.phase]}
      withCloseButton
      closeButtonLabel={t('generate.dismiss')}
      onClose={onClose}
      data-testid="submitted"
      data-phase={notice.phase}
      role="status"
      aria-live="polite"
    >
      <Text size="sm">
        {t('generate.submitted.line', { name, detail: notice.detail })}{' '}
        <Anchor href={href} c="inherit" fw={600} underline="always">
          {link}
        </Anchor>
      </Text>
    </Alert>
  );
}
