// Owns the one confirmation of a submit on the Generate page: a note in the side column that
// follows its job (task updates) and turns into "Done" or "Failed" in place, with a link to
// the job on the Tasks page (its files, or what went wrong). While it is on screen the
// app-wide toasts stay quiet about this job.
import { Alert, Anchor, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { useAtelierEvent } from '../hooks/useAtelierEvent';
import { hrefFor } from '../routes';
import { showInPlace } from '../tasks/inPlaceNotices';
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

export function SubmittedNotice({ submission, name, onClose }: SubmittedNoticeProps): React.JSX.Element {
  const [view, setView] = useState(submission);
  const id = submission.id;
  useEffect(() => {
    setView(submission);
    const release = showInPlace(id);
    // The job may have moved before this note subscribed (fast jobs): read it once.
    let live = true;
    window.atelier.tasks.get({ id }).then(
      (fresh) => live && setView((current) => (fresh.updatedAt >= current.updatedAt ? fresh : current)),
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
    if (progress.submissionId === id) setView((current) => ({ ...current, downloads: { done: progress.done, total: progress.total, failed: progress.failed } }));
  });
  const notice = submittedNotice(view);
  return (
    <Alert
      color={notice.color}
      variant="light"
      title={notice.title}
      icon={ICONS[notice.phase]}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      data-testid="submitted"
      data-phase={notice.phase}
      role="status"
      aria-live="polite"
    >
      <Text size="sm">
        {name}: {notice.detail} <Anchor href={hrefFor('tasks', { id })} c="inherit" fw={600} underline="always">
          {notice.link}
        </Anchor>
      </Text>
    </Alert>
  );
}
