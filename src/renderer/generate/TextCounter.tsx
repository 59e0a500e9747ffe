// Owns the live length counter under a text field: it counts what the service counts
// (textLength) and turns red past the limit. How much too long is said once, by the field's
// error, in the same unit.
import { Text } from '@mantine/core';
import type { FieldSpec } from '../../shared/service';
import { counterText, textLength } from './textLength';

export function TextCounter(props: { field: FieldSpec; text: string }): React.JSX.Element | null {
  const length = textLength(props.field, props.text);
  if (length === null) return null;
  const over = length.over > 0;
  return (
    <Text
      size="xs"
      ta="right"
      c={over ? 'red' : 'dimmed'}
      fw={over ? 600 : 400}
      data-testid={`counter-${props.field.name}`}
      data-over={over ? 'true' : 'false'}
      aria-live="polite"
    >
      {counterText(length)}
    </Text>
  );
}
