/** Asks before deleting trashed assets for good, saying plainly that their files go too. */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../errors';
import { useT } from '../i18n/useLocale';

export function DeleteForeverModal(props: {
  /** What is deleted: a count and, for one item, its title; null when closed. */
  what: { count: number; title?: string } | null;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}): React.JSX.Element {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const count = props.what?.count ?? 0;
  const one = count === 1 && props.what?.title ? props.what.title : null;
  return (
    <Modal
      opened={props.what !== null}
      onClose={props.onClose}
      title={
        one !== null
          ? t('library.trash.confirmOneTitle', { title: one })
          : t('library.trash.confirmTitle', { count })
      }
      centered
    >
      <Text size="sm">{t('library.trash.confirmBody', { count })}</Text>
      {error !== null && <ErrorAlert error={error} title={t('library.trash.deleteFailed')} />}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose} disabled={busy} data-autofocus>
          {t('library.trash.cancel')}
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
          {t('library.trash.confirmButton', { count })}
        </Button>
      </Group>
    </Modal>
  );
}
