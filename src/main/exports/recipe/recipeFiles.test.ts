// The recipe writers and readers on real media (the sandbox's encoders): a second export
// replaces rather than adds, damaged or foreign files answer a reason instead of throwing,
// drag-out stages a copy carrying the recipe while the library file stays byte-identical,
// and input links the library no longer holds are left out of the prefill and named.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { RECIPE_KEY, recipeJson, type Recipe } from '../../../shared/recipe/recipe';
import { encodeWav, renderImage } from '../../../sandbox/media';
import { assetPath } from '../assetFiles';
import { createExportService } from '../exportService';
import { openTestLibrary, type TestLibrary } from '../testLibrary';
import { readRecipe, writeRecipe } from './fileRecipe';
import { copyWithRecipe } from './recipeOf';
import { prefillOf } from './recipePrefill';
import { createRecipeService } from './recipeService';

const recipe = (overrides: Partial<Recipe> = {}): Recipe => ({
  recipe: 1,
  model: { key: 'image-a', name: 'Image A' },
  action: null,
  target: { model: 'image-a' },
  prompt: 'a lighthouse — 灯台',
  parameters: { prompt: 'a lighthouse — 灯台', aspect_ratio: '16:9' },
  taskId: 'task-1',
  title: 'a lighthouse',
  createdAt: '2026-11-01T10:00:00.000Z',
  software: 'Atelier 1.0.0',
  ...overrides,
});

const png = Buffer.from(renderImage({ prompt: 'x', seed: 's', aspectRatio: '1:1' }));
const jpeg = Buffer.from(renderImage({ prompt: 'x', seed: 's', format: 'jpeg' }));
const wav = Buffer.from(encodeWav(new Float32Array(4410), 44100));
const occurrences = (bytes: Buffer, text: string): number =>
  bytes.toString('latin1').split(text).length - 1;

describe('writeRecipe and readRecipe', () => {
  it.each([
    ['png', png],
    ['jpeg', jpeg],
    ['wav', wav],
  ])('%s: reads back what was written, once after writing twice', (_, bytes) => {
    const once = writeRecipe(bytes, recipe())!;
    const twice = writeRecipe(once, recipe({ taskId: 'task-2' }))!;
    expect(readRecipe(once)).toEqual({ found: true, recipe: recipe() });
    expect(readRecipe(twice)).toEqual({ found: true, recipe: recipe({ taskId: 'task-2' }) });
    // The first recipe (and its description) is gone, not kept beside the new one.
    expect(occurrences(twice, 'task-1')).toBe(0);
    expect(occurrences(twice, 'Atelier 1.0.0')).toBe(occurrences(once, 'Atelier 1.0.0'));
  });

  it('answers a reason, never throws, for files without a recipe, foreign or damaged', () => {
    expect(readRecipe(png)).toEqual({ found: false, reason: 'none' });
    expect(readRecipe(Buffer.from('just words'))).toEqual({ found: false, reason: 'unsupported' });
    const written = writeRecipe(png, recipe())!;
    // Cut inside the recipe chunk: the PNG's chunk runs past the end.
    expect(readRecipe(written.subarray(0, 60))).toEqual({ found: false, reason: 'unreadable' });
    // A newer recipe shape is not guessed at.
    const newer = writeRecipe(png, recipe())!
      .toString('latin1')
      .replace('{"recipe":1', '{"recipe":7');
    expect(readRecipe(Buffer.from(newer, 'latin1'))).toEqual({
      found: false,
      reason: 'unreadable',
    });
  });

  it('keeps WAV INFO pure ASCII: the JSON escapes what is not', () => {
    const written = writeRecipe(wav, recipe())!;
    expect(written.toString('latin1')).toContain('\\u706f\\u53f0');
    expect(written.length - wav.length).toBeGreaterThan(recipeJson(recipe()).length);
    expect(written.readUInt32LE(4)).toBe(written.length - 8);
  });

  it('carries no recipe in formats that have none (MIDI)', () => {
    expect(writeRecipe(Buffer.from('MThd\0\0\0\x06'), recipe())).toBeNull();
  });
});

describe('drag-out and export copies', () => {
  let t: TestLibrary;
  afterEach(() => t?.cleanup());

  it('stages a copy with the recipe; the library file is unchanged; no request, plain copy', async () => {
    t = await openTestLibrary('recipe');
    const body = { prompt: 'a lighthouse', aspect_ratio: '1:1' };
    const started = t.journal.begin({
      profileId: 'sandbox',
      target: { model: 'image-a' },
      kind: 'image',
      body,
    });
    t.journal.accept(started.id, { taskId: 'task-drag', status: 'SUCCEEDED' });
    const asset = t.addFile(
      {
        submissionId: started.id,
        outputKey: 'image-1',
        kind: 'image',
        model: 'image-a',
        action: null,
        taskId: 'task-drag',
        title: 'a lighthouse',
        mimeType: 'image/png',
      },
      png,
      'png',
    );
    const orphan = t.addFile(
      {
        submissionId: 'not-in-journal',
        outputKey: 'image-1',
        kind: 'image',
        title: 'stray',
        mimeType: 'image/png',
      },
      png,
      'png',
    );
    const library = await assetPath(t.libraryFolder, asset);
    const hash = async (path: string) =>
      createHash('sha256')
        .update(await readFile(path))
        .digest('hex');
    const before = await hash(library);
    const sources = { journal: t.journal, modelName: () => 'Image A', version: '2.0.0' };
    const service = createExportService({
      library: t.library,
      libraryFolder: t.libraryFolder,
      desktop: t.desktop,
      bus: t.bus,
      preferences: t.preferences,
      journal: t.journal,
      iconFolder: `${t.dataDirectory}/icons`,
      dragFolder: `${t.dataDirectory}/drag-out`,
      now: () => Date.now(),
      copyOut: (item, source, target) => copyWithRecipe(item, source, target, sources),
    });
    await service.startDrag({ ids: [asset.id, orphan.id] }, { senderId: 'w' });
    const [staged, stray] = t.desktop.drags[0]!.files;
    const reading = readRecipe(await readFile(staged!));
    expect(reading.found && reading.recipe.parameters).toEqual(body);
    expect(reading.found && reading.recipe.software).toBe('Atelier 2.0.0');
    expect(await hash(library)).toBe(before);
    expect(await readFile(stray!)).toEqual(png);

    // Reuse settings: from the dialog's file, from the asset, and what has none.
    const recipes = createRecipeService({
      ...sources,
      library: t.library,
      journal: t.journal,
      desktop: t.desktop,
    });
    t.desktop.answerNextOpen([staged!]);
    const chosen = await recipes.chooseFile(undefined, { senderId: 'w' });
    expect(chosen?.found && chosen.prefill).toMatchObject({
      target: { model: 'image-a' },
      body,
      taskId: 'task-drag',
    });
    t.desktop.answerNextOpen(null);
    expect(await recipes.chooseFile(undefined, { senderId: 'w' })).toBeNull();
    const fromCard = await recipes.fromAsset({ id: asset.id }, { senderId: 'w' });
    expect(fromCard.found && fromCard.prefill.body).toEqual(body);
    expect(await recipes.fromAsset({ id: orphan.id }, { senderId: 'w' })).toEqual({
      found: false,
      reason: 'none',
      fileName: 'stray',
    });
    expect(() => recipes.fromAsset({ id: 'gone' }, { senderId: 'w' })).toThrow(
      /no longer in the library/,
    );
  });
});

describe('prefillOf', () => {
  const library = {
    byTaskId: (id: string) => (id === 'kept-task' ? ({ title: 'Neon Drive' } as never) : null),
    bySourceUrl: (url: string) =>
      url === 'http://127.0.0.1/files/kept.png' ? ({ title: 'a lighthouse' } as never) : null,
  };

  it('keeps links the library answers, names them, and leaves out the rest', () => {
    const images = prefillOf(
      recipe({
        target: { model: 'image-a' },
        parameters: {
          prompt: 'edit',
          image_urls: ['http://127.0.0.1/files/kept.png', 'http://127.0.0.1/files/gone.png'],
        },
      }),
      library,
    );
    expect(images.body).toEqual({
      prompt: 'edit',
      image_urls: ['http://127.0.0.1/files/kept.png'],
    });
    expect(images.linked).toEqual([{ field: 'image_urls', title: 'a lighthouse' }]);
    expect(images.dropped).toEqual([
      { field: 'image_urls', value: 'http://127.0.0.1/files/gone.png' },
    ]);
  });

  it('drops a source task the library no longer holds, and a mashup pair as a whole', () => {
    const extend = prefillOf(
      recipe({
        target: { action: 'extend' },
        parameters: { task_id: 'gone-task', continue_at: 8 },
      }),
      library,
    );
    expect(extend.body).toEqual({ continue_at: 8 });
    expect(extend.dropped).toEqual([{ field: 'task_id', value: 'gone-task' }]);
    const mashup = prefillOf(
      recipe({
        target: { action: 'mashup' },
        parameters: { task_ids: ['kept-task', 'gone-task'] },
      }),
      library,
    );
    expect(mashup.body).toEqual({});
    expect(mashup.linked).toEqual([{ field: 'task_ids', title: 'Neon Drive' }]);
  });

  it('names the recipe key the readers look for', () => {
    expect(RECIPE_KEY).toBe('atelier:recipe');
  });
});
