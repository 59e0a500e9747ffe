// Download failures say why (issue 20, hostile 12): the downloader's onFailure was never
// connected, so a task only said "2 could not be saved". The engine now writes each output's
// reason on the task once its run ends (real SQLite library; downloads resumed at start-up).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEventBus } from '../ipc/eventBus';
import { openLibrary, type LibraryContext } from '../library/openLibrary';
import { collectFailures, MAX_KEPT_FAILURES } from './downloadFailures';
import { systemTimerClock } from './ports';
import { createTaskEngine } from './taskEngine';

let context: LibraryContext | null = null;
let folder = '';
afterEach(() => {
  context?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('download failures on the task', () => {
  it('records each refused output with its reason, and the cut of an over-long list once', async () => {
    folder = mkdtempSync(join(tmpdir(), 'atelier-download-failures-'));
    const bus = createEventBus();
    context = await openLibrary({ dataDirectory: folder, clock: { now: () => Date.now() }, bus });
    const { journal, library, libraryFolder } = context;
    const begun = journal.begin({
      profileId: 'live',
      target: { model: 'image-c-4' },
      kind: 'image',
      body: { prompt: 'foxes' },
    });
    journal.accept(begun.id, { taskId: 'task-private' });
    const urls = Array.from({ length: 70 }, (_, index) => `https://10.0.0.7/${index}.png`);
    journal.updateStatus(begun.id, {
      status: 'SUCCEEDED',
      statusResult: { task_id: 'task-private', status: 'SUCCEEDED', result_urls: urls },
    });
    const engine = createTaskEngine({
      journal,
      library,
      bus,
      clock: systemTimerClock,
      fetch: (async () => new Response('never asked')) as typeof fetch,
      libraryFolder,
      apiFor: () => null,
      baseUrlFor: () => 'https://93.184.216.34',
    });
    engine.start();
    await engine.downloadsIdle();
    await engine.stop();
    const error = journal.get(begun.id)?.error;
    expect(error?.message).toBe(
      'Not every file was saved. The service listed 70 result URLs (at most 64 are read); the rest were not downloaded. (and 64 more)',
    );
    const listed = error?.details?.['downloadFailures'] as { output: string; reason: string }[];
    expect(listed).toHaveLength(20);
    expect(listed[1]).toMatchObject({
      output: 'Image 1',
      reason: expect.stringContaining('refused URL: 10.0.0.7 is a private address'),
    });
    expect(error?.details?.['downloadFailureCount']).toBe(65);
  });
});

describe('the failures a note keeps', () => {
  it('are the first outputs by number, whatever order they failed in (downloads run side by side)', () => {
    const collected = collectFailures();
    for (let index = 30; index >= 1; index -= 1) {
      collected.add(`image-${index}`, new Error(`reason ${index}`));
    }
    collected.add('listed', new Error('The service listed 70 result URLs'));
    expect(collected.total).toBe(31);
    expect(collected.kept).toHaveLength(MAX_KEPT_FAILURES);
    expect(collected.kept.map(({ output }) => output)).toEqual([
      'listed',
      ...Array.from({ length: MAX_KEPT_FAILURES - 1 }, (_, index) => `Image ${index + 1}`),
    ]);
    expect(collected.kept[10]).toEqual({ output: 'Image 10', reason: 'reason 10' });
  });
});
