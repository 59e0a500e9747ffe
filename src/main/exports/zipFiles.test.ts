import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openZip, ZipFormatError } from './zipReader';
import { writeZip } from './zipWriter';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'atelier-zip-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const collect = (): { sink: Writable; bytes(): Buffer } => {
  const chunks: Buffer[] = [];
  return {
    sink: new Writable({
      write: (chunk: Buffer, _encoding, callback) => (chunks.push(chunk), callback()),
    }),
    bytes: () => Buffer.concat(chunks),
  };
};

describe('writeZip', () => {
  it('writes a zip that unzip -t, fflate and our reader all accept, with UTF-8 names', async () => {
    const big = randomBytes(3 * 1024 * 1024 + 17);
    await writeFile(join(folder, 'big.wav'), big);
    const path = join(folder, 'out.zip');
    const progress: number[] = [];
    await writeZip(
      path,
      [
        { name: 'Nuit étoilée - bass.wav', source: join(folder, 'big.wav') },
        {
          name: 'notes/manifest.json',
          source: strToU8(JSON.stringify({ hello: 'world'.repeat(1000) })),
        },
        { name: 'empty.txt', source: new Uint8Array(0) },
      ],
      { onEntry: (done) => progress.push(done) },
    );
    expect(progress).toEqual([1, 2, 3]);
    const listing = execFileSync('unzip', ['-t', path], { encoding: 'utf8' });
    expect(listing).toContain('No errors detected');
    const unpacked = unzipSync(new Uint8Array(await readFile(path)));
    expect(Buffer.from(unpacked['Nuit étoilée - bass.wav']!).equals(big)).toBe(true);
    const reader = await openZip(path);
    expect(reader.entries.map((entry) => entry.name)).toEqual([
      'Nuit étoilée - bass.wav',
      'notes/manifest.json',
      'empty.txt',
    ]);
    expect(reader.entries[1]!.method).toBe(8);
    const out = collect();
    await reader.extract(reader.entries[0]!, out.sink);
    expect(out.bytes().equals(big)).toBe(true);
    expect(
      JSON.parse(new TextDecoder().decode(await reader.readBytes(reader.entries[1]!, 1e6))),
    ).toEqual({ hello: 'world'.repeat(1000) });
    expect((await reader.readBytes(reader.entries[2]!, 10)).length).toBe(0);
    await reader.close();
  });

  it('writes Zip64 records that unzip -t, Python and our reader all accept', async () => {
    const data = randomBytes(200_000);
    await writeFile(join(folder, 'a.mp3'), data);
    const path = join(folder, 'zip64.zip');
    await writeZip(
      path,
      [
        { name: 'a.mp3', source: join(folder, 'a.mp3') },
        { name: 'notes.txt', source: strToU8('words '.repeat(5000)) },
      ],
      { forceZip64: true },
    );
    const bytes = await readFile(path);
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true); // Zip64 end of central directory
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x07]))).toBe(true); // and its locator
    expect(execFileSync('unzip', ['-t', path], { encoding: 'utf8' })).toContain(
      'No errors detected',
    );
    const python = execFileSync(
      'python3',
      [
        '-c',
        'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); print(z.testzip(), [i.file_size for i in z.infolist()])',
        path,
      ],
      { encoding: 'utf8' },
    );
    expect(python.trim()).toBe(`None [200000, ${'words '.length * 5000}]`);
    const reader = await openZip(path);
    expect(reader.entries.map((entry) => [entry.name, entry.size])).toEqual([
      ['a.mp3', 200_000],
      ['notes.txt', 30_000],
    ]);
    const out = collect();
    await reader.extract(reader.entries[0]!, out.sink);
    expect(out.bytes().equals(data)).toBe(true);
    await reader.close();
  });

  it('refuses a Zip64 archive whose locator is damaged', async () => {
    const path = join(folder, 'zip64.zip');
    await writeZip(path, [{ name: 'a.txt', source: strToU8('alpha') }], { forceZip64: true });
    const bytes = await readFile(path);
    const locator = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x06, 0x07]));
    bytes[locator] = 0;
    await writeFile(path, bytes);
    await expect(openZip(path)).rejects.toThrow(/Zip64 end of central directory locator/);
  });

  it('opens one source file at a time, whatever the number of entries', async () => {
    const names = Array.from({ length: 1500 }, (_, index) => `f${index}.bin`);
    await Promise.all(names.map((name, index) => writeFile(join(folder, name), String(index))));
    const path = join(folder, 'many.zip');
    // Open descriptors of this process, seen as each entry's bytes pass (Linux: /proc).
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const before = openFiles();
    let most = 0;
    await writeZip(
      path,
      names.map((name) => ({
        name,
        source: join(folder, name),
        onData: () => void (most = Math.max(most, openFiles())),
      })),
    );
    expect(most).toBeGreaterThan(0);
    expect(most - before).toBeLessThanOrEqual(3); // the zip itself and the entry being read
    const reader = await openZip(path);
    expect(reader.entries).toHaveLength(1500);
    expect(new TextDecoder().decode(await reader.readBytes(reader.entries[1499]!, 10))).toBe(
      '1499',
    );
    await reader.close();
  });

  it('leaves no file behind when a source is missing', async () => {
    const path = join(folder, 'broken.zip');
    await expect(
      writeZip(path, [{ name: 'a.wav', source: join(folder, 'missing.wav') }]),
    ).rejects.toThrow();
    await expect(readFile(path)).rejects.toThrow();
  });
});

describe('openZip', () => {
  it('reads archives made by the zip command line tool', async () => {
    await writeFile(join(folder, 'a.txt'), 'alpha '.repeat(500));
    execFileSync('zip', ['-q', '-X', join(folder, 'cli.zip'), 'a.txt'], { cwd: folder });
    const reader = await openZip(join(folder, 'cli.zip'));
    const entry = reader.entries.find((item) => item.name === 'a.txt')!;
    expect(new TextDecoder().decode(await reader.readBytes(entry, 1e6))).toBe('alpha '.repeat(500));
    await reader.close();
  });

  it('detects corrupted data by its CRC', async () => {
    const bytes = zipSync({ 'a.bin': new Uint8Array(1000).fill(7) }, { level: 0 });
    // Inside the stored data: the first 7 alone may be in the header's DOS time, which would leave the data whole.
    bytes[Buffer.from(bytes).indexOf(Buffer.alloc(16, 7)) + 10] = 8;
    await writeFile(join(folder, 'bad.zip'), bytes);
    const reader = await openZip(join(folder, 'bad.zip'));
    await expect(reader.readBytes(reader.entries[0]!, 1e6)).rejects.toBeInstanceOf(ZipFormatError);
    await reader.close();
  });

  it('refuses what is not a zip and archives over the entry limit', async () => {
    await writeFile(join(folder, 'not.zip'), 'hello world, this is not an archive at all');
    await expect(openZip(join(folder, 'not.zip'))).rejects.toBeInstanceOf(ZipFormatError);
    await writeFile(
      join(folder, 'many.zip'),
      zipSync({ a: new Uint8Array(1), b: new Uint8Array(1), c: new Uint8Array(1) }),
    );
    await expect(
      openZip(join(folder, 'many.zip'), { maxEntries: 2, maxCentralDirectoryBytes: 1e6 }),
    ).rejects.toThrow(/Too many/);
  });
});
