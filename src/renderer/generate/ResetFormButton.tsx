// Owns the form's "Reset form" control: it empties the form and forgets its draft, then
// offers to undo that until the user types again (a reset is destructive, so it can be undone).
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
  if (onUndo) {
    return (
      <Group gap={4} wrap="nowrap" data-testid="form-reset-undo">
        <Text size="xs" c="dimmed" role="status">
          Form cleared.
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          onClick={onUndo}
        >
          Undo
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
      Reset form
    </Button>
  );
}
