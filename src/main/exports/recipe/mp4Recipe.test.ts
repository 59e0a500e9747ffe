// The MP4/M4A writer on files ffmpeg made (an independent muxer, with its own udta/meta/ilst
// holding ©too): moov before mdat ("fast start", chunk offsets must move) and after it
// (offsets stay). ffmpeg decodes the written file to the same streams, ffprobe reads the tags.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_KEY, recipeJson, type Recipe } from '../../../shared/recipe/recipe';
import { readRecipe, writeRecipe } from './fileRecipe';

const folder = mkdtempSync(join(tmpdir(), 'atelier-mp4-recipe-'));
const path = (name: string) => join(folder, name);
const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
const decodedMd5 = (file: string): string =>
  execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-map', '0', '-f', 'md5', '-'], {
    encoding: 'utf8',
  }).trim();
const tags = (file: string): Record<string, string> =>
  (
    JSON.parse(
      execFileSync(
        'ffprobe',
        ['-v', 'error', '-show_entries', 'format_tags', '-of', 'json', file],
        {
          encoding: 'utf8',
        },
      ),
    ) as { format: { tags: Record<string, string> } }
  ).format.tags;

const recipe: Recipe = {
  recipe: 1,
  model: { key: 'video-c', name: 'Video C' },
  action: null,
  target: { model: 'video-c' },
  prompt: 'a candle — ろうそく',
  parameters: { prompt: 'a candle — ろうそく', type: 'text-to-video', duration: 4 },
  taskId: 'task-mp4',
  title: 'a candle',
  createdAt: '2026-11-01T10:00:00.000Z',
  software: 'Atelier 1.0.0',
};

beforeAll(() => {
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=64x48:rate=10',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=22050',
    '-t',
    '1',
    '-c:v',
    'mpeg4',
    '-c:a',
    'aac',
    '-shortest',
    path('end.mp4'),
  );
  ffmpeg('-i', path('end.mp4'), '-c', 'copy', '-movflags', '+faststart', path('start.mp4'));
  ffmpeg(
    '-i',
    path('end.mp4'),
    '-vn',
    '-c:a',
    'copy',
    '-movflags',
    '+faststart',
    path('audio.m4a'),
  );
});

describe('the recipe in MP4 and M4A', () => {
  it.each(['start.mp4', 'end.mp4', 'audio.m4a'])(
    '%s: same decoded media, the recipe seen by ffprobe and read back',
    async (name) => {
      const original = await readFile(path(name));
      const written = writeRecipe(original, recipe)!;
      const target = path(`recipe-${name}`);
      writeFileSync(target, written);
      expect(decodedMd5(target)).toBe(decodedMd5(path(name)));
      const probed = tags(target);
      expect(probed[RECIPE_KEY]).toBe(recipeJson(recipe));
      // ffmpeg's own ©too is replaced by ours, not duplicated.
      expect(probed['encoder']).toBe('Atelier 1.0.0');
      expect(probed['comment']).toContain('task-mp4');
      expect(readRecipe(written)).toEqual({ found: true, recipe });
      // A second export replaces the first recipe.
      const again = writeRecipe(written, { ...recipe, taskId: 'task-again' })!;
      expect(again.length).toBe(written.length + 'task-again'.length * 2 - 'task-mp4'.length * 2);
      expect(readRecipe(again)).toEqual({
        found: true,
        recipe: { ...recipe, taskId: 'task-again' },
      });
    },
  );
});
