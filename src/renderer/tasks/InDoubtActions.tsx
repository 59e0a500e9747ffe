/**
 * Reconcile, dismiss, and the explicit resubmit of an in-doubt (or refused) submission.
 * Resubmit sits behind a confirm that says plainly it may bill twice. A price unknown under a
 * hard budget line is refused by main; the confirm then offers its upper bound (upperBoundOffer.ts).
 */
import { Alert, Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../i18n/useLocale';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { ErrorAlert } from '../errors/ErrorAlert';
import { formatCredits } from '../format/credits';
import { offerWords, upperBoundOfferOfError } from '../generate/upperBoundOffer';
import type { UpperBound } from '../../shared/service/upperBound';

export function InDoubtActions(props: {
  task: SubmissionView;
  onChanged: (task: SubmissionView) => void;
}): React.JSX.Element | null {
  const t = useT();
  const { task } = props;
  const [busy, setBusy] = useState<'reconcile' | 'dismiss' | 'resubmit' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [finding, setFinding] = useState<string | null>(null);
  /** The upper bound main offered when it refused a resubmit of unknown price under the hard line. */
  const [offer, setOffer] = useState<UpperBound | null>(null);
  if (task.state !== 'in_doubt' && task.state !== 'rejected') return null;

  const run = async (
    which: 'reconcile' | 'dismiss' | 'resubmit',
    call: () => Promise<SubmissionView>,
  ) => {
    setBusy(which);
    setError(null);
    try {
      const changed = await call();
      // An unresolved reconcile comes back still in doubt, with what Atelier found in `error`.
      setFinding(
        which === 'reconcile' && changed.state === 'in_doubt'
          ? (changed.error?.message ?? t('tasks.inDoubt.noNewFacts'))
          : null,
      );
      props.onChanged(changed);
    } catch (caught) {
      const bound = which === 'resubmit' ? upperBoundOfferOfError(caught) : null;
      if (bound) {
        // Not an error to read and retry: the confirm asks for the bound, nothing was sent.
        setOffer(bound);
        setConfirming(true);
      } else setError(caught);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="xs" data-testid="in-doubt-actions">
      {error !== null && <ErrorAlert error={error} onClose={() => setError(null)} />}
      {finding !== null && task.state === 'in_doubt' && (
        <Alert
          color="blue"
          variant="light"
          title={t('tasks.inDoubt.found')}
          data-testid="reconcile-finding"
        >
          {finding}
        </Alert>
      )}
      <Group gap="xs">
        {task.state === 'in_doubt' && (
          <>
            <Button
              size="sm"
              onClick={() =>
                void run('reconcile', () => window.atelier.tasks.reconcile({ id: task.id }))
              }
              loading={busy === 'reconcile'}
              disabled={busy !== null}
            >
              {t('tasks.inDoubt.reconcile')}
            </Button>
            <Button
              size="sm"
              variant="default"
              onClick={() =>
                void run('dismiss', () => window.atelier.tasks.dismiss({ id: task.id }))
              }
              loading={busy === 'dismiss'}
              disabled={busy !== null}
            >
              {t('tasks.inDoubt.dismiss')}
            </Button>
          </>
        )}
        <Button
          size="sm"
          variant="light"
          color="orange"
          onClick={() => {
            setUnderstood(false);
            setOffer(null);
            setConfirming(true);
          }}
          disabled={busy !== null}
        >
          {t('tasks.inDoubt.resubmitButton')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('tasks.inDoubt.confirmTitle')}
        centered
      >
        <Stack gap="sm">
          <Alert
            color="orange"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('tasks.inDoubt.twiceTitle')}
            data-testid="double-billing-warning"
          >
            {task.state === 'in_doubt'
              ? t('tasks.inDoubt.mayHaveReached')
              : t('tasks.inDoubt.newJob')}{' '}
            {task.creditsEstimated !== null &&
              `${t('tasks.inDoubt.costsAbout', { credits: formatCredits(task.creditsEstimated) })} `}
            {t('tasks.inDoubt.tryReconcile')}
          </Alert>
          {offer && (
            <Alert
              color="orange"
              variant="light"
              title={t('tasks.inDoubt.hardLimit')}
              data-testid="resubmit-accept-bound"
            >
              {offerWords(offer, formatCredits)}
            </Alert>
          )}
          <Checkbox
            label={t('tasks.inDoubt.understand')}
            checked={understood}
            onChange={(event) => setUnderstood(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('tasks.inDoubt.cancel')}
            </Button>
            <Button
              color="orange"
              disabled={!understood}
              loading={busy === 'resubmit'}
              onClick={() => {
                setConfirming(false);
                void run('resubmit', () =>
                  window.atelier.tasks.resubmit({
                    id: task.id,
                    acknowledgeDoubleBilling: true,
                    ...(offer ? { acceptUpperBound: offer.credits } : {}),
                  }),
                );
              }}
            >
              {offer
                ? t('tasks.inDoubt.payAtMost', { credits: formatCredits(offer.credits) })
                : t('tasks.inDoubt.payAgain')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
