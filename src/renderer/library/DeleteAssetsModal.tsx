/** Asks before deleting assets, saying plainly that their files are removed from disk. */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../errors';

export function DeleteAssetsModal(props: { ids: string[]; titles: string[]; onClose: () => void; onDeleted: (count: number) => void }): React.JSX.Element {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const count = props.ids.length;
  const what = count === 1 ? `“${props.titles[0] ?? 'this asset'}”` : `${count} assets`;
  return (
    <Modal opened={count > 0} onClose={props.onClose} title={`Delete ${what}?`} centered>
      <Text size="sm">
        {count === 1 ? 'Its file is' : 'Their files are'} removed from this computer’s library folder. This cannot be undone;
        export {count === 1 ? 'it' : 'them'} first if you want to keep a copy.
      </Text>
      {error !== null && <ErrorAlert error={error} title="Could not delete" />}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          color="red"
          loading={busy}
          data-autofocus
          onClick={async () => {
            setBusy(true);
            try {
              const result = await window.atelier.library.delete({ ids: props.ids });
              props.onDeleted(result.deleted);
            } catch (failure) {
              setError(failure);
            } finally {
              setBusy(false);
            }
          }}
        >
          Delete {count === 1 ? 'asset and file' : `${count} assets and files`}
        </Button>
      </Group>
    </Modal>
  );
}
