// Owns choosing what to generate: the kind (image, video, music), then a model card, or for
// music the legacy `tune` submit or one of the 33 actions grouped as the spec groups them.
import { Group, Radio, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMovie, IconMusic, IconPhoto } from '@tabler/icons-react';
import type { ModelKind } from '../../shared/service';
import { actionName } from '../../shared/service/music/actionNames';
import type { Translate } from '../../shared/i18n/translator';
import { useT } from '../i18n/useLocale';
import { useModelNames } from '../catalog/targetName';
import {
  MUSIC_ACTION_GROUPS,
  actionGroupName,
  actionSummary,
  modelSummary,
  defaultTargetOf,
  kindOfTarget,
  modelsOfKind,
  targetKey,
  targetSummary,
  type GenerateTarget,
} from './generateTargets';

const KIND_ICONS = { image: IconPhoto, video: IconMovie, music: IconMusic } as const;

function kindData(t: Translate) {
  return (['image', 'video', 'music'] as const).map((value) => {
    const Icon = KIND_ICONS[value];
    return {
      value,
      label: (
        <Group gap={6} wrap="nowrap">
          <Icon size={16} aria-hidden />
          <span>{t(`generate.kind.${value}`)}</span>
        </Group>
      ),
    };
  });
}

function musicData(t: Translate) {
  return [
    {
      group: t('generate.group.legacy'),
      items: [{ value: 'model:tune', label: t('generate.legacySong') }],
    },
    ...MUSIC_ACTION_GROUPS.map((group) => ({
      group: actionGroupName(group),
      items: group.actions.map((action) => ({
        value: `action:${action}`,
        label: actionName(action),
      })),
    })),
  ];
}

function parseKey(key: string): GenerateTarget | null {
  if (key === 'model:tune') return { model: 'tune' };
  const action = key.startsWith('action:') ? key.slice('action:'.length) : null;
  const group = MUSIC_ACTION_GROUPS.find((candidate) =>
    candidate.actions.some((name) => name === action),
  );
  const found = group?.actions.find((name) => name === action);
  return found ? { action: found } : null;
}

export function ModelPicker(props: {
  target: GenerateTarget;
  onChange: (target: GenerateTarget) => void;
}): React.JSX.Element {
  const { target, onChange } = props;
  const t = useT();
  const kind = kindOfTarget(target);
  const modelNames = useModelNames();
  return (
    <Stack gap="sm">
      <SegmentedControl
        color="violet"
        aria-label={t('generate.kind')}
        data={kindData(t)}
        value={kind}
        onChange={(next) => next !== kind && onChange(defaultTargetOf(next as ModelKind))}
        w={{ base: '100%', sm: 360 }}
      />
      {kind === 'music' ? (
        <Stack gap={4}>
          <Select
            label={t('generate.musicAction')}
            description={t('generate.musicActionHelp')}
            data={musicData(t)}
            value={targetKey(target)}
            allowDeselect={false}
            searchable
            maxDropdownHeight={360}
            onChange={(next) => {
              const parsed = next ? parseKey(next) : null;
              if (parsed) onChange(parsed);
            }}
            renderOption={({ option }) => {
              const parsed = parseKey(option.value);
              const summary = parsed
                ? 'action' in parsed
                  ? actionSummary(parsed.action)
                  : modelSummary('tune')
                : '';
              return (
                <Stack gap={0}>
                  <Text size="sm">{option.label}</Text>
                  <Text size="xs" c="dimmed">
                    {summary}
                  </Text>
                </Stack>
              );
            }}
          />
          <Text size="sm" c="dimmed" data-testid="target-summary">
            {targetSummary(target)}
          </Text>
        </Stack>
      ) : (
        <Radio.Group
          label={t('generate.model')}
          value={'model' in target ? target.model : null}
          onChange={(next) => {
            const model = modelsOfKind(kind).find((key) => key === next);
            if (model) onChange({ model });
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 5 }} spacing="sm" mt={6}>
            {modelsOfKind(kind).map((model) => (
              <Radio.Card key={model} value={model} radius="md" p="sm" data-model={model}>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={2} />
                  <Stack gap={2}>
                    <Text fw={600} size="sm">
                      {modelNames[model] ?? model}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {modelSummary(model)}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
    </Stack>
  );
}
