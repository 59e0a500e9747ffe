/**
 * The Logger port: the one way anything in the main process writes a log line. Created once
 * at start-up (openLogger.ts) with the one redactor and passed to services; renderer errors
 * reach it over IPC (diagnostics/rendererErrors.ts). Lines carry ids and codes, never prompts.
 */
import type { Redactor } from './redactor';

export type LogFields = Readonly<Record<string, unknown>>;
export type LogLevel = 'info' | 'warn' | 'error';

/** One line at most (a huge error or payload would otherwise crowd out the lines that explain it). */
export const MAX_LINE_CHARS = 32_000;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** What a logger writes to: one finished line at a time (a rotating file, an array in tests). */
export type LogSink = (line: string) => void;

export interface LoggerParts {
  sink: LogSink;
  redactor: Redactor;
  now?: () => number;
}

/** One line: `<ISO time> <LEVEL> <message> <fields as JSON>`, newlines escaped so a line stays a line. */
export function createLogger({ sink, redactor, now = Date.now }: LoggerParts): Logger {
  const write = (level: LogLevel, message: string, fields?: LogFields): void => {
    try {
      const parts = [
        new Date(now()).toISOString(),
        level.toUpperCase().padEnd(5),
        oneLine(redactor.text(message)),
      ];
      if (fields && Object.keys(fields).length > 0)
        parts.push(oneLine(JSON.stringify(redactor.value(fields))));
      // Cut after redacting, never before: a cut could leave half a key that no pattern knows.
      const line = parts.join(' ');
      sink(
        `${line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}… [${line.length - MAX_LINE_CHARS} more characters]` : line}\n`,
      );
    } catch {
      // Logging must never break what it observes (a full disk, a value JSON cannot hold).
    }
  };
  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}

const oneLine = (text: string): string => text.replace(/\r\n|\r|\n/gu, '\\n');

/** A logger that drops everything: the default where no logger was passed (unit tests). */
export const silentLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
