/**
 * A card's less frequent priced actions (Cover, Remaster, stems, DAW pack) folded under one
 * "More" disclosure, so the card leads with its one primary action the way a studio does.
 * A button with aria-expanded opens them in place: Tab and Enter reach it and each priced
 * button inside, and every button still states its price before anything is paid.
 */
import { Button, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';

export function SongMoreActions(props: { children: React.ReactNode }): React.JSX.Element {
  const [opened, setOpened] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="gray"
        fullWidth
        justify="space-between"
        aria-expanded={opened}
        aria-controls={id}
        rightSection={opened ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
        onClick={() => setOpened((open) => !open)}
        data-testid="song-more"
      >
        More actions
      </Button>
      {opened && (
        <Stack gap={4} id={id} role="group" aria-label="More actions">
          {props.children}
        </Stack>
      )}
    </>
  );
}
