/**
 * Owns the log files on disk: `main.log` grows to `maxBytes`, then becomes `main.1.log`
 * (the previous `main.1.log` becomes `main.2.log`, and so on) and the oldest beyond `files`
 * is deleted, so logs never take more than about maxBytes × files. Writes are synchronous
 * appends: lines are few (errors and key events), and a crash right after must not lose them.
 *
 * We own this writer rather than use electron-log 5: its Node entry does run outside
 * Electron, but it keeps one archive (`main.old.log`) unless given an archive function, hooks
 * its own IPC channel and preload into the app, and formats lines itself, while all we need
 * is a size cap, numbered files and one redactor in front (Logger.ts).
 */
import {
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

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

export function openRotatingFile({
  folder,
  name = LOG_FILE_NAME,
  maxBytes = LOG_MAX_BYTES,
  files = LOG_FILES,
}: RotatingFileOptions): RotatingFile {
  mkdirSync(folder, { recursive: true });
  const path = logFilePath(folder, 0, name);
  let fd: number | null = openSync(path, 'a', 0o600);
  let size = fstatSync(fd).size;

  function rotate(): void {
    if (fd !== null) closeSync(fd);
    rmSync(logFilePath(folder, files - 1, name), { force: true });
    for (let n = files - 2; n >= 0; n -= 1) {
      const from = logFilePath(folder, n, name);
      if (existsSync(from)) renameSync(from, logFilePath(folder, n + 1, name));
    }
    fd = openSync(path, 'a', 0o600);
    size = 0;
  }

  return {
    path,
    write(line) {
      if (fd === null) return;
      const bytes = Buffer.from(line, 'utf8');
      if (size > 0 && size + bytes.length > maxBytes) rotate();
      writeSync(fd!, bytes);
      size += bytes.length;
    },
    paths: () =>
      Array.from({ length: files }, (_, n) => logFilePath(folder, files - 1 - n, name)).filter(
        (each) => existsSync(each),
      ),
    close() {
      if (fd !== null) closeSync(fd);
      fd = null;
    },
  };
}

/** The last `count` lines across the files, oldest first (diagnostics export). */
export function readLastLines(paths: readonly string[], count: number): string[] {
  const lines: string[] = [];
  for (const path of [...paths].reverse()) {
    const fileLines = readFileSync(path, 'utf8').split('\n');
    if (fileLines.at(-1) === '') fileLines.pop();
    lines.unshift(...fileLines.slice(-(count - lines.length)));
    if (lines.length >= count) break;
  }
  return lines;
}
