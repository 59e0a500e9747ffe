// Why an archive cannot be read speaks main's language (issue 21): the zip reader's reasons
// appear inside the translated archive message ({reason}), so in German or Japanese they may
// not come out in English. Real files on disk: not a zip, too many entries, a corrupted byte.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openZip } from '../exports/zipReader';
import { speakLanguage } from './mainLanguage';

let folder = '';
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'atelier-zip-words-'));
  await writeFile(join(folder, 'not.zip'), 'hello world, this is not an archive at all');
  await writeFile(
    join(folder, 'many.zip'),
    zipSync({ a: new Uint8Array(1), b: new Uint8Array(1), c: new Uint8Array(1) }),
  );
  const bytes = zipSync({ 'a.bin': new Uint8Array(1000).fill(7) }, { level: 0 });
  bytes[Buffer.from(bytes).indexOf(Buffer.alloc(16, 7)) + 10] = 8;
  await writeFile(join(folder, 'bad.zip'), bytes);
});
afterEach(async () => {
  speakLanguage('en');
  await rm(folder, { recursive: true, force: true });
});

const message = (run: () => Promise<unknown>): Promise<string> =>
  run().then(
    () => 'no error',
    (error: Error) => error.message,
  );

async function reasons(): Promise<string[]> {
  return [
    await message(() => openZip(join(folder, 'not.zip'))),
    await message(() =>
      openZip(join(folder, 'many.zip'), { maxEntries: 2, maxCentralDirectoryBytes: 1e6 }),
    ),
    await message(async () => {
      const reader = await openZip(join(folder, 'bad.zip'));
      try {
        await reader.readBytes(reader.entries[0]!, 1e6);
      } finally {
        await reader.close();
      }
    }),
  ];
}

describe('the zip reader in main’s language', () => {
  it('says it in English, as before', async () => {
    expect(await reasons()).toEqual([
      'Not a zip archive (no end of central directory).',
      'Too many entries (3).',
      'a.bin fails its CRC check.',
    ]);
  });

  it('says it in German, Japanese and Chinese', async () => {
    speakLanguage('de');
    expect(await reasons()).toEqual([
      'Kein ZIP-Archiv (das Ende des zentralen Verzeichnisses fehlt).',
      'Zu viele Einträge (3).',
      'a.bin besteht die CRC-Prüfung nicht.',
    ]);
    speakLanguage('ja');
    expect((await reasons())[0]).toBe(
      'ZIP アーカイブではありません（セントラルディレクトリの終端がありません）。',
    );
    speakLanguage('zh-CN');
    expect((await reasons())[2]).toBe('a.bin 未通过 CRC 校验。');
  });
});
