/**
 * The embedded sandbox: started on loopback with its data under
 * `<dataDirectory>/sandbox` the first time something needs it, once, and closed with
 * the services. Concurrent first uses share one start.
 */
import { join } from 'node:path';
import { createSandbox, type Sandbox, type SandboxOptions } from '../../sandbox';

/** What callers may tune on the embedded sandbox (e.g. short task times in the preview). */
export type EmbeddedSandboxOptions = Pick<
  SandboxOptions,
  'taskMs' | 'maxSeededS' | 'faults' | 'credits' | 'renderInWorker' | 'renderWorkerUrl'
>;

export interface SandboxHost {
  /** Starts the sandbox if needed; resolves to its base URL. */
  ensure(): Promise<string>;
  /** The URL once started, else null. */
  url(): string | null;
  /** The running sandbox, for tests and diagnostics. */
  running(): Sandbox | null;
  close(): Promise<void>;
}

export function createSandboxHost(
  dataDirectory: string,
  options: EmbeddedSandboxOptions = {},
): SandboxHost {
  let starting: Promise<Sandbox> | null = null;
  let sandbox: Sandbox | null = null;
  let closed = false;
  return {
    async ensure() {
      if (closed) throw new Error('The sandbox host is closed');
      starting ??= createSandbox({
        ...options,
        host: '127.0.0.1',
        port: 0,
        dataDirectory: join(dataDirectory, 'sandbox'),
      }).then(
        (started) => (sandbox = started),
        (error: unknown) => {
          starting = null; // allow a later try
          throw error;
        },
      );
      return (await starting).url;
    },
    url: () => sandbox?.url ?? null,
    running: () => sandbox,
    async close() {
      closed = true;
      const pending = starting;
      if (pending) await (await pending.catch(() => null))?.close();
    },
  };
}
