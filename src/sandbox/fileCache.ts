// Rendered files, made once: an in-memory LRU under a byte budget, backed by the data
// directory when the sandbox persists. Concurrent first GETs share one render.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class FileCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  private readonly directory: string | undefined;

  constructor(
    private readonly budgetBytes: number,
    dataDirectory?: string,
  ) {
    if (dataDirectory !== undefined) {
      this.directory = join(dataDirectory, 'files');
      mkdirSync(this.directory, { recursive: true });
    }
  }

  private remember(name: string, bytes: Buffer): void {
    this.entries.set(name, bytes);
    this.bytes += bytes.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.budgetBytes || oldest === name) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }

  async get(name: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.entries.get(name);
    if (cached) {
      this.entries.delete(name); // move to the young end
      this.entries.set(name, cached);
      return cached;
    }
    const pending = this.inFlight.get(name);
    if (pending) return pending;
    const work = (async () => {
      const path = this.directory === undefined ? undefined : join(this.directory, name);
      if (path !== undefined && existsSync(path)) return readFileSync(path);
      const bytes = await render();
      if (path !== undefined) {
        writeFileSync(`${path}.tmp`, bytes);
        renameSync(`${path}.tmp`, path);
      }
      return bytes;
    })();
    this.inFlight.set(name, work);
    try {
      const bytes = await work;
      this.remember(name, bytes);
      return bytes;
    } finally {
      this.inFlight.delete(name);
    }
  }
}
