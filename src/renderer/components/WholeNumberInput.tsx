// Owns typing a whole number (a count, an amount of credits) as the user's language writes it:
// "1.000" in German is a thousand, and "4.5" or "4,5" is an error naming the field, never 45.
// Mantine's NumberInput drops a mark it does not allow, so it turned "4.5" into 45 (and saved it);
// this reads the text with the one format module instead. Unreadable text stays as typed.
import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { readWholeNumberField } from '../../shared/format/number';
import { shownNumber } from '../generate/numberStep';

export interface WholeNumberInputProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'error' | 'rightSection'
> {
  /** The field's name in an error ("Variations: enter a whole number from 1 to 10."); the label by default. */
  field?: string | undefined;
  /** null: empty. */
  value: number | null;
  /** A whole number in range, null when emptied, NaN while the text cannot be taken. */
  onChange: (value: number | null) => void;
  min?: number | undefined;
  max?: number | undefined;
  /** The caller's own rule (a line below another), shown when the text itself is fine. */
  error?: string | null | undefined;
  /** The unit after the number, e.g. "credits". */
  unit?: string | undefined;
}

export function WholeNumberInput(props: WholeNumberInputProps): React.JSX.Element {
  const { field: named, value, onChange, min, max, error, unit, ...rest } = props;
  const field = named ?? (typeof rest.label === 'string' ? rest.label : '');
  const [text, setText] = useState(() => (value === null ? '' : shownNumber(value)));
  // A value set from outside (saved settings, a reset) replaces what is typed.
  useEffect(() => {
    setText((typed) => {
      const read = typed.trim() === '' ? null : readWholeNumberField(typed, field, { min, max });
      const same = read === null ? value === null : 'value' in read && read.value === value;
      const unreadable = read !== null && 'error' in read && Number.isNaN(value);
      return same || unreadable ? typed : value === null ? '' : shownNumber(value);
    });
  }, [value, field, min, max]);
  const read = text.trim() === '' ? null : readWholeNumberField(text, field, { min, max });
  return (
    <TextInput
      inputMode="numeric"
      {...rest}
      value={text}
      error={read && 'error' in read ? read.error : (error ?? undefined)}
      rightSection={unit}
      rightSectionWidth={unit ? 'auto' : undefined}
      rightSectionProps={{ style: { paddingInline: 'var(--mantine-spacing-xs)' } }}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        if (typed.trim() === '') return onChange(null);
        const next = readWholeNumberField(typed, field, { min, max });
        onChange('value' in next ? next.value : Number.NaN);
      }}
    />
  );
}
