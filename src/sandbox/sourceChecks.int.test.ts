// Source-task rules of music actions (spec "Referencing earlier tasks") over real HTTP:
// every rejection is a 422 naming the field, before any credit moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from './clock';
import { createSandbox, type Sandbox } from './createSandbox';
import { freshKey, sandboxClient, type SandboxClient } from './sandboxTestClient';

const clock = createManualClock(Date.UTC(2026, 10, 22, 12));
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createSandbox({ clock, taskMs: 100 });
});
afterAll(async () => {
  await sandbox.close();
});

/** Submits a music action, lets it finish, and returns its task id and result. */
async function finished(client: SandboxClient, action: string, body: Record<string, unknown>) {
  const accepted = await client.music(action, body);
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
  clock.advance(100);
  const status = (await client.status(accepted.json.data.task_id)).json.data;
  expect(status.status).toBe('SUCCEEDED');
  return {
    id: accepted.json.data.task_id as string,
    result: status.result,
    urls: status.result_urls as string[],
  };
}

async function expectRejected(
  client: SandboxClient,
  action: string,
  body: Record<string, unknown>,
  param: string,
) {
  const before = await client.balance();
  const response = await client.music(action, body);
  expect(response.status, JSON.stringify(response.json)).toBe(422);
  expect(response.json.error).toMatchObject({ code: 'validation_failed', param });
  expect(await client.balance()).toBe(before);
  return response.json.error.message as string;
}

describe('source tasks', () => {
  let client: SandboxClient;
  let song: { id: string; result: { tracks: { index: number; duration: number }[] } };

  beforeAll(async () => {
    client = sandboxClient(sandbox.url, freshKey());
    song = await finished(client, 'generate', {
      prompt: 'a song about trains',
      custom: true,
      duration: 60,
    });
  });

  it('generate yields two indexed tracks with durations', () => {
    expect(song.result.tracks.map((track) => track.index)).toEqual([1, 2]);
    expect(song.result.tracks[0]?.duration).toBe(60);
  });

  it('rejects unknown, foreign and unfinished tasks', async () => {
    await expectRejected(
      client,
      'remaster',
      { task_id: '123e4567-e89b-42d3-a456-426614174000' },
      'task_id',
    );
    const stranger = sandboxClient(sandbox.url, freshKey('stranger'));
    expect(await expectRejected(stranger, 'remaster', { task_id: song.id }, 'task_id')).toMatch(
      /no task/,
    );
    const pending = (await client.music('generate', { prompt: 'not yet' })).json.data.task_id;
    expect(await expectRejected(client, 'remaster', { task_id: pending }, 'task_id')).toMatch(
      /PENDING|QUEUED|PROCESSING/,
    );
    clock.advance(100);
  });

  it('rejects non-tune tasks and results that are not tracks', async () => {
    const image = (await client.submit('image-a', { prompt: 'a picture' })).json.data.task_id;
    clock.advance(100);
    expect(await expectRejected(client, 'remaster', { task_id: image }, 'task_id')).toMatch(
      /not a tune task/,
    );
    const lyrics = await finished(client, 'lyrics', { prompt: 'the sea' });
    expect(typeof lyrics.result.lyrics.text).toBe('string');
    await expectRejected(client, 'remaster', { task_id: lyrics.id }, 'task_id');
  });

  it('checks audio_index and time fields against the track', async () => {
    await expectRejected(
      client,
      'crop',
      { task_id: song.id, audio_index: 3, start_s: 0, end_s: 10 },
      'audio_index',
    );
    await expectRejected(client, 'crop', { task_id: song.id, start_s: 10, end_s: 61 }, 'end_s');
    await expectRejected(client, 'extend', { task_id: song.id, continue_at: 60 }, 'continue_at');
    await expectRejected(
      client,
      'fade-out',
      { task_id: song.id, fade_duration: 60.5 },
      'fade_duration',
    );
    const crop = await finished(client, 'crop', {
      task_id: song.id,
      audio_index: 2,
      start_s: 10,
      end_s: 60,
    });
    expect(crop.result.tracks).toEqual([expect.objectContaining({ index: 1, duration: 50 })]);
    const fade = await finished(client, 'fade-out', { task_id: song.id, fade_duration: 60 });
    expect(fade.result.tracks[0].duration).toBe(60);
  });

  it('needs an upload task for add-vocals, add-instrumental and sample, and an extend task for concat', async () => {
    await expectRejected(client, 'add-vocals', { task_id: song.id, prompt: 'la la' }, 'task_id');
    await expectRejected(
      client,
      'sample',
      { task_id: song.id, start_s: 0, end_s: 5, prompt: 'x' },
      'task_id',
    );
    await expectRejected(client, 'concat', { task_id: song.id }, 'task_id');
    const upload = await finished(client, 'upload', { audio_url: 'https://example.com/beat.mp3' });
    const vocals = await finished(client, 'add-vocals', { task_id: upload.id, prompt: 'la la la' });
    expect(vocals.result.tracks).toHaveLength(2);
  });

  it('extend then concat gives the joined song', async () => {
    const extend = await finished(client, 'extend', {
      task_id: song.id,
      continue_at: 40,
      duration: 30,
    });
    expect(extend.result.tracks[0].duration).toBe(30);
    const concat = await finished(client, 'concat', { task_id: extend.id });
    expect(concat.result.tracks).toEqual([expect.objectContaining({ index: 1, duration: 70 })]);
  });

  it('checks persona and custom model tasks', async () => {
    await expectRejected(
      client,
      'generate',
      { prompt: 'x', custom: true, persona_task_id: song.id },
      'persona_task_id',
    );
    const persona = await finished(client, 'persona', { task_id: song.id, name: 'Singer' });
    expect(persona.result.persona_id).toMatch(/^persona-/);
    await finished(client, 'generate', {
      prompt: 'lyrics',
      custom: true,
      persona_task_id: persona.id,
    });
    await expectRejected(
      client,
      'generate',
      { prompt: 'x', custom_model_task_id: persona.id },
      'custom_model_task_id',
    );
    const model = await finished(client, 'create-model', {
      name: 'Mine',
      audio_urls: Array.from({ length: 6 }, (_, index) => `https://example.com/${index}.mp3`),
    });
    expect(model.result.model_id).toMatch(/^model-/);
    await finished(client, 'generate', { prompt: 'x', custom_model_task_id: model.id });
  });

  it('mashup checks both task_ids and their indexes', async () => {
    const other = await finished(client, 'generate', { prompt: 'another' });
    await expectRejected(
      client,
      'mashup',
      { task_ids: [song.id, other.id], audio_indexes: [1, 5], prompt: 'x' },
      'audio_indexes',
    );
    const mashup = await finished(client, 'mashup', {
      task_ids: [song.id, other.id],
      prompt: 'together',
    });
    expect(mashup.result.tracks).toHaveLength(2);
  });
});

describe('music results', () => {
  let client: SandboxClient;
  let song: { id: string; urls: string[] };

  beforeAll(async () => {
    client = sandboxClient(sandbox.url, freshKey());
    song = await finished(client, 'generate', {
      prompt: 'lyrics line one\nline two',
      custom: true,
      duration: 30,
      audio_format: 'wav',
    });
  });

  it('serves tracks in the requested format, listed in result_urls', () => {
    expect(song.urls).toHaveLength(2);
    for (const url of song.urls) expect(url).toMatch(/\.wav$/);
  });

  it('stems-all returns one track per stem, stems one named stem', async () => {
    const all = await finished(client, 'stems-all', { task_id: song.id });
    const stems = all.result.tracks.map((track: { stem: string }) => track.stem);
    expect(stems.length).toBeGreaterThan(2);
    expect(new Set(stems).size).toBe(stems.length);
    const one = await finished(client, 'stems', { task_id: song.id, stem_type: 'BASS' });
    expect(one.result.tracks).toEqual([expect.objectContaining({ stem: 'bass', duration: 30 })]);
  });

  it('bpm follows adjust-speed, download keeps the requested order without duplicates', async () => {
    const bpm = (await finished(client, 'bpm', { task_id: song.id })).result.bpm;
    expect(bpm.avg).toBeGreaterThan(0);
    expect(bpm.min).toBeLessThanOrEqual(bpm.avg);
    expect(bpm.max).toBeGreaterThanOrEqual(bpm.avg);
    const faster = await finished(client, 'adjust-speed', { task_id: song.id, speed: 2 });
    expect(faster.result.tracks[0].duration).toBe(15);
    const fasterBpm = (await finished(client, 'bpm', { task_id: faster.id })).result.bpm;
    expect(fasterBpm.avg).toBeCloseTo(bpm.avg * 2, 1);
    const download = await finished(client, 'download', {
      task_id: song.id,
      formats: ['wav', 'mp3', 'wav', 'm4a'],
    });
    expect(download.result.files.map((file: { format: string }) => file.format)).toEqual([
      'wav',
      'mp3',
      'm4a',
    ]);
    expect(download.urls.map((url) => url.split('.').pop())).toEqual(['wav', 'mp3', 'm4a']);
  });

  it('aligned-lyrics, midi, music-video, upsample-tags', async () => {
    const aligned = (await finished(client, 'aligned-lyrics', { task_id: song.id })).result
      .aligned_lyrics;
    expect(aligned.lines.length).toBeGreaterThan(0);
    for (const line of aligned.lines) expect(line.end_s).toBeGreaterThan(line.start_s);
    const midi = await finished(client, 'midi', { task_id: song.id });
    expect(midi.urls[0]).toMatch(/\.mid$/);
    expect(midi.result.midi).toBeTruthy();
    const video = await finished(client, 'music-video', { task_id: song.id });
    expect(video.result.video_url).toMatch(/\.mp4$/);
    const tags = await finished(client, 'upsample-tags', { style: 'synthwave' });
    expect(tags.result.style).toMatch(/^synthwave, /);
  });
});

describe('legacy tasks (finished before 2026-10-15)', () => {
  it('have no result object, stay usable as sources, and fail-and-refund out-of-range references', async () => {
    const key = freshKey('legacy');
    const seeded = sandbox.seedLegacy(key);
    expect(sandbox.seedLegacy(key)).toEqual(seeded);
    const client = sandboxClient(sandbox.url, key);
    const status = (await client.status(seeded.generate)).json.data;
    expect(status.status).toBe('SUCCEEDED');
    expect(status.result).toBeUndefined();
    expect(status.result_urls).toHaveLength(2);
    await finished(client, 'crop', { task_id: seeded.generate, start_s: 0, end_s: 20 });
    await finished(client, 'add-vocals', { task_id: seeded.upload, prompt: 'la la' });
    await finished(client, 'concat', { task_id: seeded.extend });

    const start = await client.balance();
    const accepted = await client.music('crop', {
      task_id: seeded.generate,
      audio_index: 7,
      start_s: 0,
      end_s: 20,
    });
    expect(accepted.status).toBe(200);
    const late = await client.music('extend', { task_id: seeded.generate, continue_at: 5000 });
    expect(late.status).toBe(200);
    expect(await client.balance()).toBe(
      start - accepted.json.data.credits_deducted - late.json.data.credits_deducted,
    );
    clock.advance(100);
    for (const id of [accepted.json.data.task_id, late.json.data.task_id]) {
      const failed = (await client.status(id)).json.data;
      expect(failed.status).toBe('FAILED');
      expect(failed.error).toMatch(/out of range|must be/);
    }
    expect(await client.balance()).toBe(start);
  });
});
