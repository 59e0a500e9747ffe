/**
 * Owns the log files on disk, written by electron-log's file transport: `main.log` grows to
 * `maxBytes`, then becomes `main.1.log` (the previous `main.1.log` becomes `main.2.log`, and
 * so on) and the oldest beyond `files` is deleted, so logs never take more than about
 * maxBytes × files. Writes are synchronous appends (electron-log's `sync`): lines are few
 * (errors and key events), and a crash right after must not lose them.
 *
 * electron-log (its Node entry, which runs in Electron's main process and in the web
 * preview's Node alike) writes, sizes and rotates the file. What we give it: the path, the
 * numbered archive (its own keeps one `main.old.log`), owner-only permissions, and finished
 * lines: Logger.ts formats each and runs it through the one redactor before it gets here.
 * Not its IPC transport or preload: renderer errors come over our own contract
 * (diagnostics/rendererErrors.ts), so no second channel is opened into the renderer.
 */
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { EOL } from 'node:os';
import { join } from 'node:path';
import electronLog from 'electron-log/node';
import type { LogFile } from 'electron-log';

export interface RotatingFileOptions {
  folder: string;
  /** Base name; rotated files are `<stem>.<n>.log`. */
  name?: string;
  maxBytes?: number;
  /** How many files in all, the current one included. */
  files?: number;
}

export interface RotatingFile {
  readonly path: string;
  write(line: string): void;
  /** Every file's path, oldest first (the current one last), those that exist. */
  paths(): string[];
  close(): void;
}

export const LOG_FILE_NAME = 'main.log';
export const LOG_MAX_BYTES = 5 * 1024 * 1024;
export const LOG_FILES = 3;

/** The path of the n-th file: 0 is the current one. */
export const logFilePath = (folder: string, n: number, name = LOG_FILE_NAME): string =>
  n === 0 ? join(folder, name) : join(folder, name.replace(/\.log$/u, `.${n}.log`));

/** electron-log keeps its loggers by id: one per file opened (tests open several). */
let opened = 0;

export function openRotatingFile({
  folder,
  name = LOG_FILE_NAME,
  maxBytes = LOG_MAX_BYTES,
  files = LOG_FILES,
}: RotatingFileOptions): RotatingFile {
  const path = logFilePath(folder, 0, name);
  const log = electronLog.create({ logId: `atelier-${(opened += 1)}` });
  log.transports.console.level = false;
  const file = log.transports.file;
  file.level = 'info';
  file.sync = true;
  file.resolvePathFn = () => path;
  file.writeOptions = { flag: 'a', mode: 0o600, encoding: 'utf8' };
  // The line as Logger.ts made it: no template, no date or level of electron-log's own.
  file.format = ({ data }) => data;
  let archived = false;
  file.archiveLogFn = () => {
    archived = true;
    rmSync(logFilePath(folder, files - 1, name), { force: true });
    for (let n = files - 2; n >= 0; n -= 1) {
      const from = logFilePath(folder, n, name);
      if (existsSync(from)) renameSync(from, logFilePath(folder, n + 1, name));
    }
  };
  let closed = false;

  return {
    path,
    write(line) {
      if (closed) return;
      const text = line.endsWith('\n') ? line.slice(0, -1) : line;
      // electron-log archives when the file is already past maxSize; this keeps every file
      // within maxBytes instead: the file is archived when this line would pass it (never
      // when empty, so a line longer than maxBytes is still written, alone).
      file.maxSize = maxBytes - Buffer.byteLength(text + EOL, 'utf8');
      log.info(text);
      // electron-log 5.4 counts the first line after an archive twice (its size is reset
      // before that write and then read from the file, which holds it, plus the bytes
      // written): each file would hold a line less. Reset once more, so the next size is
      // the file's own. reset() is its File's (src/node/transports/file/File.js), not in its
      // typings; without it the rotation test's packing fails, and logging goes on.
      const current = file.getFile() as LogFile & { reset?: () => void };
      if (archived && typeof current.reset === 'function') current.reset();
      archived = false;
    },
    paths: () =>
      Array.from({ length: files }, (_, n) => logFilePath(folder, files - 1 - n, name)).filter(
        (each) => existsSync(each),
      ),
    close() {
      closed = true;
    },
  };
}

/** The last `count` lines across the files, oldest first (diagnostics export). */
export function readLastLines(paths: readonly string[], count: number): string[] {
  const lines: string[] = [];
  for (const path of [...paths].reverse()) {
    const fileLines = readFileSync(path, 'utf8').split(/\r?\n/u); // electron-log ends lines with os.EOL
    if (fileLines.at(-1) === '') fileLines.pop();
    lines.unshift(...fileLines.slice(-(count - lines.length)));
    if (lines.length >= count) break;
  }
  return lines;
}
