// Owns choosing what to generate: the kind (image, video, music), then a model card, or for
// music the legacy `tune` submit or one of the 33 actions grouped as the spec groups them.
import { Group, Radio, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMovie, IconMusic, IconPhoto } from '@tabler/icons-react';
import type { ModelKind } from '../../shared/service';
import { ACTION_NAMES } from '../../shared/service/music/actionNames';
import { useModelNames } from '../catalog/targetName';
import {
  ACTION_SUMMARIES,
  MODEL_SUMMARIES,
  MUSIC_ACTION_GROUPS,
  defaultTargetOf,
  kindOfTarget,
  modelsOfKind,
  targetKey,
  targetSummary,
  type GenerateTarget,
} from './generateTargets';

const KIND_DATA = [
  {
    value: 'image',
    label: (
      <Group gap={6} wrap="nowrap">
        <IconPhoto size={16} aria-hidden />
        <span>Image</span>
      </Group>
    ),
  },
  {
    value: 'video',
    label: (
      <Group gap={6} wrap="nowrap">
        <IconMovie size={16} aria-hidden />
        <span>Video</span>
      </Group>
    ),
  },
  {
    value: 'music',
    label: (
      <Group gap={6} wrap="nowrap">
        <IconMusic size={16} aria-hidden />
        <span>Music</span>
      </Group>
    ),
  },
];

const MUSIC_DATA = [
  { group: 'Legacy submit', items: [{ value: 'model:tune', label: 'tune — legacy generate' }] },
  ...MUSIC_ACTION_GROUPS.map((group) => ({
    group: group.label,
    items: group.actions.map((action) => ({
      value: `action:${action}`,
      label: ACTION_NAMES[action],
    })),
  })),
];

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
  const kind = kindOfTarget(target);
  const modelNames = useModelNames();
  return (
    <Stack gap="sm">
      <SegmentedControl
        color="violet"
        aria-label="Kind"
        data={KIND_DATA}
        value={kind}
        onChange={(next) => next !== kind && onChange(defaultTargetOf(next as ModelKind))}
        w={{ base: '100%', sm: 360 }}
      />
      {kind === 'music' ? (
        <Stack gap={4}>
          <Select
            label="Music action"
            description="Every action creates one paid task of model tune."
            data={MUSIC_DATA}
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
                  ? ACTION_SUMMARIES[parsed.action]
                  : MODEL_SUMMARIES.tune
                : '';
              return (
                <Stack gap={0}>
                  <Text size="sm">{option.label}</Text>
                  <Text size="xs" c="dimmed">
                    {summary}
                    {parsed && 'action' in parsed ? ` · ${parsed.action}` : ''}
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
          label="Model"
          value={'model' in target ? target.model : null}
          onChange={(next) => {
            const model = modelsOfKind(kind).find((key) => key === next);
            if (model) onChange({ model });
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 5 }} spacing="sm" mt={6}>
            {modelsOfKind(kind).map((model) => (
              <Radio.Card key={model} value={model} radius="md" p="sm">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={2} />
                  <Stack gap={2}>
                    <Group gap={6} wrap="wrap">
                      <Text fw={600} size="sm">
                        {modelNames[model] ?? model}
                      </Text>
                      {modelNames[model] && (
                        <Text size="xs" c="dimmed" ff="monospace">
                          {model}
                        </Text>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {MODEL_SUMMARIES[model]}
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
