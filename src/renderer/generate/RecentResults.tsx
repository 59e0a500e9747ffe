// Owns the "Recent results" strip beside the Generate form: this model's or action's latest
// jobs as tiles, each with its live status and elapsed time until a thumbnail (picture,
// video frame or waveform) stands in for it; a tile opens the result, and its button puts
// the job's settings back into the form; dragging a finished tile onto a URL field uses the
// result as an input (its service link, inputDrop.ts). A job on a tile gets no toast when it ends.
import { t } from '../../shared/i18n/activeLanguage';
import {
  ActionIcon,
  Box,
  Center,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconCheck, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { elapsedMs, formatDuration } from '../format/elapsed';
import { useNow } from '../hooks/useNow';
import { AssetThumb } from '../library/AssetThumb';
import { showInPlace } from '../tasks/inPlaceNotices';
import { presentTask, type TaskPresentation } from '../tasks/taskPresentation';
import { startInputDrag } from './inputDrop';
import { resultHref } from './recentResults';
import type { RecentResults as RecentResultsData } from './useRecentResults';

const THUMB_PX = 88;

export interface RecentResultsProps {
  /** This target's latest jobs (the page shares them with the large result view). */
  recent: RecentResultsData;
  /** The model's or action's name in the user's words. */
  name: string;
  onUseSettings: (task: SubmissionView) => void;
}

export function RecentResults({
  recent,
  name,
  onUseSettings,
}: RecentResultsProps): React.JSX.Element {
  const shown = recent.items.map((task) => ({
    task,
    presentation: presentTask({ ...task, downloads: recent.downloads[task.id] ?? task.downloads }),
  }));
  const now = useNow(
    1000,
    shown.some((item) => item.presentation.running),
  );
  return (
    // The side column that holds it scrolls when it is taller than the window.
    <Stack
      gap={6}
      component="section"
      aria-labelledby="recent-results-title"
      data-testid="recent-results"
    >
      <Title order={4} id="recent-results-title" size="h5">
        {t('generate.recent.title')}
      </Title>
      {shown.length === 0 ? (
        !recent.loading && (
          <Text size="sm" c="dimmed" data-testid="recent-results-empty">
            {t('generate.recent.empty', { name })}
          </Text>
        )
      ) : (
        <Box pr={4}>
          <SimpleGrid
            cols={2}
            spacing="xs"
            verticalSpacing="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {shown.map(({ task, presentation }) => (
              <ResultTile
                key={task.id}
                task={task}
                presentation={presentation}
                preview={recent.previews[task.id]}
                elapsed={elapsedMs(task, now, presentation.running)}
                onUseSettings={() => onUseSettings(task)}
              />
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Stack>
  );
}

interface ResultTileProps {
  task: SubmissionView;
  presentation: TaskPresentation;
  preview: AssetView | undefined;
  elapsed: number | null;
  onUseSettings: () => void;
}

function ResultTile({
  task,
  presentation,
  preview,
  elapsed,
  onUseSettings,
}: ResultTileProps): React.JSX.Element {
  // The tile shows how the job ends: no toast over the page for it while it is here.
  useEffect(() => showInPlace(task.id), [task.id]);
  const time = elapsed === null ? '' : formatDuration(elapsed);
  return (
    <Box
      component="li"
      pos="relative"
      data-testid="recent-result"
      data-task-id={task.id}
      data-status={presentation.label}
    >
      <UnstyledButton
        component="a"
        href={resultHref(task, preview?.id)}
        display="block"
        w="100%"
        draggable={Boolean(preview?.sourceUrl)}
        onDragStart={(event: React.DragEvent) =>
          preview?.sourceUrl ? startInputDrag(event, preview) : event.preventDefault()
        }
      >
        {preview ? (
          <AssetThumb asset={preview} size={THUMB_PX} />
        ) : (
          <StatusPlaceholder presentation={presentation} time={time} />
        )}
        <Text size="xs" lineClamp={1} mt={4} title={task.summary}>
          {task.summary || t('generate.jobs.noPrompt')}
        </Text>
        {preview && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {presentation.label}
            {time && ` · ${time}`}
          </Text>
        )}
      </UnstyledButton>
      <Tooltip label={t('generate.recent.useSettings')} withArrow>
        <ActionIcon
          variant="default"
          size="md"
          radius="xl"
          aria-label={t('generate.recent.useSettings')}
          pos="absolute"
          top={6}
          right={6}
          onClick={onUseSettings}
        >
          <IconArrowBackUp size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Box>
  );
}

function StatusPlaceholder({
  presentation,
  time,
}: {
  presentation: TaskPresentation;
  time: string;
}): React.JSX.Element {
  return (
    <Center
      h={THUMB_PX}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Stack gap={4} align="center">
        {presentation.running ? (
          <Loader size="sm" aria-hidden />
        ) : (
          <ThemeIcon variant="light" color={presentation.color} radius="xl" aria-hidden>
            {presentation.finished ? (
              <IconCheck size={16} />
            ) : presentation.failed ? (
              <IconX size={16} />
            ) : (
              <IconAlertTriangle size={16} />
            )}
          </ThemeIcon>
        )}
        <Text size="xs" fw={600} data-testid="recent-result-status">
          {presentation.label}
        </Text>
        {time && (
          <Text size="xs" c="dimmed" ff="monospace">
            {time}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
