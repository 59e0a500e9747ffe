// Owns the control of a 0 to 1 weight (style weight, weirdness, audio weight): a slider with
// the value in words beside the label. Until the user moves it the weight is not set (the
// service decides) and the slider says so; "Clear" returns it to not set.
import { t } from '../../shared/i18n/activeLanguage';
import { useT } from '../i18n/useLocale';
import { formatNumber } from '../../shared/format/number';
import { fieldHelp, fieldLabel } from './fieldWords';
import { Button, Group, Input, Slider, Stack, Text } from '@mantine/core';
import type { FieldSpec } from '../../shared/service';

export interface WeightSliderProps {
  field: FieldSpec;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
}

const MARKS = [
  { value: 0, label: '0' },
  { value: 0.5, label: '0.5' },
  { value: 1, label: '1' },
];

/** The weight the form holds, or null when it is not set (or is text the validator will name). */
function weightOf(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? number : null;
}

export function WeightSlider({
  field,
  value,
  error,
  onChange,
}: WeightSliderProps): React.JSX.Element {
  useT();
  const weight = weightOf(value);
  const set = weight !== null;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0}>
          <Input.Label>{fieldLabel(field)}</Input.Label>
          <Input.Description>{fieldHelp(field)}</Input.Description>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Text
            size="sm"
            fw={set ? 600 : 400}
            c={set ? 'bright' : 'dimmed'}
            data-testid={`weight-${field.name}`}
          >
            {set ? formatNumber(weight, { minimumFractionDigits: 2 }) : t('generate.option.notSet')}
          </Text>
          {set && (
            <Button
              variant="subtle"
              size="compact-xs"
              color="gray"
              onClick={() => onChange(undefined)}
              aria-label={t('generate.url.clear', { field: fieldLabel(field) })}
            >
              {t('generate.weight.clear')}
            </Button>
          )}
        </Group>
      </Group>
      <Slider
        thumbLabel={field.label}
        min={0}
        max={1}
        step={0.05}
        marks={MARKS}
        value={weight ?? 0.5}
        onChange={(next) => onChange(next)}
        label={null} // the value is written beside the label; a floating one would cover it
        color={error ? 'red' : set ? 'violet' : 'gray'}
        // Not set: no filled bar, so the resting thumb does not read as a chosen 0.5.
        {...(set ? {} : { styles: { bar: { opacity: 0 } } })}
        mb="md"
      />
      {error && <Input.Error role="alert">{error}</Input.Error>}
    </Stack>
  );
}
