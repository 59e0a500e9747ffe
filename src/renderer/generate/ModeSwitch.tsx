// Owns the custom / inspiration switch of the music actions that have one.
import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { ModeSwitch as ModeSwitchKind, MusicMode } from '../../shared/service';

const HELP: Record<MusicMode, string> = {
  inspiration:
    'Describe the song; the service writes lyrics and style. Fields for your own lyrics and style are hidden.',
  custom: 'Write your own lyrics, title and style.',
};

export function ModeSwitch(props: {
  modeSwitch: ModeSwitchKind;
  mode: MusicMode;
  onChange: (mode: MusicMode) => void;
}): React.JSX.Element {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Mode
      </Text>
      <SegmentedControl
        color="violet"
        aria-label="Mode"
        data={[
          { value: 'inspiration', label: 'Inspiration' },
          { value: 'custom', label: 'Custom' },
        ]}
        value={props.mode}
        onChange={(next) => props.onChange(next === 'custom' ? 'custom' : 'inspiration')}
      />
      <Text size="xs" c="dimmed">
        {HELP[props.mode]}
        {props.modeSwitch === 'required' ? ' This action needs the mode stated.' : ''}
      </Text>
    </Stack>
  );
}
