// The "Add to queue" button beside Submit (or "Save in queue" and "Cancel" while a queued job
// is open in the form), and the line under the action bar that says what happened.
import { Button, Text } from '@mantine/core';
import { IconPlaylistAdd, IconDeviceFloppy } from '@tabler/icons-react';
import { useT } from '../../i18n/useLocale';
import type { QueueForm } from './useQueueForm';

export function AddToQueueButton({ queue }: { queue: QueueForm }): React.JSX.Element {
  const t = useT();
  return (
    <>
      {queue.editing && (
        <Button variant="subtle" color="gray" onClick={queue.cancelEdit}>
          {t('generate.queue.cancelEdit')}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={queue.editing ? <IconDeviceFloppy size={16} /> : <IconPlaylistAdd size={16} />}
        onClick={() => void queue.addOrSave()}
        loading={queue.busy}
        data-testid="add-to-queue"
      >
        {queue.editing ? t('generate.queue.save') : t('generate.queue.add')}
      </Button>
    </>
  );
}

export function QueueFormNote({ queue }: { queue: QueueForm }): React.JSX.Element | null {
  const t = useT();
  if (queue.editing)
    return (
      <Text size="sm" c="violet" role="status" data-testid="queue-editing">
        {t('generate.queue.editingNote', { summary: queue.editing.summary })}
      </Text>
    );
  if (queue.saved)
    return (
      <Text size="sm" c="dimmed" role="status" data-testid="queue-added">
        {t('generate.queue.addedNote')}
      </Text>
    );
  return null;
}
