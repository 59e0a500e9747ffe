/**
 * Lists the crash dumps Crashpad wrote under the crash folder (`completed/`, `pending/`,
 * `new/` or `reports/` depending on the OS): names and sizes only, for the diagnostics zip.
 */
import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

export interface CrashDump {
  /** Relative to the crash folder, '/' separated. */
  name: string;
  bytes: number;
  modifiedAt: string;
}

export async function listCrashDumps(folder: string, depth = 3): Promise<CrashDump[]> {
  const dumps: CrashDump[] = [];
  async function walk(directory: string, level: number): Promise<void> {
    const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(directory, entry.name);
      if (entry.isDirectory() && level < depth) await walk(path, level + 1);
      else if (entry.isFile() && entry.name.endsWith('.dmp')) {
        const info = await stat(path);
        dumps.push({
          name: relative(folder, path).split(/[\\/]/u).join('/'),
          bytes: info.size,
          modifiedAt: info.mtime.toISOString(),
        });
      }
    }
  }
  await walk(folder, 0);
  return dumps.sort((a, b) => a.name.localeCompare(b.name));
}
