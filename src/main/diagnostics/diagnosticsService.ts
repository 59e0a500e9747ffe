/**
 * The `diagnostics` domain: renderer errors into the log, "Open logs folder" and "Export
 * diagnostics…". The application menu calls the same two functions (`openLogsFolder`,
 * `exportDiagnostics` on MainServices.diagnostics) as the Settings page does over IPC.
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { t } from '../../shared/i18n/activeLanguage';
import type { DiagnosticsExport } from '../../shared/ipc/diagnostics';
import type { Handlers } from '../../shared/ipc/types';
import type { Desktop } from '../desktop/Desktop';
import { diagnosticsZipName } from '../exports/exportWords';
import { writeZip } from '../exports/zipWriter';
import type { Logger } from '../logging/Logger';
import { diagnosticsFiles, type DiagnosticsSources } from './diagnosticsFiles';
import { createRendererErrorLog } from './rendererErrors';

export interface DiagnosticsOptions extends DiagnosticsSources {
  desktop: Desktop;
  logger: Logger;
  logsFolder: string;
  /** The current log file: the file manager opens its folder with it selected. */
  currentLogFile: string;
}

export interface Diagnostics {
  handlers: Handlers['diagnostics'];
  /** Help → Open logs folder. */
  openLogsFolder(): Promise<{ folder: string }>;
  /** Help → Export diagnostics…: save dialog, then the zip; null if the dialog was cancelled. */
  exportDiagnostics(options: { includePrompts: boolean }): Promise<DiagnosticsExport | null>;
}

export function createDiagnostics(options: DiagnosticsOptions): Diagnostics {
  const { desktop, logger } = options;
  const logRendererError = createRendererErrorLog({
    logger,
    ...(options.now ? { now: options.now } : {}),
  });

  async function openLogsFolder(): Promise<{ folder: string }> {
    await mkdir(options.logsFolder, { recursive: true });
    desktop.showItemInFolder(options.currentLogFile);
    return { folder: options.logsFolder };
  }

  async function exportDiagnostics({
    includePrompts,
  }: {
    includePrompts: boolean;
  }): Promise<DiagnosticsExport | null> {
    const stamp = new Date((options.now ?? Date.now)())
      .toISOString()
      .slice(0, 16)
      .replace(/[:T]/gu, '-');
    const target = await desktop.showSaveDialog({
      title: t('mainWords.dialog.exportDiagnostics'),
      defaultPath: diagnosticsZipName(stamp),
      filters: [{ name: t('mainWords.filter.zip'), extensions: ['zip'] }],
    });
    if (!target) return null;
    const files = await diagnosticsFiles(options, includePrompts);
    await mkdir(dirname(target), { recursive: true });
    // The dialog already asked before replacing a file; the zip appears whole or not at all.
    const partial = `${target}.partial`;
    try {
      const bytes = await writeZip(
        partial,
        files.map((file) => ({ name: file.name, source: Buffer.from(file.text, 'utf8') })),
      );
      await rename(partial, target);
      logger.info('diagnostics exported', { files: files.length, bytes, includePrompts });
      return { path: target, bytes, files: files.map((file) => file.name) };
    } catch (error) {
      await rm(partial, { force: true });
      logger.error('diagnostics export failed', { error });
      throw error;
    }
  }

  return {
    openLogsFolder,
    exportDiagnostics,
    handlers: {
      reportError: (error) => void logRendererError(error),
      openLogsFolder: () => openLogsFolder(),
      export: (input) => exportDiagnostics(input),
    },
  };
}
