// Titles an older rule stored are rebuilt by today's rule from the journal's facts, in a real
// SQLite library; a title the user typed, and one with no facts behind it, stay as they are.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLibraryStore, type LibraryStore } from '../library/libraryStore';
import { newAsset } from '../library/testAssets';
import { createJournal, type Journal } from '../store/journal';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { rebuildLegacyTitles } from './legacyTitles';
import { saveOlderTask } from './olderTitlesSeed';

let test: TestDatabase;
let journal: Journal;
let library: LibraryStore;
beforeEach(() => {
  test = openTestDatabase();
  journal = createJournal(test.db, test.clock);
  library = createLibraryStore(test.db, test.clock);
});
afterEach(() => test.cleanup());

type Track = { title?: string; stem?: string };

/** A finished music task as the journal holds it, and its tracks saved under older titles. */
const saved = (
  taskId: string,
  action: string,
  body: Record<string, unknown>,
  tracks: Track[],
  titles: string[],
  summary?: string,
): string[] =>
  saveOlderTask(journal, library, {
    taskId,
    action,
    body,
    tracks,
    titles,
    ...(summary !== undefined ? { summary } : {}),
  });

const titleOf = (id: string): string => library.get(id)!.title;

describe('titles of an older rule', () => {
  it('are rebuilt to lead with the song name, then the version in words', () => {
    const take = saved(
      't1',
      'generate',
      { prompt: 'Neon Drive' },
      [{}, {}],
      ['Neon Drive (1)', 'Neon Drive (2)'],
    );
    const extended = saved(
      't2',
      'extend',
      { task_id: 't1', audio_index: 1, continue_at: 43 },
      [{}, {}],
      ['Neon Drive (1) (extended, 1)', 'Neon Drive (1) (extended, 2)'],
      'Neon Drive (1)',
    );
    const full = saved(
      't3',
      'concat',
      { task_id: 't2', audio_index: 1 },
      [{}],
      ['Neon Drive (1) (extended, 1) (full song)'],
      'Neon Drive (1) (extended, 1)',
    );
    const stems = saved(
      't4',
      'stems',
      { task_id: 't3', audio_index: 1 },
      [{ stem: 'bass' }, { stem: 'lead_vocal' }],
      [
        'Neon Drive (1) (extended, 1) (full song) – bass',
        'Neon Drive (1) (extended, 1) (full song) – lead vocal',
      ],
      'Neon Drive (1) (extended, 1) (full song)',
    );

    expect(rebuildLegacyTitles({ journal, library })).toBe(7);
    expect(take.map(titleOf)).toEqual(['Neon Drive — take 1', 'Neon Drive — take 2']);
    expect(extended.map(titleOf)).toEqual([
      'Neon Drive — extended from 0:43, take 1',
      'Neon Drive — extended from 0:43, take 2',
    ]);
    expect(full.map(titleOf)).toEqual(['Neon Drive — full song']);
    expect(stems.map(titleOf)).toEqual(['Neon Drive — bass stem', 'Neon Drive — lead vocal stem']);
    // Search finds the rebuilt words (the index follows the title).
    expect(library.list({ text: 'full song' }).items.map((item) => item.id)).toEqual(full);
    // Idempotent: nothing left to rebuild.
    expect(rebuildLegacyTitles({ journal, library })).toBe(0);
  });

  it('take the song name from a take the user renamed: "(1) (extended, 1) (full song)"', () => {
    const [take] = saved('t1', 'generate', { gpt_description: 'x' }, [{}, {}], ['(1)', '(2)'], '');
    library.update(take!, { title: 'Neon Drive' });
    const extended = saved(
      't2',
      'extend',
      { task_id: 't1', audio_index: 1 },
      [{}, {}],
      ['(1) (extended, 1)', '(1) (extended, 2)'],
      '(1)',
    );
    const [full] = saved(
      't3',
      'concat',
      { task_id: 't2', audio_index: 1 },
      [{}],
      ['(1) (extended, 1) (full song)'],
      '(1) (extended, 1)',
    );

    rebuildLegacyTitles({ journal, library });
    expect(titleOf(take!)).toBe('Neon Drive');
    expect(extended.map(titleOf)).toEqual([
      'Neon Drive — extended, take 1',
      'Neon Drive — extended, take 2',
    ]);
    expect(titleOf(full!)).toBe('Neon Drive — full song');
  });

  it('never touch a title the user typed, nor one with no facts behind it', () => {
    saved('t1', 'generate', { prompt: 'rain' }, [{}, {}], ['rain (1)', 'rain (2)']);
    const renamed = saved(
      't2',
      'extend',
      { task_id: 't1', audio_index: 2 },
      [{}, {}],
      [
        'Summer (2)', // typed over "rain (2) (extended, 1)": a name the facts never gave
        'My mix (live)', // a version no rule wrote
      ],
      'rain (2)',
    );
    const current = saved(
      't3',
      'concat',
      { task_id: 't2', audio_index: 1 },
      [{}],
      ['rain — full song'],
    );
    const { asset: imported } = library.addAsset(
      newAsset({ submissionId: 'from-another-machine', title: 'harbour #3', outputKey: 'image-3' }),
    );

    rebuildLegacyTitles({ journal, library });
    expect(renamed.map(titleOf)).toEqual(['Summer (2)', 'My mix (live)']);
    expect(current.map(titleOf)).toEqual(['rain — full song']);
    expect(titleOf(imported.id)).toBe('harbour #3');
  });
});
