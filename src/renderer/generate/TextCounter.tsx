// Owns the live length counter under a text field: it measures what the service measures
// (UTF-8 bytes for the image-a prompts, Unicode characters elsewhere) and turns red past the limit.
import { Text } from '@mantine/core';
import { measureText, measureUnit, type FieldSpec } from '../../shared/service';

export function TextCounter(props: { field: FieldSpec; text: string }): React.JSX.Element | null {
  const { field, text } = props;
  if (field.maxLength === undefined) return null;
  const kind = field.measure ?? 'codepoints';
  const length = measureText(text, kind);
  const over = length > field.maxLength;
  return (
    <Text
      size="xs"
      ta="right"
      c={over ? 'red' : 'dimmed'}
      fw={over ? 600 : 400}
      data-testid={`counter-${field.name}`}
      data-over={over ? 'true' : 'false'}
      aria-live="polite"
    >
      {length.toLocaleString('en-US')} / {field.maxLength.toLocaleString('en-US')} {measureUnit(kind)}
      {over ? ` (${(length - field.maxLength).toLocaleString('en-US')} over)` : ''}
    </Text>
  );
}
