// The header's way into the command palette: a wide button naming the shortcut where the
// header has room, an icon button (same palette, same Ctrl/Cmd+K) in a small window.
import { ActionIcon, Button, Kbd, Tooltip } from '@mantine/core';
import { spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { commandKeys } from '../commands/keys';

import { useT } from '../i18n/useLocale';

/** The palette's keys, from the one command table, in the language's key names (read on each render). */
const shortcut = (): string => commandKeys('view.palette')?.join(' ') ?? '';

export function HeaderSearch(): React.JSX.Element {
  const t = useT();
  const SHORTCUT = shortcut();
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconSearch size={14} aria-hidden />}
        rightSection={<Kbd size="xs">{SHORTCUT}</Kbd>}
        onClick={() => spotlight.open()}
        visibleFrom="lg"
        c="dimmed"
        fw={400}
      >
        {t('shell.searchOrRun')}
      </Button>
      <Tooltip label={t('shell.searchOrRunWithKeys', { keys: SHORTCUT })}>
        <ActionIcon
          variant="default"
          aria-label={t('shell.searchOrRun')}
          hiddenFrom="lg"
          onClick={() => spotlight.open()}
          data-testid="header-search-icon"
        >
          <IconSearch size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
