import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eachMissingFile } from './libraryMaintenance';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** 5,000 assets, every 7th file on disk; filesPage reads them as the store does (seq order, after a seq). */
function library() {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-missing-'));
  folders.push(folder);
  const files = Array.from({ length: 5000 }, (_, index) => ({
    seq: index + 1,
    id: `a${index}`,
    relativePath: `s${index}/out.png`,
    submissionId: `s${index}`,
    outputKey: 'image-0',
  }));
  for (const file of files.filter((_, index) => index % 7 === 0)) {
    mkdirSync(join(folder, file.submissionId));
    writeFileSync(join(folder, file.relativePath), 'x');
  }
  let pages = 0;
  const store = {
    filesPage: (afterSeq: number, limit: number) => {
      pages += 1;
      return files.filter((file) => file.seq > afterSeq).slice(0, limit);
    },
  };
  return { folder, store, pages: () => pages };
}

describe('eachMissingFile', () => {
  it('finds every missing file a page at a time, letting the event loop turn meanwhile', async () => {
    const { folder, store, pages } = library();
    let turns = 0;
    const ticking = setInterval(() => (turns += 1), 0);
    const missing: string[] = [];
    for await (const file of eachMissingFile(store, folder, { page: 500 })) missing.push(file.id);
    clearInterval(ticking);
    expect(missing).toHaveLength(5000 - Math.ceil(5000 / 7));
    expect(missing).not.toContain('a0');
    expect(missing).toContain('a1');
    expect(pages()).toBe(11);
    // A synchronous check (existsSync per asset) lets no timer run until it is done.
    expect(turns).toBeGreaterThan(5);
  });

  it('checks no further file once stopped (the app is closing the database)', async () => {
    const { folder, store, pages } = library();
    let stopped = false;
    let seen = 0;
    for await (const _file of eachMissingFile(store, folder, {
      page: 500,
      stopped: () => stopped,
    })) {
      seen += 1;
      if (seen === 10) stopped = true;
    }
    expect(pages()).toBe(1);
    expect(seen).toBeLessThanOrEqual(64);
  });
});
