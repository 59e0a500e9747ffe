/**
 * Command-line options of `npm run web` (scripts/web.ts). Two of them tune the preview for
 * tests: `--task-ms` shortens the embedded sandbox's task times (as `npm run sandbox
 * -- --task-ms` does) and `--poll-scale` shrinks the app's polling delays to match, so a spec
 * that is not about timing does not wait on realistic 2–30 s jobs and the polls that follow
 * them. `--max-seeded-s` caps the song lengths the sandbox picks itself (a request's own
 * `duration` stays), so specs not about length do not render 1–3 min songs. Left out, all are the app's own (realistic task times, polling as shipped).
 */
import { parseArgs } from 'node:util';

export interface WebArguments {
  port: number;
  host: string;
  data: string | undefined;
  build: boolean;
  /** Upper bound of an embedded-sandbox task's duration (ms); undefined = realistic per kind. */
  taskMs: number | undefined;
  /** Longest song length (s) the embedded sandbox picks itself; undefined = realistic. */
  maxSeededS: number | undefined;
  /** Multiplies every polling delay of the tasks engine; undefined = 1. */
  pollScale: number | undefined;
  /** The embedded sandbox's injected faults (src/sandbox/faults.ts), as `npm run sandbox -- --faults`; tests only. */
  faults: string | undefined;
  /** Shows the update flow in the browser: Settings → Check for updates… finds this version (rehearsalUpdater.ts). */
  rehearseUpdate: string | undefined;
}

export class WebArgumentError extends Error {}

function integerOption(name: string, value: string, minimum: number, maximum: number): number {
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < minimum || parsed > maximum) {
    throw new WebArgumentError(
      `--${name} needs a whole number from ${minimum} to ${maximum}, got "${value}"`,
    );
  }
  return parsed;
}

function scaleOption(name: string, value: string): number {
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed) || parsed <= 0 || parsed > 1) {
    throw new WebArgumentError(
      `--${name} needs a number above 0 and at most 1 (a fraction of the app's polling delays), got "${value}"`,
    );
  }
  return parsed;
}

export function parseWebArguments(argv: readonly string[]): WebArguments {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string', default: '5180' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        build: { type: 'boolean', default: false },
        'task-ms': { type: 'string' },
        'poll-scale': { type: 'string' },
        'max-seeded-s': { type: 'string' },
        'rehearse-update': { type: 'string' },
        faults: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new WebArgumentError(error instanceof Error ? error.message : String(error));
  }
  return {
    port: integerOption('port', values.port, 0, 65_535),
    host: values.host,
    data: values.data,
    build: values.build,
    taskMs:
      values['task-ms'] === undefined
        ? undefined
        : integerOption('task-ms', values['task-ms'], 0, 3_600_000),
    maxSeededS:
      values['max-seeded-s'] === undefined
        ? undefined
        : integerOption('max-seeded-s', values['max-seeded-s'], 2, 3600),
    pollScale:
      values['poll-scale'] === undefined
        ? undefined
        : scaleOption('poll-scale', values['poll-scale']),
    rehearseUpdate: values['rehearse-update'],
    faults: values.faults,
  };
}
