/** Test helper: every entry of a zip as UTF-8 text, read with the project's own zip reader. */
import { Writable } from 'node:stream';
import { openZip } from '../exports/zipReader';

export async function readZipTexts(path: string): Promise<Record<string, string>> {
  const zip = await openZip(path);
  const texts: Record<string, string> = {};
  try {
    for (const entry of zip.entries) {
      const chunks: Buffer[] = [];
      await zip.extract(
        entry,
        new Writable({
          write: (chunk: Buffer, _encoding, done) => void (chunks.push(chunk), done()),
        }),
      );
      texts[entry.name] = Buffer.concat(chunks).toString('utf8');
    }
  } finally {
    await zip.close();
  }
  return texts;
}
