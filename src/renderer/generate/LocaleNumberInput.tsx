// Owns typing a number on the Generate form as the user's language writes it: "4,5" in German,
// "4.5" everywhere (never 45), read by the one format module (parseLocaleNumber). What cannot
// be read stays in the field as typed, with an error naming the field; the form keeps the text,
// so the validator refuses it and nothing is sent.
import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatNumber, readNumberField } from '../../shared/format/number';

export interface LocaleNumberInputProps {
  label: string;
  description: string;
  required: boolean;
  /** The validator's message for this field, shown when the text itself is readable. */
  error: string | undefined;
  value: unknown;
  /** What the arrow keys add or take away. */
  step: number;
  placeholder?: string | undefined;
  onChange: (value: unknown) => void;
}

/** The value as this language writes it, without grouping (a field, not a report). */
function shown(value: unknown): string {
  if (typeof value === 'number')
    return formatNumber(value, { useGrouping: false, maximumFractionDigits: 6 });
  return typeof value === 'string' ? value : '';
}

export function LocaleNumberInput(props: LocaleNumberInputProps): React.JSX.Element {
  const { value, onChange } = props;
  const [text, setText] = useState(() => shown(value));
  // A value set from outside (reset, a link, a re-run) replaces what is typed.
  useEffect(() => {
    setText((typed) => {
      const read = typed.trim() === '' ? undefined : readNumberField(typed, '');
      const same =
        read === undefined
          ? value === undefined || value === ''
          : 'value' in read
            ? read.value === value
            : typed === value;
      return same ? typed : shown(value);
    });
  }, [value]);
  const read = text.trim() === '' ? null : readNumberField(text, props.label);
  return (
    <TextInput
      label={props.label}
      description={props.description}
      required={props.required}
      inputMode="decimal"
      value={text}
      placeholder={props.placeholder}
      error={read && 'error' in read ? read.error : props.error}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        const base = typeof value === 'number' ? value : 0;
        const next = base + (event.key === 'ArrowUp' ? props.step : -props.step);
        const rounded = Math.round(next * 1000) / 1000;
        setText(shown(rounded));
        onChange(rounded);
      }}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        if (typed.trim() === '') return onChange(undefined);
        const next = readNumberField(typed, props.label);
        onChange('value' in next ? next.value : typed);
      }}
    />
  );
}
