/**
 * Owns running exports from the UI: one call at a time per label, live progress from
 * 'exports:progress' in a notification, and the result (paths written, names changed)
 * shown when it finishes, with a way to show it in the OS file manager. Failures go
 * through describeError.
 */
import { Button, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { formatList } from '../../shared/format/number';
import { t } from '../../shared/i18n/activeLanguage';
import type { ExportResult } from '../../shared/ipc/exports';
import { describeError } from '../errors';
import { useAtelierEvent } from '../hooks/useAtelierEvent';
import { useT } from '../i18n/useLocale';

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
      title: t('library.exports.revealFailed', { reason: description.title }),
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
  const t = useT();
  const { paths, renamed } = props.result;
  const folders = [...new Set(paths.map((path) => splitPath(path).folder))];
  return (
    <Stack gap={2} data-testid="export-result">
      {folders.length === 1 && (
        <Text size="xs" c="dimmed" truncate="start" title={folders[0]}>
          {t('library.exports.inFolder', { folder: folders[0]! })}
        </Text>
      )}
      {paths.slice(0, 6).map((path) => (
        <Text key={path} size="xs" truncate="end" title={path} data-export-path={path}>
          {folders.length === 1 ? splitPath(path).name : path}
        </Text>
      ))}
      {paths.length > 6 && (
        <Text size="xs">{t('library.exports.more', { count: paths.length - 6 })}</Text>
      )}
      {renamed.length > 0 && (
        <Text size="xs" c="orange">
          {t('library.exports.renamed', {
            names: formatList(renamed.map((each) => `${each.from} → ${each.to}`)),
          })}
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
          {t('library.menu.showInFolder')}
        </Button>
      )}
    </Stack>
  );
}

/** "stems:<id>" → "stems": which export the progress notice names (the catalog says it in words). */
const OPERATIONS: Record<string, string> = {
  stems: 'stems',
  selection: 'selection',
  archive: 'archive',
  'daw-pack': 'dawPack',
};
export const operationName = (operation: string): string =>
  OPERATIONS[operation.split(':')[0] ?? ''] ?? 'files';
/** "Exporting stems", in the user's language. */
export const exportingTitle = (operation: string): string =>
  t('library.exports.exporting', { operation: operationName(operation) });

export function useExports(): ExportRunner {
  const [busy, setBusy] = useState<string | null>(null);

  useAtelierEvent('exports:progress', (progress) => {
    const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
    const message = (
      <Stack gap={4}>
        <Text size="xs">
          {t('library.exports.progress', { done: progress.done, total: progress.total })}
        </Text>
        <Progress value={percent} size="sm" aria-label={exportingTitle(progress.operation)} />
      </Stack>
    );
    const shown = {
      id: PROGRESS_ID,
      title: exportingTitle(progress.operation),
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
        title: t('library.exports.written', { label, count: result.paths.length }),
        message: <ExportResultView result={result} />,
        autoClose: 8000,
      });
      return result;
    } catch (error) {
      notifications.hide(PROGRESS_ID);
      const description = describeError(error);
      notifications.show({
        color: 'red',
        title: t('library.exports.failed', { label, reason: description.title }),
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
