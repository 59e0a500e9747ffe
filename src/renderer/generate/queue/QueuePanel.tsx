// Owns the queue panel beside the Generate form: the jobs held before paying (nothing is sent
// and nothing is charged until the user presses Send), their running total, and Send all,
// Send next N and Pause sending. Sending runs in main and goes on while this page is closed;
// it stops at the first refused or in-doubt job, and this panel says which and why.
import { Button, Group, Stack, Text } from '@mantine/core';
import { WholeNumberInput } from '../../components/WholeNumberInput';
import { IconPlayerPause, IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { QueuedJob } from '../../../shared/ipc/queue';
import { targetName, useModelNames } from '../../catalog/targetName';
import { ErrorAlert } from '../../errors';
import { formatCredits } from '../../format/credits';
import { useT } from '../../i18n/useLocale';
import { SidePanelCard } from '../SidePanelCard';
import { QueueRow } from './QueueRow';
import { QueueStopped } from './QueueStopped';
import { useQueue } from './useQueue';

export interface QueuePanelProps {
  editingId: string | null;
  onEdit: (job: QueuedJob) => void;
}

export function QueuePanel({ editingId, onEdit }: QueuePanelProps): React.JSX.Element {
  const t = useT();
  const { data: queue } = useQueue();
  const modelNames = useModelNames();
  const [nextCount, setNextCount] = useState<number>(1);
  const [error, setError] = useState<unknown>(null);
  const dragged = useRef<string | null>(null);
  const jobs = queue?.jobs ?? [];
  const sending = queue?.sending ?? false;
  // The count typed may be more than the jobs left after some were sent or removed.
  const next = Math.max(1, Math.min(nextCount, jobs.length));

  const run = (call: () => Promise<unknown>): void => {
    setError(null);
    call().catch(setError);
  };
  const move = (id: string, index: number): void =>
    run(() => window.atelier.queue.move({ id, index }));

  return (
    <SidePanelCard
      name="queue"
      title={t('generate.queue.title')}
      count={jobs.length}
      color="violet"
    >
      {queue?.stopped && <QueueStopped stop={queue.stopped} />}
      {error !== null && <ErrorAlert error={error} onClose={() => setError(null)} />}
      {jobs.length === 0 ? (
        <Text size="xs" c="dimmed" data-testid="queue-empty">
          {t('generate.queue.empty')}
        </Text>
      ) : (
        <Stack
          gap={2}
          component="ol"
          p={0}
          m={0}
          aria-label={t('generate.queue.listName')}
          style={{ listStyle: 'none', maxHeight: 240, overflowY: 'auto' }}
        >
          {jobs.map((job, index) => (
            <QueueRow
              key={job.id}
              job={job}
              index={index}
              count={jobs.length}
              name={targetName(job.target, modelNames)}
              editing={job.id === editingId}
              busy={job.id === queue?.sendingNow}
              onMove={(to) => move(job.id, to)}
              onEdit={() => onEdit(job)}
              onRemove={() => run(() => window.atelier.queue.remove({ id: job.id }))}
              onDragStart={() => (dragged.current = job.id)}
              onDropHere={() => {
                if (dragged.current && dragged.current !== job.id) move(dragged.current, index);
                dragged.current = null;
              }}
            />
          ))}
        </Stack>
      )}
      {queue && jobs.length > 0 && (
        <Text size="xs" data-testid="queue-total" aria-live="polite">
          {t('generate.queue.total', {
            credits: formatCredits(queue.totalCredits),
            count: jobs.length,
          })}
          {queue.unpriced > 0 && ` ${t('generate.queue.unpriced', { count: queue.unpriced })}`}
        </Text>
      )}
      {sending && (
        <Text size="xs" c="blue" role="status" data-testid="queue-sending">
          {queue?.remaining === null || queue?.remaining === undefined
            ? t('generate.queue.sendingAll')
            : t('generate.queue.sendingSome', { count: queue.remaining })}
        </Text>
      )}
      {jobs.length > 0 && (
        <Group gap="xs" wrap="wrap">
          {sending ? (
            <Button
              size="xs"
              variant="light"
              color="orange"
              leftSection={<IconPlayerPause size={14} />}
              onClick={() => run(() => window.atelier.queue.pause())}
            >
              {t('generate.queue.pause')}
            </Button>
          ) : (
            <>
              <Button
                size="xs"
                leftSection={<IconSend size={14} />}
                onClick={() => run(() => window.atelier.queue.send({}))}
              >
                {t('generate.queue.sendAll')}
              </Button>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => run(() => window.atelier.queue.send({ count: next }))}
                >
                  {t('generate.queue.sendNext', { count: next })}
                </Button>
                <WholeNumberInput
                  size="xs"
                  w={64}
                  field={t('generate.queue.nextCount')}
                  min={1}
                  max={jobs.length}
                  value={next}
                  onChange={(value) => {
                    if (value !== null && !Number.isNaN(value)) setNextCount(value);
                  }}
                  aria-label={t('generate.queue.nextCount')}
                />
              </Group>
            </>
          )}
        </Group>
      )}
    </SidePanelCard>
  );
}
