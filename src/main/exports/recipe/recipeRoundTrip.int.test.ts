// The recipe round trip over what the real downloader saved from a real sandbox, for every
// submit model and for music actions: export through the export service -> exiftool and
// ffprobe (independent readers) see the recipe -> readRecipe -> the prefill is the request
// that was sent. The library's own files stay byte-identical (hashed before and after).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handlers } from '../../../shared/ipc/types';
import { parseRecipeJson, RECIPE_KEY } from '../../../shared/recipe/recipe';
import { MODEL_KEYS } from '../../../shared/service/models';
import { createSandbox, type Sandbox } from '../../../sandbox';
import { createHeadlessDesktop, type HeadlessDesktop } from '../../desktop/headlessDesktop';
import { openEngineHarness, waitUntilSettled, type EngineHarness } from '../../tasks/engineHarness';
import { assetPath } from '../assetFiles';
import { createExportService } from '../exportService';
import type { AssetRecord } from '../ports';
import { readRecipe, recipeFormatOf } from './fileRecipe';
import { copyWithRecipe } from './recipeOf';
import { createRecipeService } from './recipeService';

const call = { senderId: 'test' };
const T2V = 'text-to-video';
let sandbox: Sandbox;
let harness: EngineHarness;
let desktop: HeadlessDesktop;
let exportsService: Handlers['exports'];
let recipes: Handlers['recipe'];
let out: string;
/** Submission id -> the request sent. */
const sent = new Map<string, { target: object; body: Record<string, unknown> }>();

const BODIES: Record<string, Record<string, unknown>> = {
  'image-a': { prompt: 'a red fox in the snow', output_format: 'jpeg' },
  'image-a-2-lite': { prompt: 'a lighthouse on a cliff — at dusk' },
  'image-b-2.0': { prompt: 'a paper crane' },
  'image-b-2.0-pro': { prompt: 'a glass teapot' },
  'image-c-4': { prompt: 'neon koi', batch_size: 2 },
  'video-a-v3': { prompt: 'waves at night', type: T2V },
  'video-a-v3-omni': { prompt: 'rain on a window', type: T2V },
  'video-c': { prompt: 'a candle flickers', type: T2V, duration: 4 },
  'video-d-pro-fast': { prompt: 'clouds over hills', type: T2V },
  tune: { custom: true, prompt: 'la la la', style: 'synthwave', title: 'Neon Drive', duration: 10 },
};

async function submit(target: { model: string } | { action: string }, body: object) {
  const submission = await harness.domain.handlers.submit(
    { target, body: body as Record<string, unknown>, confirmedCredits: null },
    call,
  );
  sent.set(submission.id, { target, body: body as Record<string, unknown> });
  return submission.id;
}

const sha = async (path: string): Promise<string> =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');

const exiftool = (path: string): Record<string, unknown> =>
  (
    JSON.parse(execFileSync('exiftool', ['-j', '-G1', path], { encoding: 'utf8' })) as object[]
  )[0] as Record<string, unknown>;

const ffprobeTags = (path: string): Record<string, string> =>
  (
    JSON.parse(
      execFileSync(
        'ffprobe',
        ['-v', 'error', '-show_entries', 'format_tags', '-of', 'json', path],
        {
          encoding: 'utf8',
        },
      ),
    ) as { format: { tags?: Record<string, string> } }
  ).format.tags ?? {};

/** The MD5 of every decoded stream: equal only when the media data is read back unchanged. */
const decodedMd5 = (path: string): string =>
  execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-map', '0', '-f', 'md5', '-'], {
    encoding: 'utf8',
  }).trim();

beforeAll(async () => {
  sandbox = await createSandbox({ taskMs: 200, credits: 100_000, renderInWorker: false });
  const data = mkdtempSync(join(tmpdir(), 'atelier-recipe-int-'));
  out = join(data, 'out');
  harness = await openEngineHarness({
    sandboxUrl: sandbox.url,
    apiKey: 'sk-sandbox-recipe',
    dataDirectory: data,
  });
  harness.domain.start();
  for (const [model, body] of Object.entries(BODIES)) await submit({ model }, body);
  await waitUntilSettled(harness, 60_000);
  // Inputs that point at the library: a video from a library image, an extend of the song.
  const image = harness.library.list({ kinds: ['image'] }).items.find((a) => a.sourceUrl)!;
  await submit({ model: 'video-b-2.6-flash' }, { image_urls: [image.sourceUrl!] });
  const song = [...sent].find(
    ([, request]) => 'model' in request.target && request.target.model === 'tune',
  )!;
  const songTask = harness.journal.get(song[0])!.taskId!;
  await submit(
    { action: 'extend' },
    {
      task_id: songTask,
      audio_index: 1,
      continue_at: 4,
      custom: true,
      prompt: 'more',
      style: 'synthwave',
      title: 'Neon Drive',
    },
  );
  await submit({ action: 'download' }, { task_id: songTask, formats: ['wav', 'm4a'] });
  await waitUntilSettled(harness, 60_000);
  desktop = createHeadlessDesktop(data);
  const sources = {
    journal: harness.journal,
    modelName: (key: string) => `Name of ${key}`,
    version: '9.9.9',
  };
  exportsService = createExportService({
    library: harness.library,
    libraryFolder: harness.libraryFolder,
    desktop,
    bus: harness.bus,
    preferences: {
      get: () => ({ export: { stemNameTemplate: '<title>.<ext>', lastFolder: out } }),
      update: () => undefined,
    },
    journal: harness.journal,
    iconFolder: join(data, 'icons'),
    dragFolder: join(data, 'drag-out'),
    now: () => Date.now(),
    copyOut: (asset, source, target) => copyWithRecipe(asset, source, target, sources),
  });
  recipes = createRecipeService({
    ...sources,
    library: harness.library,
    journal: harness.journal,
    desktop,
  });
}, 180_000);

afterAll(async () => {
  await harness?.shutdown();
  await sandbox?.close();
});

/** One exported media file per submission (the first of its files that carries a recipe). */
async function mediaOf(submissionId: string): Promise<AssetRecord[]> {
  const found: AssetRecord[] = [];
  for (const asset of harness.library.bySubmission(submissionId)) {
    const bytes = await readFile(await assetPath(harness.libraryFolder, asset));
    if (recipeFormatOf(bytes)) found.push(asset);
  }
  return found;
}

describe('the recipe in exported files', () => {
  it('covers every submit model and music actions, in all five formats', async () => {
    const models = [...sent.values()].map((request) =>
      'model' in request.target ? request.target.model : null,
    );
    expect(new Set(models.filter(Boolean))).toEqual(new Set(MODEL_KEYS));
    const formats = new Set<string>();
    for (const id of sent.keys())
      for (const asset of await mediaOf(id))
        formats.add(recipeFormatOf(await readFile(await assetPath(harness.libraryFolder, asset)))!);
    expect([...formats].sort()).toEqual(['jpeg', 'mp3', 'mp4', 'png', 'wav']);
  });

  it('round-trips each request through an exported file, seen by exiftool and ffprobe', async () => {
    let checked = 0;
    for (const [id, request] of sent) {
      const media = await mediaOf(id);
      expect(media.length, `files of ${JSON.stringify(request.target)}`).toBeGreaterThan(0);
      for (const asset of media) {
        const library = await assetPath(harness.libraryFolder, asset);
        const before = await sha(library);
        desktop.answerNextSave(join(out, `${asset.id}.${asset.relativePath.split('.').pop()}`));
        const saved = (await exportsService.saveAsset({ id: asset.id }, call)).paths[0]!;
        expect(await sha(library), 'the library file is untouched').toBe(before);
        expect(await sha(saved)).not.toBe(before);
        const bytes = await readFile(saved);
        // Independent readers see the recipe (exiftool for all; ffprobe for audio and video).
        const seen = JSON.stringify(exiftool(saved));
        expect(seen, `exiftool on ${saved}`).toContain(asset.taskId);
        // exiftool shows an ID3 TXXX frame as "(description) value".
        const exifRecipe = Object.values(exiftool(saved))
          .filter((value): value is string => typeof value === 'string')
          .map((value) => value.replace(`(${RECIPE_KEY}) `, ''))
          .find((value) => value.startsWith('{"recipe":'));
        expect(parseRecipeJson(exifRecipe ?? '')?.parameters, `exiftool on ${saved}`).toEqual(
          request.body,
        );
        const format = recipeFormatOf(bytes)!;
        if (format !== 'png' && format !== 'jpeg') {
          const tags = ffprobeTags(saved);
          // WAV's INFO comment is the recipe itself; the others carry it under its own key.
          const probed = format === 'wav' ? tags['comment'] : tags[RECIPE_KEY];
          expect(parseRecipeJson(probed ?? '')?.parameters, `ffprobe on ${saved}`).toEqual(
            request.body,
          );
          expect(tags['encoder'] ?? tags['software'] ?? '').toContain('Atelier 9.9.9');
          // The media decode to the same samples and frames (MP4: chunk offsets moved with moov).
          expect(decodedMd5(saved), `decoded ${saved}`).toBe(decodedMd5(library));
        }
        const reading = readRecipe(bytes);
        expect(reading.found).toBe(true);
        const answer = await recipes.fromDroppedFile(
          { name: 'x', base64: bytes.toString('base64') },
          call,
        );
        expect(answer.found && answer.prefill.target).toEqual(request.target);
        expect(answer.found && answer.prefill.body).toEqual(request.body);
        expect(answer.found && answer.prefill.dropped).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(sent.size);
  }, 120_000);
});
