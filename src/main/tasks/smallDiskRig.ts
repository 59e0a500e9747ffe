/**
 * A real small file system for full-disk tests (a 16 MB tmpfs: Linux, root, as CI runs),
 * and a way to fill it to the last byte the way a user's disk fills. Shared by the accept
 * recovery test and the full-disk download and submit tests.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Mounts a 16 MB tmpfs; `cleanups` gets its unmount. Null where it cannot be mounted. */
export function mountSmallDisk(cleanups: (() => Promise<void> | void)[]): string | null {
  if (process.platform !== 'linux') return null;
  const mountPoint = mkdtempSync(join(tmpdir(), 'atelier-full-disk-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', mountPoint], {
    encoding: 'utf8',
  });
  if (mounted.status !== 0) {
    rmSync(mountPoint, { recursive: true, force: true });
    return null;
  }
  cleanups.push(() => {
    spawnSync('umount', ['-l', mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });
  return mountPoint;
}

/** Whether this machine lets us mount a tmpfs (Linux, root): probed once per file. */
export function canMountSmallDisk(): boolean {
  const cleanups: (() => Promise<void> | void)[] = [];
  const mountPoint = mountSmallDisk(cleanups);
  for (const cleanup of cleanups) void cleanup();
  return mountPoint !== null;
}

/** Fills `folder`'s file system until nothing more fits (ENOSPC), with filler files freeDisk removes. */
export function fillDisk(folder: string): void {
  const chunk = Buffer.alloc(256 * 1024, 1);
  let written = Buffer.alloc(0);
  for (;;) {
    try {
      written = Buffer.concat([written, chunk]);
      writeFileSync(join(folder, 'filler.bin'), written);
    } catch {
      // ENOSPC: keep the largest file that fit, then top up byte runs until nothing fits.
      for (const size of [64 * 1024, 4096, 512]) {
        for (;;) {
          try {
            writeFileSync(join(folder, `filler-${size}-${Math.random()}`), Buffer.alloc(size, 1));
          } catch {
            break;
          }
        }
      }
      return;
    }
  }
}

/** Removes what fillDisk wrote. */
export function freeDisk(folder: string): void {
  for (const name of readdirSync(folder))
    if (name.startsWith('filler')) rmSync(join(folder, name), { force: true });
}
