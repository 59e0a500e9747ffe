/** Asks for a collection's name (a new one, or a new name): checked as typed, and again by main. */
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { COLLECTION_NAME_MAX, type CollectionView } from '../../shared/ipc/collections';
import { describeError } from '../errors';
import { useT } from '../i18n/useLocale';
import { nameProblem } from './useCollections';

export function CollectionNameModal(props: {
  /** null: closed; `renaming` null makes a new collection. */
  open: { renaming: CollectionView | null } | null;
  collections: readonly CollectionView[];
  onClose: () => void;
  /** Saves the name; the modal closes when it resolves and shows why when it throws. */
  onSave: (name: string) => Promise<void>;
}): React.JSX.Element {
  const t = useT();
  const renaming = props.open?.renaming ?? null;
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    setName(renaming?.name ?? '');
    setTouched(false);
    setFailure(null);
  }, [props.open, renaming]);
  const problem = nameProblem(name, props.collections, renaming?.id ?? null, COLLECTION_NAME_MAX);
  const problemText =
    problem === 'empty'
      ? t('collections.name.empty')
      : problem === 'tooLong'
        ? t('collections.name.tooLong', { max: COLLECTION_NAME_MAX })
        : problem === 'taken'
          ? t('collections.name.taken', { name: name.trim() })
          : null;
  const save = async () => {
    setTouched(true);
    if (problem) return;
    setBusy(true);
    setFailure(null);
    try {
      await props.onSave(name);
      props.onClose();
    } catch (error) {
      setFailure(
        describeError(error).code === 'conflict'
          ? t('collections.name.taken', { name: name.trim() })
          : describeError(error).message,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={props.open !== null}
      onClose={props.onClose}
      centered
      title={
        renaming
          ? t('collections.rename.title', { name: renaming.name })
          : t('collections.create.title')
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextInput
          label={t('collections.name.label')}
          placeholder={t('collections.name.placeholder')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setTouched(true);
            setFailure(null);
          }}
          error={failure ?? (touched ? problemText : null)}
          data-autofocus
          data-testid="collection-name"
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={props.onClose} disabled={busy}>
            {t('collections.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {renaming ? t('collections.rename.save') : t('collections.create.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
