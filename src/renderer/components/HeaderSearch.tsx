// The header's way into the command palette: a wide button naming the shortcut where the
// header has room, an icon button (same palette, same Ctrl/Cmd+K) in a small window.
import { ActionIcon, Button, Kbd, Tooltip } from '@mantine/core';
import { spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { commandKeys } from '../commands/keys';

/** The palette's keys, from the one command table. */
const SHORTCUT = commandKeys('view.palette')?.join(' ') ?? '';

export function HeaderSearch(): React.JSX.Element {
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
        Search or run…
      </Button>
      <Tooltip label={`Search or run… (${SHORTCUT})`}>
        <ActionIcon variant="default" aria-label="Search or run…" hiddenFrom="lg" onClick={() => spotlight.open()} data-testid="header-search-icon">
          <IconSearch size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
