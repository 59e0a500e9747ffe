// Owns the editor of a URL list (image_urls, audio_urls): one input per URL with its own
// check (public http(s) only, no data: URLs), add/remove, image thumbnails, and a result
// dropped from the Recent results strip or picked from the library (its service link, inputDrop.ts),
// shown as that result with its link under "Link" (InputAsset.tsx).
import { t } from '../../shared/i18n/activeLanguage';
import { useT } from '../i18n/useLocale';
import { fieldHelp, fieldLabel } from './fieldWords';
import { urlListHelp } from './urlListHelp';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { fieldSchema, type FieldSpec } from '../../shared/service';
import { FromLibraryButton } from './FromLibraryButton';
import { inputDropProps, withDroppedLink } from './inputDrop';
import { LinkedInput } from './InputAsset';
import { useLinkedAssets } from './useLinkedAssets';

/** The problem with one URL as the service would see it, or null. */
export function urlItemError(field: FieldSpec, url: string): string | null {
  if (url.trim() === '') return null;
  const result = fieldSchema({ ...field, kind: 'url', required: false }).safeParse(url.trim());
  return result.success ? null : (result.error.issues[0]?.message ?? 'not a valid URL');
}

function Thumbnail(props: { url: string }): React.JSX.Element {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <ThemeIcon variant="light" color="gray" size={40} aria-label={t('generate.url.noPreview')}>
        <IconPhoto size={20} />
      </ThemeIcon>
    );
  }
  return (
    <Image
      src={props.url}
      alt=""
      w={40}
      h={40}
      radius="sm"
      fit="cover"
      onError={() => setFailed(true)}
    />
  );
}

export interface UrlListFieldProps {
  field: FieldSpec;
  value: unknown;
  error: string | undefined;
  onChange: (value: string[]) => void;
}

export function UrlListField(props: UrlListFieldProps): React.JSX.Element {
  const { field, error, onChange } = props;
  const items =
    Array.isArray(props.value) && props.value.length > 0 ? (props.value as string[]) : [''];
  const images = field.name === 'image_urls';
  const max = field.maxItems;
  useT();
  const label = fieldLabel(field);
  // Links of library results show as the result (picture or waveform, title, length).
  const linked = useLinkedAssets(items);
  const update = (index: number, url: string) =>
    onChange(items.map((item, at) => (at === index ? url : item)));
  return (
    <Fieldset
      legend={`${label}${field.required ? ' *' : ''}`}
      variant="filled"
      aria-invalid={error ? true : undefined}
      data-testid={`url-field-${field.name}`}
      {...inputDropProps((url) =>
        onChange(withDroppedLink(Array.isArray(props.value) ? (props.value as string[]) : [], url)),
      )}
    >
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {urlListHelp(fieldHelp(field), field.minItems, max)}
        </Text>
        {items.map((url, index) => {
          const itemError = urlItemError(field, url);
          const valid = url.trim() !== '' && itemError === null;
          const remove = (
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={4}
              aria-label={t('generate.url.remove', { field: label, index: index + 1 })}
              onClick={() => onChange(items.filter((_, at) => at !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          );
          return (
            <LinkedInput key={index} asset={linked[url.trim()]} actions={remove}>
              <Group gap="xs" align="flex-start" wrap="nowrap">
                {images &&
                  !linked[url.trim()] &&
                  (valid ? (
                    <Thumbnail url={url.trim()} />
                  ) : (
                    <ThemeIcon variant="light" color="gray" size={40}>
                      <IconPhoto size={20} />
                    </ThemeIcon>
                  ))}
                <TextInput
                  style={{ flex: 1 }}
                  aria-label={`${label} ${index + 1}`}
                  placeholder="https://…"
                  value={url}
                  error={itemError}
                  onChange={(event) => update(index, event.currentTarget.value)}
                />
              </Group>
            </LinkedInput>
          );
        })}
        <Group justify="space-between">
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={max !== undefined && items.length >= max}
              onClick={() => onChange([...items, ''])}
            >
              {t('generate.url.add')}
            </Button>
            <FromLibraryButton
              fieldName={field.name}
              fieldLabel={label}
              onPick={(url) =>
                onChange(
                  withDroppedLink(Array.isArray(props.value) ? (props.value as string[]) : [], url),
                )
              }
            />
          </Group>
          <Text size="xs" c="dimmed">
            {items.filter((item) => item.trim() !== '').length}
            {max ? ` / ${max}` : ''}
          </Text>
        </Group>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
