/**
 * Start-up of logging: the one redactor, the rotating file in `<userData>/logs` and the
 * logger over both. The Electron entry and the web preview host call this once and pass the
 * result to createServices; the rest of the app sees only the Logger port.
 */
import { join } from 'node:path';
import { createLogger, type Logger } from './Logger';
import { createRedactor, type Redactor } from './redactor';
import { openRotatingFile, type RotatingFileOptions } from './rotatingFile';

export interface AppLog {
  logger: Logger;
  redactor: Redactor;
  /** `<userData>/logs`: the log files and the crash dumps' folder. */
  folder: string;
  /** The log files, oldest first. */
  files(): string[];
  /** The current log file (what "Open logs folder" selects). */
  readonly currentFile: string;
  close(): void;
}

export const logsFolderOf = (userData: string): string => join(userData, 'logs');
/** Crashpad's database (app.setPath('crashDumps')): inside the logs folder, so one folder holds all. */
export const crashDumpsFolderOf = (userData: string): string =>
  join(logsFolderOf(userData), 'crashes');

export function openLogger(
  userData: string,
  rotation: Omit<RotatingFileOptions, 'folder'> = {},
  now?: () => number,
): AppLog {
  const folder = logsFolderOf(userData);
  const file = openRotatingFile({ folder, ...rotation });
  const redactor = createRedactor();
  const logger = createLogger({
    sink: (line) => file.write(line),
    redactor,
    ...(now ? { now } : {}),
  });
  return {
    logger,
    redactor,
    folder,
    files: () => file.paths(),
    currentFile: file.path,
    close: () => file.close(),
  };
}
