/** The "Use as input" entry of an asset's menu: a submenu of the forms the result can fill, or the plain reason it cannot be used. */
import { Menu, Text } from '@mantine/core';
import { IconArrowForwardUp } from '@tabler/icons-react';
import type { AssetView } from '../../shared/ipc/library';
import { targetApiName, targetName, useModelNames } from '../catalog/targetName';
import { useT } from '../i18n/useLocale';
import { inputLink, inputUseOf } from './inputTargets';

export function UseAsInputMenu(props: { asset: AssetView }): React.JSX.Element | null {
  const t = useT();
  const names = useModelNames();
  const use = inputUseOf(props.asset);
  const url = props.asset.sourceUrl;
  if (use.kind === 'none') return null;
  if (use.kind === 'unavailable' || !url) {
    // Plain readable text, not a disabled item: the reason is what the user needs to read.
    return (
      <>
        <Menu.Label>{t('library.input.useAsInput')}</Menu.Label>
        <Text size="xs" px="sm" pb={6} maw={300} data-testid="input-unavailable">
          {use.kind === 'unavailable' ? use.reason : ''}
        </Text>
      </>
    );
  }
  return (
    <Menu.Sub>
      <Menu.Sub.Target>
        <Menu.Sub.Item leftSection={<IconArrowForwardUp size={14} />}>
          {t('library.input.useAsInput')}
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown>
        {use.groups.map((group) => (
          <div key={group.label}>
            <Menu.Label>{group.label}</Menu.Label>
            {group.targets.map((input) => (
              <Menu.Item
                key={targetApiName(input.target)}
                component="a"
                href={inputLink(input, url)}
                data-input-target={targetApiName(input.target)}
                rightSection={
                  <Text size="xs" c="dimmed">
                    {targetApiName(input.target)}
                  </Text>
                }
              >
                {targetName(input.target, names)}
              </Menu.Item>
            ))}
          </div>
        ))}
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}
