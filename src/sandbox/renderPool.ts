// Renders files on a worker thread when one can be started (tsx, vitest, node with the
// TypeScript loader), otherwise on the calling thread. Rendering is deterministic, so both
// paths produce the same bytes; the worker only keeps the HTTP thread responsive.
import { Worker } from 'node:worker_threads';
import { renderFile } from './mediaStore';
import type { FileSpec } from './fileSpec';

interface Pending {
  resolve(bytes: Buffer): void;
  reject(error: Error): void;
}

export class RenderPool {
  private worker: Worker | undefined;
  private failed = false;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly useWorker: boolean,
    private readonly workerUrl: URL = new URL('./renderWorker.ts', import.meta.url),
  ) {}

  private start(): Worker | undefined {
    if (!this.useWorker || this.failed) return undefined;
    if (this.worker) return this.worker;
    try {
      const entry = this.workerUrl;
      // A TypeScript entry needs tsx's loader; a built .js entry runs as it is.
      const execArgv = entry.pathname.endsWith('.ts')
        ? [...process.execArgv, '--import', 'tsx']
        : process.execArgv;
      const worker = new Worker(entry, { execArgv });
      worker.unref();
      worker.on('message', (message: { id: number; bytes?: Uint8Array; error?: string }) => {
        const waiting = this.pending.get(message.id);
        if (!waiting) return;
        this.pending.delete(message.id);
        if (message.bytes)
          waiting.resolve(
            Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength),
          );
        else waiting.reject(new Error(message.error ?? 'render failed'));
      });
      worker.on('error', () => this.fallBack());
      worker.on('exit', () => this.fallBack());
      this.worker = worker;
      return worker;
    } catch {
      this.failed = true;
      return undefined;
    }
  }

  /** The worker could not run (no TypeScript loader, crash): finish its jobs here instead. */
  private fallBack(): void {
    this.failed = true;
    this.worker = undefined;
    const orphans = [...this.pending.values()];
    this.pending.clear();
    for (const job of orphans) job.reject(new Error('render worker stopped'));
  }

  async render(spec: FileSpec): Promise<Buffer> {
    const worker = this.start();
    if (!worker) return renderFile(spec);
    const id = this.nextId;
    this.nextId += 1;
    try {
      return await new Promise<Buffer>((resolve, reject) => {
        this.pending.set(id, { resolve, reject });
        worker.postMessage({ id, spec });
      });
    } catch {
      return renderFile(spec); // same bytes, just on this thread
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failed = true;
    if (worker) await worker.terminate();
  }
}
