// Owns the form's "Reset form" control: it empties the form and forgets its draft, then
// offers to undo that until the user types again (a reset is destructive, so it can be undone).
import { useT } from '../i18n/useLocale';
import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconEraser } from '@tabler/icons-react';

export interface ResetFormButtonProps {
  edited: boolean;
  onReset: () => void;
  onUndo: (() => void) | null;
}

export function ResetFormButton({
  edited,
  onReset,
  onUndo,
}: ResetFormButtonProps): React.JSX.Element {
  const t = useT();
  if (onUndo) {
    return (
      <Group gap={4} wrap="nowrap" data-testid="form-reset-undo">
        <Text size="xs" c="dimmed" role="status">
          {t('generate.reset.cleared')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          onClick={onUndo}
        >
          {t('generate.reset.undo')}
        </Button>
      </Group>
    );
  }
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<IconEraser size={14} aria-hidden />}
      onClick={onReset}
      disabled={!edited}
    >
      {t('generate.reset.button')}
    </Button>
  );
}
