// Owns the one generic renderer of a field-table row: the right Mantine control for its
// kind, labelled with the field's label (so it is reachable by name), its help, its error.
import {
  Input,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { FieldSpec } from '../../shared/service';
import {
  controlKind,
  displayedEnumValue,
  enumOptionLabel,
  displayedEnumValues,
  numberStep,
  offersNotSet,
} from './controlKind';
import { TextCounter } from './TextCounter';
import { UrlField } from './UrlField';
import { UrlListField } from './UrlListField';
import { WeightSlider } from './WeightSlider';

export interface FieldControlProps {
  field: FieldSpec;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
}

const NOT_SET = '';

function defaultNote(field: FieldSpec): string {
  if (field.default === undefined || Array.isArray(field.default)) return '';
  return ` Default: ${String(field.default)}.`;
}

/** A labelled wrapper for controls without their own label (segmented controls). */
function Labelled(props: {
  field: FieldSpec;
  error: string | undefined;
  children: React.ReactNode;
}): React.JSX.Element {
  const { field, error } = props;
  return (
    <Stack gap={4}>
      <Stack gap={0}>
        <Input.Label required={field.required === true}>{field.label}</Input.Label>
        <Input.Description>
          {field.help}
          {defaultNote(field)}
        </Input.Description>
      </Stack>
      {props.children}
      {error && <Input.Error role="alert">{error}</Input.Error>}
    </Stack>
  );
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function asNumberInput(value: unknown): number | string {
  return typeof value === 'number' || typeof value === 'string' ? value : '';
}

export function FieldControl(props: FieldControlProps): React.JSX.Element {
  const { field, value, error, onChange } = props;
  const common = {
    label: field.label,
    description: `${field.help}${defaultNote(field)}`,
    error,
    required: field.required === true,
  };
  switch (controlKind(field)) {
    case 'textarea':
      return (
        <Stack gap={2}>
          <Textarea
            {...common}
            autosize
            minRows={field.name === 'prompt' ? 4 : 2}
            maxRows={14}
            value={asString(value)}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
          <TextCounter field={field} text={asString(value)} />
        </Stack>
      );
    case 'text-input':
      return (
        <Stack gap={2}>
          <TextInput
            {...common}
            value={asString(value)}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
          <TextCounter field={field} text={asString(value)} />
        </Stack>
      );
    case 'url':
      return <UrlField field={field} value={asString(value)} common={common} onChange={onChange} />;
    case 'task':
      return (
        <TextInput
          {...common}
          placeholder="Task id (UUID)"
          value={asString(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={asNumberInput(value)}
          onChange={(next) => onChange(next === '' ? undefined : next)}
          {...(field.min !== undefined ? { min: field.min } : {})}
          {...(field.max !== undefined ? { max: field.max } : {})}
          step={numberStep(field)}
          allowDecimal={field.kind !== 'integer'}
          clampBehavior="none"
          placeholder={field.default !== undefined ? String(field.default) : undefined}
        />
      );
    case 'slider':
      return <WeightSlider field={field} value={value} error={error} onChange={onChange} />;
    case 'number-choices':
    case 'segmented': {
      const options =
        field.kind === 'integer' ? (field.choices ?? []).map(String) : displayedEnumValues(field);
      const optional = offersNotSet(field);
      const data = optional
        ? [
            { value: NOT_SET, label: 'Not set' },
            ...options.map((option) => ({ value: option, label: option })),
          ]
        : options;
      const current =
        value === undefined || value === ''
          ? optional
            ? NOT_SET
            : String(field.default ?? options[0] ?? '')
          : field.kind === 'integer'
            ? String(value)
            : displayedEnumValue(field, String(value));
      return (
        <Labelled field={field} error={error}>
          <SegmentedControl
            aria-label={field.label}
            data={data}
            value={current}
            onChange={(next) =>
              onChange(
                next === NOT_SET ? undefined : field.kind === 'integer' ? Number(next) : next,
              )
            }
            fullWidth={data.length > 3}
            color={error ? 'red' : 'violet'}
          />
        </Labelled>
      );
    }
    case 'select':
    case 'searchable-select':
      return (
        <Select
          {...common}
          data={displayedEnumValues(field).map((option) => ({
            value: option,
            label: enumOptionLabel(field, option),
          }))}
          value={
            typeof value === 'string' && value !== '' ? displayedEnumValue(field, value) : null
          }
          onChange={(next) => onChange(next ?? undefined)}
          searchable={controlKind(field) === 'searchable-select'}
          clearable={!field.required}
          placeholder={
            field.default !== undefined ? `Default: ${String(field.default)}` : 'Not set'
          }
          nothingFoundMessage="No match"
        />
      );
    case 'switch': {
      const checked = typeof value === 'boolean' ? value : field.default === true;
      return (
        <Switch
          label={field.label}
          description={field.help}
          error={error}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    }
    case 'multi-select':
      return (
        <MultiSelect
          {...common}
          data={displayedEnumValues(field)}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(next) => onChange(next)}
          placeholder="Choose one or more"
        />
      );
    case 'url-list':
      return <UrlListField field={field} value={value} error={error} onChange={onChange} />;
    case 'task-pair':
    case 'index-pair':
      // Drawn by the mashup picker; a plain fallback keeps every row reachable.
      return (
        <TextInput
          {...common}
          value={Array.isArray(value) ? value.join(', ') : ''}
          onChange={(event) =>
            onChange(event.currentTarget.value.split(',').map((item) => item.trim()))
          }
        />
      );
  }
}
