/**
 * The shortcut sheet (Ctrl/Cmd+/ and Help → Keyboard shortcuts): every shortcut of the command
 * table, grouped, in this OS's key names (⌘ on macOS, Ctrl elsewhere).
 */
import { Group, Kbd, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Fragment, useMemo, useRef } from 'react';
import { commandLabel } from '../../shared/commands/commands';
import { activeLocale, t } from '../../shared/i18n/activeLanguage';
import { usePaletteCommand } from '../palette/paletteCommands';
import { isMac } from './keys';
import { shortcutGroups } from '../../shared/commands/shortcutGroups';

function Keys({ keys }: { keys: string[] }): React.JSX.Element {
  return (
    <Group gap={4} wrap="nowrap" component="span">
      {keys.map((key, index) => (
        <Fragment key={index}>
          {index > 0 && !isMac && (
            <Text span size="xs" c="dimmed">
              +
            </Text>
          )}
          <Kbd size="sm">{key}</Kbd>
        </Fragment>
      ))}
    </Group>
  );
}

export function ShortcutSheet(): React.JSX.Element {
  const [opened, { toggle, close }] = useDisclosure(false);
  const toggleRef = useRef(toggle);
  toggleRef.current = toggle;
  const label = commandLabel('help.shortcuts');
  const locale = activeLocale();
  usePaletteCommand(
    useMemo(
      () => ({
        id: 'help.shortcuts',
        entry: {
          id: 'help.shortcuts',
          command: 'help.shortcuts',
          shortcut: 'help.shortcuts',
          group: 'Commands',
          label,
          description: t('shortcuts.description'),
          keywords: ['keys', 'keyboard', 'help', 'hotkeys'],
        },
        run: () => toggleRef.current(),
      }),
      [label],
    ),
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the groups' words follow the language
  const groups = useMemo(() => shortcutGroups(isMac), [locale]);
  return (
    <Modal opened={opened} onClose={close} title={label} size="xl" data-testid="shortcut-sheet">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        {groups.map((group) => (
          <Stack key={group.title} gap={4}>
            <Title order={4} size="h5">
              {group.title}
            </Title>
            {group.where && (
              <Text size="xs" c="dimmed">
                {group.where}
              </Text>
            )}
            <Table verticalSpacing={4} horizontalSpacing={0}>
              <Table.Tbody>
                {group.rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Text size="sm">{row.label}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} justify="flex-end" wrap="nowrap">
                        {row.keys.map((keys, index) => (
                          <Fragment key={index}>
                            {index > 0 && (
                              <Text span size="xs" c="dimmed">
                                {t('shortcuts.or')}
                              </Text>
                            )}
                            <Keys keys={keys} />
                          </Fragment>
                        ))}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ))}
      </SimpleGrid>
    </Modal>
  );
}
