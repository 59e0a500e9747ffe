// Owns typing a number on the Generate form as the user's language writes it: "4,5" in German,
// "4.5" everywhere (never 45), read by the one format module (parseLocaleNumber). What cannot
// be read stays in the field as typed, with an error naming the field; the form keeps the text,
// so the validator refuses it and nothing is sent.
import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { readNumberField } from '../../shared/format/number';
import { shownNumber as shown, steppedNumber } from './numberStep';
import { NumberSteppers } from './NumberSteppers';

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
  /** One step from the value (buttons and arrow keys alike); unreadable text is left as typed. */
  const stepBy = (direction: 1 | -1): void => {
    const next = steppedNumber(value, props.step, direction);
    if (next === null) return;
    setText(shown(next));
    onChange(next);
  };
  return (
    <TextInput
      label={props.label}
      description={props.description}
      required={props.required}
      inputMode="decimal"
      value={text}
      placeholder={props.placeholder}
      error={read && 'error' in read ? read.error : props.error}
      rightSection={<NumberSteppers onStep={stepBy} />}
      rightSectionWidth={24}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        stepBy(event.key === 'ArrowUp' ? 1 : -1);
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
