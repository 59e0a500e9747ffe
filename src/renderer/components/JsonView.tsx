/** Read-only JSON, pretty-printed and scrollable, with a copy button. */
import { ActionIcon, Box, Code, CopyButton, ScrollArea, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { t } from '../../shared/i18n/activeLanguage';

export function JsonView(props: {
  value: unknown;
  label: string;
  maxHeight?: number;
}): React.JSX.Element {
  const text = JSON.stringify(props.value, null, 2) ?? 'null';
  return (
    <Box pos="relative">
      {/* Focusable, so the keyboard can scroll a long result. */}
      <ScrollArea.Autosize mah={props.maxHeight ?? 320} type="auto" viewportProps={{ tabIndex: 0 }}>
        <Code block aria-label={props.label} fz="xs">
          {text}
        </Code>
      </ScrollArea.Autosize>
      <CopyButton value={text}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('shell.copied') : t('shell.copyJson')}>
            <ActionIcon
              variant="subtle"
              size="sm"
              pos="absolute"
              top={6}
              right={14}
              onClick={copy}
              aria-label={t('shell.copyNamed', { name: props.label })}
            >
              {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Box>
  );
}
