/**
 * A priced action that asks for a few options first (Cover's style, Remaster's variation,
 * Replace's new lyrics): the card's button opens a small form beside it, and the form's own
 * priced button sends the request with the options chosen.
 */
import { Button, Popover, Stack } from '@mantine/core';
import { useState } from 'react';
import type { MusicAction } from '../../shared/service';
import { useT } from '../i18n/useLocale';
import { SongActionButton } from './SongActionButton';
import type { SongRequest } from './useSongSubmit';

export function SongActionPopover(props: {
  action: MusicAction;
  /** The words before the price; else the action's own label. */
  name?: string;
  /** The request without options, priced on the card's button. */
  plainBody: Record<string, unknown>;
  /** The request with the options as chosen in the form. */
  body: Record<string, unknown>;
  /** A rule the request breaks before any option (the card's button stays disabled). */
  blocked?: string | null;
  /** A rule the request with its options breaks (the form's button stays disabled). */
  problem: string | null;
  busy: boolean;
  onRequest: (request: SongRequest) => void;
  children: React.ReactNode;
}): React.JSX.Element {
  const t = useT();
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom"
      withArrow
      trapFocus
      width={260}
      shadow="md"
    >
      <Popover.Target>
        <SongActionButton
          action={props.action}
          body={props.plainBody}
          {...(props.name ? { name: props.name } : {})}
          problem={props.blocked ?? null}
          busy={props.busy}
          onRequest={() => setOpened((open) => !open)}
        />
      </Popover.Target>
      <Popover.Dropdown data-testid="song-action-options" data-action={props.action}>
        <Stack gap="xs">
          {props.children}
          <SongActionButton
            action={props.action}
            body={props.body}
            {...(props.name ? { name: props.name } : {})}
            problem={props.blocked ?? props.problem}
            busy={props.busy}
            onRequest={(request) => {
              setOpened(false);
              props.onRequest(request);
            }}
          />
          <Button size="xs" variant="subtle" color="gray" onClick={() => setOpened(false)}>
            {t('song.action.cancel')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
