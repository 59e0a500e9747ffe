// Owns the custom / inspiration switch of the music actions that have one.
import { useT } from '../i18n/useLocale';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { ModeSwitch as ModeSwitchKind, MusicMode } from '../../shared/service';

export function ModeSwitch(props: {
  modeSwitch: ModeSwitchKind;
  mode: MusicMode;
  onChange: (mode: MusicMode) => void;
}): React.JSX.Element {
  const t = useT();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('generate.mode')}
      </Text>
      <SegmentedControl
        color="violet"
        aria-label={t('generate.mode')}
        data={[
          { value: 'inspiration', label: t('generate.mode.inspiration') },
          { value: 'custom', label: t('generate.mode.custom') },
        ]}
        value={props.mode}
        onChange={(next) => props.onChange(next === 'custom' ? 'custom' : 'inspiration')}
      />
      <Text size="xs" c="dimmed">
        {t(`generate.mode.${props.mode}.help`)}
        {props.modeSwitch === 'required' ? ` ${t('generate.mode.required')}` : ''}
      </Text>
    </Stack>
  );
}
