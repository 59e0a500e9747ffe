// Owns the one generic renderer of a field-table row: the right Mantine control for its
// kind, labelled with the field's label (so it is reachable by name), its help, its error.
import {
  Input,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { GrowingTextarea } from '../components/GrowingTextarea';
import type { FieldSpec } from '../../shared/service';
import { t } from '../../shared/i18n/activeLanguage';
import { useT } from '../i18n/useLocale';
import {
  controlKind,
  displayedEnumValue,
  displayedEnumValues,
  numberStep,
  offersNotSet,
} from './controlKind';
import { fieldHelp, fieldLabel, optionLabel } from './fieldWords';
import { LocaleNumberInput } from './LocaleNumberInput';
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

/** The default as the picker shows it ("Automatic", not `auto`); '' when the spec states none. */
function defaultValue(field: FieldSpec): string {
  if (field.default === undefined || Array.isArray(field.default)) return '';
  if (typeof field.default === 'boolean')
    return t(field.default ? 'generate.option.on' : 'generate.option.off');
  return optionLabel(field, String(field.default));
}

function defaultNote(field: FieldSpec): string {
  const value = defaultValue(field);
  return value === '' ? '' : t('generate.option.defaultNote', { value });
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
        <Input.Label required={field.required === true}>{fieldLabel(field)}</Input.Label>
        <Input.Description>
          {fieldHelp(field)}
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

export function FieldControl(props: FieldControlProps): React.JSX.Element {
  const { field, value, error, onChange } = props;
  useT();
  const common = {
    label: fieldLabel(field),
    description: `${fieldHelp(field)}${defaultNote(field)}`,
    error,
    required: field.required === true,
  };
  switch (controlKind(field)) {
    case 'textarea':
      return (
        <Stack gap={2}>
          <GrowingTextarea
            {...common}
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
          placeholder={t('generate.option.taskIdPlaceholder')}
          value={asString(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <LocaleNumberInput
          {...common}
          value={value}
          step={numberStep(field)}
          onChange={onChange}
          placeholder={defaultValue(field) || undefined}
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
            { value: NOT_SET, label: t('generate.option.notSet') },
            ...options.map((option) => ({ value: option, label: optionLabel(field, option) })),
          ]
        : options.map((option) => ({ value: option, label: optionLabel(field, option) }));
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
            aria-label={fieldLabel(field)}
            data={data}
            value={current}
            onChange={(next) =>
              onChange(
                next === NOT_SET ? undefined : field.kind === 'integer' ? Number(next) : next,
              )
            }
            fullWidth={data.length > 3}
            // Long words (German, the pseudo-locale) wrap inside a segment rather than overflow.
            styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2 } }}
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
            label: optionLabel(field, option),
          }))}
          value={
            typeof value === 'string' && value !== '' ? displayedEnumValue(field, value) : null
          }
          onChange={(next) => onChange(next ?? undefined)}
          searchable={controlKind(field) === 'searchable-select'}
          clearable={!field.required}
          placeholder={
            defaultValue(field)
              ? t('generate.option.default', { value: defaultValue(field) })
              : t('generate.option.notSet')
          }
          nothingFoundMessage={t('generate.option.noMatch')}
        />
      );
    case 'switch': {
      const checked = typeof value === 'boolean' ? value : field.default === true;
      return (
        <Switch
          label={fieldLabel(field)}
          description={`${fieldHelp(field)}${defaultNote(field)}`}
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
          data={displayedEnumValues(field).map((option) => ({
            value: option,
            label: optionLabel(field, option),
          }))}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(next) => onChange(next)}
          placeholder={t('generate.option.chooseSeveral')}
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
