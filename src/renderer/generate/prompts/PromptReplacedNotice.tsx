/** Owns the note above the form after a "Reuse" replaced words the user had typed: Undo puts them back. */
import { Alert, Button, Group, Text } from '@mantine/core';
import { useT } from '../../i18n/useLocale';
import type { PromptReuse } from './usePromptReuse';

export function PromptReplacedNotice(props: { reuse: PromptReuse }): React.JSX.Element | null {
  const t = useT();
  const { replaced, undo, dismiss } = props.reuse;
  if (replaced === null) return null;
  return (
    <Alert
      variant="light"
      color="violet"
      withCloseButton
      closeButtonLabel={t('prompts.replaced.dismiss')}
      onClose={dismiss}
      data-testid="prompt-replaced"
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" role="status">
          {t('prompts.replaced.body')}
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={undo}>
          {t('prompts.replaced.undo')}
        </Button>
      </Group>
    </Alert>
  );
}
