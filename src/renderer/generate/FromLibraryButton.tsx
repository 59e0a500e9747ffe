// Owns "From library…" on a URL field: a drawer listing the library results that fit the
// field (libraryPick.ts), searched through the library's own query (a page of 30, never the
// whole library). Click or Enter fills this field; a card can also be dragged onto any URL
// field of the form (same drag type as Recent results, inputDrop.ts). The drawer has no
// overlay so the form stays a drop target while it is open.
import { t } from '../../shared/i18n/activeLanguage';
import { Box, Button, Drawer, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconLibraryPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import { formatDate } from '../format/date';
import { AssetThumb } from '../library/AssetThumb';
import { startInputDrag } from './inputDrop';
import { pickEntries, pickerKindsFor, type PickEntry } from './libraryPick';

const PAGE = 30;

/** The picker's entries, each with the asset it stands for (its thumbnail). */
function usePickEntries(
  fieldName: string,
  text: string,
  opened: boolean,
): { entry: PickEntry; asset: AssetView }[] | null {
  const [entries, setEntries] = useState<{ entry: PickEntry; asset: AssetView }[] | null>(null);
  useEffect(() => {
    const kinds = pickerKindsFor(fieldName);
    if (!opened || !kinds) return;
    let live = true;
    window.atelier.library.list({ text: text.trim() || undefined, kinds, limit: PAGE }).then(
      (page) => {
        const assets = new Map(page.items.map((asset) => [asset.id, asset]));
        if (live)
          setEntries(
            pickEntries(fieldName, page.items).map((entry) => ({
              entry,
              asset: assets.get(entry.id)!,
            })),
          );
      },
      () => live && setEntries([]),
    );
    return () => {
      live = false;
    };
  }, [fieldName, text, opened]);
  return entries;
}

function EntryCard(props: {
  entry: PickEntry;
  asset: AssetView;
  onPick: (url: string) => void;
}): React.JSX.Element {
  const { entry } = props;
  const url = entry.url;
  return (
    <UnstyledButton
      data-testid={`pick-${entry.id}`}
      disabled={!url}
      aria-disabled={!url}
      draggable={url !== null}
      onDragStart={(event) => startInputDrag(event, { sourceUrl: url })}
      onClick={() => url && props.onPick(url)}
      p="xs"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        border: '1px solid var(--mantine-color-default-border)',
        opacity: url ? 1 : 0.6,
        cursor: url ? 'grab' : 'not-allowed',
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <Box
          w={48}
          h={48}
          style={{ flex: 'none', overflow: 'hidden', borderRadius: 'var(--mantine-radius-xs)' }}
        >
          <AssetThumb asset={props.asset} size={48} />
        </Box>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} lineClamp={1}>
            {entry.title}
          </Text>
          <Text size="xs" c="dimmed">
            {entry.detail}
            {entry.reason ? ` · ${entry.reason}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(props.asset.createdAt)}
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}

export function FromLibraryButton(props: {
  fieldName: string;
  fieldLabel: string;
  onPick: (url: string) => void;
}): React.JSX.Element | null {
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const entries = usePickEntries(props.fieldName, text, opened);
  if (!pickerKindsFor(props.fieldName)) return null;
  return (
    <>
      <Button
        variant="subtle"
        size="compact-xs"
        leftSection={<IconLibraryPhoto size={14} />}
        onClick={() => setOpened(true)}
        aria-label={t('generate.library.buttonFor', { field: props.fieldLabel })}
      >
        {t('generate.library.button')}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="sm"
        withOverlay={false}
        lockScroll={false}
        title={t('generate.library.title', { field: props.fieldLabel })}
      >
        <Stack gap="xs">
          <TextInput
            label={t('generate.library.search')}
            placeholder={t('generate.library.searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            data-autofocus
          />
          <Text size="xs" c="dimmed">
            {t('generate.library.help')}
          </Text>
          {entries === null && <Text size="sm">{t('generate.library.loading')}</Text>}
          {entries?.length === 0 && <Text size="sm">{t('generate.library.nothing')}</Text>}
          {entries?.map(({ entry, asset }) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              asset={asset}
              onPick={(url) => {
                props.onPick(url);
                setOpened(false);
              }}
            />
          ))}
        </Stack>
      </Drawer>
    </>
  );
}
