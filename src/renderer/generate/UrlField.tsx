// Owns the editor of one URL field (audio_url, a frame's URL): a text box for a link, filled
// by a result dropped from Recent results or picked "From library…" (its service link,
// inputDrop.ts); a library result's link shows as that result, with the link under "Link".
import { t } from '../../shared/i18n/activeLanguage';
import { fieldLabel } from './fieldWords';
import { ActionIcon, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { FieldSpec } from '../../shared/service';
import { FromLibraryButton } from './FromLibraryButton';
import { inputDropProps } from './inputDrop';
import { LinkedInput } from './InputAsset';
import { useLinkedAssets } from './useLinkedAssets';

export interface UrlFieldProps {
  field: FieldSpec;
  value: string;
  /** The label, help, error and required mark every control gets (FieldControl). */
  common: { label: string; description: string; error: string | undefined; required: boolean };
  onChange: (value: string) => void;
}

export function UrlField({ field, value, common, onChange }: UrlFieldProps): React.JSX.Element {
  const asset = useLinkedAssets([value])[value.trim()];
  const clear = (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={t('generate.url.clear', { field: fieldLabel(field) })}
      onClick={() => onChange('')}
    >
      <IconX size={16} />
    </ActionIcon>
  );
  return (
    <Stack
      gap={2}
      align="stretch"
      {...inputDropProps(onChange)}
      data-testid={`url-field-${field.name}`}
    >
      {asset && (
        <Input.Label required={common.required} htmlFor={`url-${field.name}`}>
          {field.label}
        </Input.Label>
      )}
      <LinkedInput asset={asset} actions={asset ? clear : undefined}>
        <TextInput
          {...common}
          id={`url-${field.name}`}
          placeholder="https://…"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </LinkedInput>
      {/* The text box (and its error) is folded away under "Link" when it holds a result. */}
      {asset && common.error && <Input.Error role="alert">{common.error}</Input.Error>}
      <Group justify="flex-end">
        <FromLibraryButton fieldName={field.name} fieldLabel={field.label} onPick={onChange} />
      </Group>
    </Stack>
  );
}
