// Command-line options of `npm run sandbox`, parsed into SandboxOptions.
import { parseFaults } from './faults';
import type { SandboxOptions } from './createSandbox';

export const SANDBOX_USAGE = `Usage: npm run sandbox -- [options]
  --host <address>      interface to listen on (default 127.0.0.1)
  --port <n>            port, 0 = any free port (default 0)
  --credits <n>         starting balance of each new account (default 10000)
  --task-ms <n>         upper bound for any task to reach its final state (default: realistic per kind)
  --max-seeded-s <n>    tests: longest song length the service picks itself (default: realistic)
  --data <dir>          persist accounts, tasks and files in <dir> (default: in memory)
  --faults <spec>       injected faults, e.g. "rate-limit:every=5,retry_after=2;latency:ms=200"
  --fault-seed <n>      seed of random faults (default 1)
  --seed-legacy <key>   seed music tasks finished before 2026-10-15 for this API key (repeatable)`;

export class SandboxArgumentError extends Error {}

function integer(name: string, value: string | undefined, minimum: number): number {
  const parsed = Number(value);
  if (value === undefined || !Number.isInteger(parsed) || parsed < minimum) {
    throw new SandboxArgumentError(
      `--${name} needs an integer of at least ${minimum}, got ${value ?? 'nothing'}`,
    );
  }
  return parsed;
}

export function parseSandboxArguments(
  argv: readonly string[],
): SandboxOptions & { help?: boolean } {
  const options: SandboxOptions & { help?: boolean } = {};
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    const [flag = '', inline] =
      argument.startsWith('--') && argument.includes('=')
        ? argument.split(/=(.*)/s, 2)
        : [argument, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      index += 1;
      const next = argv[index];
      if (next === undefined) throw new SandboxArgumentError(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case '--help':
      case '-h':
        options.help = true;
        break;
      case '--host':
        options.host = value();
        break;
      case '--port':
        options.port = integer('port', value(), 0);
        if (options.port > 65535) throw new SandboxArgumentError('--port must be at most 65535');
        break;
      case '--credits':
        options.credits = integer('credits', value(), 0);
        break;
      case '--task-ms':
        options.taskMs = integer('task-ms', value(), 0);
        break;
      case '--max-seeded-s':
        options.maxSeededS = integer('max-seeded-s', value(), 2);
        break;
      case '--data':
        options.dataDirectory = value();
        break;
      case '--faults':
        options.faults = value();
        parseFaults(options.faults); // fail at start-up, not on the first request
        break;
      case '--fault-seed':
        options.faultSeed = integer('fault-seed', value(), 0);
        break;
      case '--seed-legacy':
        options.seedLegacy = [...(options.seedLegacy ?? []), value()];
        break;
      default:
        throw new SandboxArgumentError(`unknown option ${argument}`);
    }
  }
  return options;
}
