/** Asks before deleting trashed assets for good, saying plainly that their files go too. */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../errors';

export function DeleteForeverModal(props: {
  /** What is deleted: a count and, for one item, its title; null when closed. */
  what: { count: number; title?: string } | null;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}): React.JSX.Element {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const count = props.what?.count ?? 0;
  const name = count === 1 && props.what?.title ? `“${props.what.title}”` : `${count} items`;
  return (
    <Modal
      opened={props.what !== null}
      onClose={props.onClose}
      title={`Delete ${name} for good?`}
      centered
    >
      <Text size="sm">
        {count === 1 ? 'Its file is' : 'Their files are'} removed from this computer. This cannot be
        undone; export {count === 1 ? 'it' : 'them'} first if you want to keep a copy.
      </Text>
      {error !== null && <ErrorAlert error={error} title="Could not delete" />}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button
          color="red"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              await props.onConfirm();
            } catch (failure) {
              setError(failure);
            } finally {
              setBusy(false);
            }
          }}
        >
          Delete {count === 1 ? 'for good' : `${count} items for good`}
        </Button>
      </Group>
    </Modal>
  );
}
