import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_FORMAT, manifestSchema } from './archiveManifest';
import { manifestSink, MAX_ITEM_CHARS } from './manifestStream';

const asset = (index: number, prompt = `a lighthouse ${index}`) => ({
  id: `asset-${index}`,
  kind: 'audio',
  submissionId: 'sub-1',
  taskId: 'task-1',
  profileId: 'sandbox',
  model: 'tune',
  action: 'generate',
  outputKey: `track-${index}`,
  title: `Track ${index}`,
  prompt,
  style: null,
  lyrics: null,
  mimeType: 'audio/mpeg',
  trackIndex: index,
  durationS: 12.5,
  width: null,
  height: null,
  favorite: index % 2 === 0,
  tags: ['night'],
  createdAt: '2026-11-01T00:00:00.000Z',
  file: { path: `media/${index}.mp3`, bytes: 1000, sha256: 'a'.repeat(64) },
});
const submission = (statusResult: unknown) => ({
  id: 'sub-1',
  profileId: 'sandbox',
  target: { action: 'generate' },
  kind: 'music',
  body: { prompt: 'x', nested: [1, { a: '}' }] },
  summary: 'x',
  taskId: 'task-1',
  status: 'SUCCEEDED',
  statusResult,
  creditsDeducted: 30,
  sources: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  finishedAt: null,
});
const manifest = (assets: unknown[], statusResult: unknown = { result: { tracks: [] } }) => ({
  format: ARCHIVE_FORMAT,
  schemaVersion: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  assets,
  submissions: [submission(statusResult)],
});

/** Streams `text` through the sink in chunks of `size` bytes; resolves with the manifest, or the error and how far it got. */
async function stream(text: string, size: number) {
  const bytes = new TextEncoder().encode(text);
  const reader = manifestSink();
  reader.sink.on('error', () => undefined); // the write callbacks below report it
  let written = 0;
  try {
    for (; written < bytes.length; written += size) {
      await new Promise<void>((resolve, reject) =>
        reader.sink.write(Buffer.from(bytes.subarray(written, written + size)), (error) =>
          error ? reject(error) : resolve(),
        ),
      );
    }
    await new Promise<void>((resolve, reject) =>
      reader.sink.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    return { manifest: reader.result(), written, total: bytes.length };
  } catch (error) {
    return { error: error as Error, written, total: bytes.length };
  }
}

describe('streaming the archive manifest', () => {
  it('reads what JSON.parse reads, in any chunking, compact or pretty, with tricky strings', async () => {
    const tricky = 'quote " backslash \\ braces {[}] comma , colon : emoji 🎹 é \u2028 end';
    const value = manifest([asset(1), asset(2, tricky), asset(3)]);
    const expected = manifestSchema.parse(value);
    for (const text of [JSON.stringify(value), JSON.stringify(value, null, 2)]) {
      for (const size of [1, 3, 7, 64, 100_000])
        expect((await stream(text, size)).manifest).toEqual(expected);
    }
  });

  it('agrees with JSON.parse for any JSON inside an item (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue({ maxDepth: 4 }),
        fc.integer({ min: 1, max: 50 }),
        async (value, size) => {
          const statusResult = { value };
          const result = await stream(JSON.stringify(manifest([asset(1)], statusResult)), size);
          expect(result.manifest?.submissions[0]?.statusResult).toEqual(
            JSON.parse(JSON.stringify(statusResult)),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses an oversized item while it streams, long before the end of the manifest', async () => {
    const text = JSON.stringify(manifest([asset(1, 'x'.repeat(MAX_ITEM_CHARS + 10)), asset(2)]));
    const result = await stream(text, 64 * 1024);
    expect(result.error?.message).toMatch(/not valid \(assets: larger than \d+ characters\)/);
    expect(result.written).toBeLessThan(result.total);
  });

  it('validates each item as it comes, naming the item and field', async () => {
    const result = await stream(
      JSON.stringify(manifest([asset(1), { ...asset(2), kind: 'virus' }])),
      256,
    );
    expect(result.error?.message).toMatch(/not valid \(assets\.1\.kind: /);
  });

  it('refuses a key given twice, truncated text, and text after the end', async () => {
    const text = JSON.stringify(manifest([asset(1)]));
    const twice = text.replace('"assets":', '"assets":[],"assets":');
    expect((await stream(twice, 50)).error?.message).toMatch(/assets: given twice/);
    expect((await stream(text.slice(0, -5), 50)).error?.message).toMatch(
      /ends before its last value/,
    );
    expect((await stream(`${text} {}`, 50)).error?.message).toMatch(/text after the end/);
    expect((await stream('[1,2]', 50)).error?.message).toMatch(/not a JSON object/);
  });
});
