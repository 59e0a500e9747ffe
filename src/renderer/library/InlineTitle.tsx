/** An asset's title that turns into a text field to rename it (Enter saves, Escape cancels). */
import { ActionIcon, Group, TextInput, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import { useT } from '../i18n/useLocale';
import { displayTitle } from './assetPresentation';
import { TitleText } from './TitleText';

const FOCUS_AFTER_MENU_MS = 40;

export function InlineTitle(props: {
  asset: AssetView;
  onChanged: (asset: AssetView) => void;
  size?: 'sm' | 'md' | 'lg';
  /** Show the pencil only (lists start editing from their menu). */
  editing?: boolean;
  onEditingChange?: (editing: boolean) => void;
}): React.JSX.Element {
  const [ownEditing, setOwnEditing] = useState(false);
  const editing = props.editing ?? ownEditing;
  const setEditing = (value: boolean) => (props.onEditingChange ?? setOwnEditing)(value);
  const t = useT();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const focused = useRef(false);

  // However editing starts (the pencil, or "Rename" in the … menu), the field holds the
  // title, selected. It is focused after the menu has handed focus back to its button
  // (Mantine returns it 10 ms after closing), and a blur before that focus saves nothing.
  useEffect(() => {
    if (!editing) return;
    setDraft(props.asset.title);
    setError(null);
    focused.current = false;
    const timer = window.setTimeout(() => {
      input.current?.focus();
      input.current?.select();
    }, FOCUS_AFTER_MENU_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when editing starts
  }, [editing]);

  const save = async () => {
    const title = draft.trim();
    if (!title) return setError(t('library.rename.empty'));
    if (title === props.asset.title) return setEditing(false);
    try {
      props.onChanged(await window.atelier.library.update({ id: props.asset.id, title }));
      setEditing(false);
    } catch {
      setError(t('library.rename.failed'));
    }
  };

  if (editing) {
    return (
      <TextInput
        ref={input}
        size="xs"
        value={draft}
        error={error}
        maxLength={200}
        aria-label={t('library.rename.field')}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Enter') void save();
          if (event.key === 'Escape') setEditing(false);
        }}
        onFocus={() => {
          focused.current = true;
        }}
        onBlur={() => focused.current && void save()}
      />
    );
  }
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      <TitleText title={displayTitle(props.asset)} size={props.size ?? 'sm'} />
      <Tooltip label={t('library.menu.rename')} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="xs"
          aria-label={t('library.menu.rename')}
          onClick={(event) => {
            event.stopPropagation();
            setEditing(true);
          }}
        >
          <IconPencil size={12} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
