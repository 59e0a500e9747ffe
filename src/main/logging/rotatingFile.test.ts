/** Rotation on a real folder: sizes stay capped, files are numbered, the oldest goes, and reading back keeps order. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openRotatingFile, readLastLines } from './rotatingFile';

const folders: string[] = [];
const folder = () => {
  const path = mkdtempSync(join(tmpdir(), 'atelier-logs-'));
  folders.push(path);
  return path;
};
afterEach(() => {
  for (const path of folders.splice(0)) rmSync(path, { recursive: true, force: true });
});

const line = (n: number) => `line ${String(n).padStart(6, '0')} ${'x'.repeat(87)}\n`; // 100 bytes

describe('the rotating log file', () => {
  it('never lets a file pass maxBytes and keeps at most `files` files, dropping the oldest', () => {
    const logs = folder();
    const file = openRotatingFile({ folder: logs, maxBytes: 1_000, files: 3 });
    for (let n = 0; n < 95; n += 1) file.write(line(n));
    file.close();
    expect(readdirSync(logs).sort()).toEqual(['main.1.log', 'main.2.log', 'main.log']);
    for (const name of readdirSync(logs))
      expect(statSync(join(logs, name)).size, name).toBeLessThanOrEqual(1_000);
    // The files, oldest first, hold an unbroken run of the newest lines, the last one last
    // (electron-log fills a file up to maxBytes, then archives it whole).
    const kept = ['main.2.log', 'main.1.log', 'main.log'].flatMap((name) =>
      readFileSync(join(logs, name), 'utf8').trimEnd().split('\n'),
    );
    // 95 lines of 100 bytes: 10 a file, the current one holds the last 5.
    expect(statSync(join(logs, 'main.log')).size).toBe(500);
    expect(kept.length).toBe(25);
    expect(kept).toEqual(
      Array.from({ length: kept.length }, (_, index) => line(95 - kept.length + index).trimEnd()),
    );
    // The total stays under maxBytes × files whatever is written.
    const total = readdirSync(logs).reduce((sum, name) => sum + statSync(join(logs, name)).size, 0);
    expect(total).toBeLessThanOrEqual(3_000);
  });

  it('continues an existing file after a restart, then rotates it when full', () => {
    const logs = folder();
    writeFileSync(join(logs, 'main.log'), line(0).repeat(9));
    const file = openRotatingFile({ folder: logs, maxBytes: 1_000, files: 3 });
    file.write(line(1));
    expect(statSync(join(logs, 'main.log')).size).toBe(1_000);
    file.write(line(2));
    file.close();
    expect(statSync(join(logs, 'main.1.log')).size).toBe(1_000);
    expect(readFileSync(join(logs, 'main.log'), 'utf8')).toBe(line(2));
  });

  it('reads the last lines across the files, oldest first', () => {
    const logs = folder();
    const file = openRotatingFile({ folder: logs, maxBytes: 1_000, files: 3 });
    for (let n = 0; n < 25; n += 1) file.write(line(n));
    const last = readLastLines(file.paths(), 12);
    file.close();
    expect(last).toEqual(Array.from({ length: 12 }, (_, index) => line(13 + index).trimEnd()));
  });

  it('is written with owner-only permissions (logs hold ids and paths)', () => {
    const logs = folder();
    const file = openRotatingFile({ folder: logs });
    file.write('one\n');
    file.close();
    if (process.platform !== 'win32') expect(statSync(join(logs, 'main.log')).mode & 0o077).toBe(0);
  });
});
