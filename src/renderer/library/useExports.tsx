/**
 * Owns running exports from the UI: one call at a time per label, live progress from
 * 'exports:progress' in a notification, and the result (paths written, names changed)
 * shown when it finishes, with a way to show it in the OS file manager. Failures go
 * through describeError.
 */
import { Button, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import type { ExportResult } from '../../shared/ipc/exports';
import { describeError } from '../errors';
import { useAtelierEvent } from '../hooks/useAtelierEvent';

const PROGRESS_ID = 'library-export-progress';

export interface ExportRunner {
  busy: string | null;
  run: (label: string, call: () => Promise<ExportResult>) => Promise<ExportResult | null>;
  /** Shows an exported file, or a library asset's file, in the OS file manager. */
  reveal: (target: { path: string } | { id: string }) => Promise<void>;
}

async function reveal(target: { path: string } | { id: string }): Promise<void> {
  try {
    await window.atelier.exports.reveal(target);
  } catch (error) {
    const description = describeError(error);
    notifications.show({
      color: 'red',
      title: `Could not show the file: ${description.title}`,
      message: description.action,
      autoClose: 10_000,
    });
  }
}

/** The folder and file name of a written path, whatever the OS's separator. */
export function splitPath(path: string): { folder: string; name: string } {
  const cut = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return cut < 0
    ? { folder: '', name: path }
    : { folder: path.slice(0, cut) || path.slice(0, 1), name: path.slice(cut + 1) };
}

/** What an export notice says: the folder once, then the files by name, and a way to see them. */
export function ExportResultView(props: { result: ExportResult }): React.JSX.Element {
  const { paths, renamed } = props.result;
  const folders = [...new Set(paths.map((path) => splitPath(path).folder))];
  return (
    <Stack gap={2} data-testid="export-result">
      {folders.length === 1 && (
        <Text size="xs" c="dimmed" truncate="start" title={folders[0]}>
          In {folders[0]}
        </Text>
      )}
      {paths.slice(0, 6).map((path) => (
        <Text key={path} size="xs" truncate="end" title={path} data-export-path={path}>
          {folders.length === 1 ? splitPath(path).name : path}
        </Text>
      ))}
      {paths.length > 6 && <Text size="xs">…and {paths.length - 6} more</Text>}
      {renamed.length > 0 && (
        <Text size="xs" c="orange">
          Renamed so nothing was overwritten:{' '}
          {renamed.map((each) => `${each.from} → ${each.to}`).join(', ')}
        </Text>
      )}
      {paths[0] !== undefined && (
        <Button
          size="compact-xs"
          variant="light"
          mt={4}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => void reveal({ path: paths[0]! })}
        >
          Show in folder
        </Button>
      )}
    </Stack>
  );
}

/** "stems:<id>" → "stems": what the progress notice names. */
const OPERATION_NAMES: Record<string, string> = {
  stems: 'stems',
  selection: 'selection',
  archive: 'library archive',
  'daw-pack': 'DAW pack',
};
export const operationName = (operation: string): string =>
  OPERATION_NAMES[operation.split(':')[0] ?? ''] ?? 'files';

export function useExports(): ExportRunner {
  const [busy, setBusy] = useState<string | null>(null);

  useAtelierEvent('exports:progress', (progress) => {
    const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
    const message = (
      <Stack gap={4}>
        <Text size="xs">
          {progress.done} of {progress.total}
        </Text>
        <Progress
          value={percent}
          size="sm"
          aria-label={`Exporting ${operationName(progress.operation)}`}
        />
      </Stack>
    );
    const shown = {
      id: PROGRESS_ID,
      title: `Exporting ${operationName(progress.operation)}`,
      message,
      autoClose: false as const,
      withCloseButton: false,
    };
    notifications.update(shown);
    notifications.show(shown);
    if (progress.done >= progress.total) notifications.hide(PROGRESS_ID);
  });

  const run = useCallback(async (label: string, call: () => Promise<ExportResult>) => {
    setBusy(label);
    try {
      const result = await call();
      notifications.hide(PROGRESS_ID);
      if (!result.saved) return result;
      notifications.show({
        color: 'teal',
        title: `${label}: ${result.paths.length} file${result.paths.length === 1 ? '' : 's'} written`,
        message: <ExportResultView result={result} />,
        autoClose: 8000,
      });
      return result;
    } catch (error) {
      notifications.hide(PROGRESS_ID);
      const description = describeError(error);
      notifications.show({
        color: 'red',
        title: `${label} failed: ${description.title}`,
        message: description.action,
        autoClose: 10_000,
      });
      return null;
    } finally {
      setBusy(null);
    }
  }, []);

  return { busy, run, reveal };
}
