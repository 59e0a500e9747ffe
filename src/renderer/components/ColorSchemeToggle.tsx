/** Switches light/dark; the choice is remembered by Mantine's color scheme manager. */
import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

import { useT } from '../i18n/useLocale';

export function ColorSchemeToggle(): React.JSX.Element {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const next = computed === 'dark' ? 'light' : 'dark';
  const t = useT();
  const label = next === 'dark' ? t('shell.switchToDark') : t('shell.switchToLight');
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} onClick={() => setColorScheme(next)}>
        {computed === 'dark' ? (
          <IconSun size={18} aria-hidden />
        ) : (
          <IconMoon size={18} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );
}
