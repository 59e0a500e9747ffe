// Every served file is a real file of its format (magic bytes), with the right Content-Type
// and working Range requests. Short songs keep the pure-JS encoders quick.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from './createSandbox';
import { parseRange } from './serveFile';
import { freshKey, sandboxClient, type SandboxClient } from './sandboxTestClient';

let sandbox: Sandbox;
let client: SandboxClient;

beforeAll(async () => {
  sandbox = await createSandbox({ taskMs: 0 });
  client = sandboxClient(sandbox.url, freshKey('files'));
});
afterAll(async () => {
  await sandbox.close();
});

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString('latin1');

const MAGIC: Record<string, (bytes: Uint8Array) => boolean> = {
  png: (bytes) => ascii(bytes, 1, 4) === 'PNG' && bytes[0] === 0x89,
  jpg: (bytes) =>
    bytes[0] === 0xff && bytes[1] === 0xd8 && bytes.at(-2) === 0xff && bytes.at(-1) === 0xd9,
  wav: (bytes) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE',
  mp3: (bytes) =>
    ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0),
  m4a: (bytes) => ascii(bytes, 4, 8) === 'ftyp',
  mp4: (bytes) => ascii(bytes, 4, 8) === 'ftyp',
  mid: (bytes) => ascii(bytes, 0, 4) === 'MThd',
};
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  mid: 'audio/midi',
};

async function resultUrls(
  submit: Promise<{ json: { data: { task_id: string } } }>,
): Promise<string[]> {
  const { task_id: taskId } = (await submit).json.data;
  const status = (await client.status(taskId)).json.data;
  expect(status.status).toBe('SUCCEEDED');
  return status.result_urls as string[];
}

async function expectFile(url: string): Promise<Uint8Array> {
  const extension = url.split('.').pop() ?? '';
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe(TYPES[extension]);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
  expect(MAGIC[extension]?.(bytes), `${extension} magic bytes of ${url}`).toBe(true);
  return bytes;
}

describe('served files', () => {
  it('images: png by default, jpeg when asked, one per image-c-4 batch item', async () => {
    for (const url of await resultUrls(
      client.submit('image-a', { prompt: 'a red fox in snow', aspect_ratio: '16:9' }),
    ))
      await expectFile(url);
    const jpeg = await resultUrls(
      client.submit('image-a', { prompt: 'a red fox', output_format: 'jpeg' }),
    );
    expect(jpeg[0]).toMatch(/\.jpg$/);
    await expectFile(jpeg[0] as string);
    const batch = await resultUrls(client.submit('image-c-4', { prompt: 'tiles', batch_size: 3 }));
    expect(batch).toHaveLength(3);
    const pictures = await Promise.all(batch.map(expectFile));
    expect(
      Buffer.compare(
        Buffer.from(pictures[0] as Uint8Array),
        Buffer.from(pictures[1] as Uint8Array),
      ),
    ).not.toBe(0);
  });

  it('audio in each requested format, and the midi file', async () => {
    for (const audioFormat of ['mp3', 'm4a', 'wav']) {
      const urls = await resultUrls(
        client.music('generate', {
          prompt: 'short one',
          custom: true,
          duration: 10,
          audio_format: audioFormat,
        }),
      );
      expect(urls[0]).toMatch(new RegExp(`\\.${audioFormat}$`));
      await expectFile(urls[0] as string);
    }
    const song = (
      await client.music('generate', { prompt: 'for midi', custom: true, duration: 10 })
    ).json.data.task_id;
    const midi = await resultUrls(client.music('midi', { task_id: song }));
    await expectFile(midi[0] as string);
  });

  it('videos and music videos are MP4 files', async () => {
    const [video] = await resultUrls(
      client.submit('video-d-pro-fast', {
        prompt: 'waves at night',
        type: 'text-to-video',
        duration: 5,
      }),
    );
    expect(video).toMatch(/\.mp4$/);
    await expectFile(video as string);
    const song = (
      await client.music('generate', { prompt: 'for a video', custom: true, duration: 10 })
    ).json.data.task_id;
    const musicVideo = (
      await client.status((await client.music('music-video', { task_id: song })).json.data.task_id)
    ).json.data;
    expect(musicVideo.result.video_url).toBe(musicVideo.result_urls[0]);
    const bytes = await expectFile(musicVideo.result.video_url);
    expect(ascii(bytes, 0, bytes.length).includes('soun')).toBe(true); // it carries the song as an audio track
  });

  it('stems of a song sum to the song', async () => {
    const song = (
      await client.music('generate', {
        prompt: 'stems please',
        custom: true,
        duration: 10,
        audio_format: 'wav',
      })
    ).json.data.task_id;
    const all = (
      await client.status(
        (await client.music('stems-all', { task_id: song, audio_format: 'wav' })).json.data.task_id,
      )
    ).json.data;
    const mix = await expectFile((await client.status(song)).json.data.result_urls[0]);
    const stems = await Promise.all((all.result_urls as string[]).map(expectFile));
    const samples = (bytes: Uint8Array) =>
      new Int16Array(bytes.buffer.slice(bytes.byteOffset + 44, bytes.byteOffset + bytes.length));
    const mixSamples = samples(mix);
    const stemSamples = stems.map(samples);
    let worst = 0;
    for (let index = 0; index < mixSamples.length; index += 97) {
      const sum = stemSamples.reduce((total, stem) => total + (stem[index] ?? 0), 0);
      worst = Math.max(worst, Math.abs(sum - (mixSamples[index] ?? 0)));
    }
    expect(stemSamples.every((stem) => stem.length === mixSamples.length)).toBe(true);
    expect(worst).toBeLessThan(64 * stems.length); // 16-bit rounding (and any clipping guard) per stem
  });

  it('supports Range requests and HEAD, and 404s files of unknown or unfinished tasks', async () => {
    const [url] = await resultUrls(client.submit('image-a', { prompt: 'range me' }));
    const whole = await expectFile(url as string);
    const partial = await fetch(url as string, { headers: { range: 'bytes=8-15' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 8-15/${whole.length}`);
    expect(Buffer.from(await partial.arrayBuffer())).toEqual(Buffer.from(whole.subarray(8, 16)));
    const beyond = await fetch(url as string, { headers: { range: `bytes=${whole.length}-` } });
    expect(beyond.status).toBe(416);
    const head = await fetch(url as string, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(whole.length);
    expect(
      (await fetch(`${sandbox.url}/files/00000000-0000-4000-8000-000000000000-1.png`)).status,
    ).toBe(404);
    expect((await fetch((url as string).replace('-1.png', '-2.png'))).status).toBe(404);
  });

  it('parses ranges like a server should', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
  });
});
