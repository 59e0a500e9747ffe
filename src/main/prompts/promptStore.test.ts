import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AtelierError } from '../../shared/errors';
import { openDatabase } from '../store/database';
import { createJournal, type BeginSubmission, type Journal } from '../store/journal';
import { MIGRATIONS } from '../store/migrations';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { createPromptStore, type PromptStore } from './promptStore';

let test: TestDatabase;
let journal: Journal;
let store: PromptStore;
beforeEach(() => {
  test = openTestDatabase();
  journal = createJournal(test.db, test.clock);
  store = createPromptStore(test.db, test.clock);
});
afterEach(() => test.cleanup());

const image = (prompt: string, model = 'image-a'): BeginSubmission => ({
  profileId: 'sandbox',
  target: { model },
  kind: 'image',
  body: { prompt, aspect_ratio: '1:1' },
  creditsEstimated: 4,
});
const music = (prompt: string, action: string): BeginSubmission => ({
  profileId: 'sandbox',
  target: { action },
  kind: 'music',
  body: { prompt, custom: false },
  creditsEstimated: 10,
});
const prompts = (query: Parameters<PromptStore['history']>[0] = {}): string[] =>
  store.history(query).map((entry) => entry.prompt);

describe('prompt history', () => {
  it('keeps every submitted prompt once per model, counting its jobs, latest first', () => {
    journal.begin(image('a lighthouse on a cliff'));
    journal.begin(image('red kite over dunes'));
    journal.begin(image('a lighthouse on a cliff'));
    journal.begin(image('a lighthouse on a cliff', 'image-b'));
    const items = store.history();
    expect(items.map((entry) => [entry.prompt, entry.model, entry.uses])).toEqual([
      ['a lighthouse on a cliff', 'image-b', 1],
      ['a lighthouse on a cliff', 'image-a', 2],
      ['red kite over dunes', 'image-a', 1],
    ]);
    expect(items[1]!.target).toEqual({ model: 'image-a' });
    expect(Date.parse(items[1]!.lastUsedAt)).toBeGreaterThan(Date.parse(items[1]!.firstUsedAt));
  });

  it('keeps the last action of a music prompt, and skips jobs without a prompt', () => {
    journal.begin(music('neon drive', 'generate'));
    journal.begin(music('neon drive', 'sounds'));
    journal.begin({ ...music('', 'generate'), body: { prompt: '   ' } });
    journal.begin({ ...music('', 'extend'), body: { task_id: 'x', continue_at: 3 } });
    expect(store.history()).toMatchObject([
      {
        prompt: 'neon drive',
        model: 'tune',
        action: 'sounds',
        target: { action: 'sounds' },
        uses: 2,
      },
    ]);
  });

  it('finds words anywhere, folded as the Library search folds them, and filters by model', () => {
    journal.begin(image('A Lighthouse on a cliff at dawn'));
    journal.begin(image('Café terrace at night', 'image-b'));
    journal.begin(image('red kite over dunes'));
    expect(prompts({ text: 'ighthouse' })).toEqual(['A Lighthouse on a cliff at dawn']);
    expect(prompts({ text: 'CAFE' })).toEqual(['Café terrace at night']);
    expect(prompts({ text: 'at' })).toEqual([
      'Café terrace at night',
      'A Lighthouse on a cliff at dawn',
    ]);
    expect(prompts({ text: 'at', model: 'image-a' })).toEqual(['A Lighthouse on a cliff at dawn']);
    expect(prompts({ model: 'image-b' })).toEqual(['Café terrace at night']);
    // Search syntax typed by the user is only text.
    expect(prompts({ text: 'kite OR "lighthouse' })).toEqual([]);
    expect(prompts({ text: 'NEAR(kite' })).toEqual([]);
    expect(prompts({ text: '  ' })).toHaveLength(3);
  });

  it('answers the same whether it walks the recent prompts or reads the index matches', () => {
    const words = ['lighthouse', 'kite', 'dunes', 'café', 'a', 'dr', 'night'];
    for (let index = 0; index < 120; index += 1)
      journal.begin(
        image(
          `${words[index % 7]} ${words[(index * 3) % 7]} drift ${index}`,
          index % 3 ? 'image-a' : 'image-b',
        ),
      );
    const reading = createPromptStore(test.db, test.clock, 0);
    for (const text of ['lighthouse', 'cafe night', 'dr', 'a', 'ift 1', 'nothing here'])
      for (const model of [undefined, 'image-b']) {
        const query = { text, model, limit: 20 };
        const walked = store.history(query).map((entry) => entry.id);
        expect(
          reading.history(query).map((entry) => entry.id),
          `${text} ${model}`,
        ).toEqual(walked);
      }
    expect(store.history({ text: 'dr', limit: 200 })).toHaveLength(120);
    expect(store.history({ text: 'KITE cafe', limit: 200 })).toHaveLength(17);
  });

  it('stars a prompt to keep it, and a starred prompt is still counted when sent again', () => {
    journal.begin(image('a lighthouse on a cliff'));
    journal.begin(image('red kite over dunes'));
    const kite = store.history({ text: 'kite' })[0]!;
    expect(store.star(kite.id, true)).toMatchObject({ starred: true });
    expect(prompts({ starred: true })).toEqual(['red kite over dunes']);
    journal.begin(image('red kite over dunes'));
    expect(store.history({ starred: true })).toMatchObject([{ uses: 2, starred: true }]);
    store.star(kite.id, false);
    expect(prompts({ starred: true })).toEqual([]);
  });

  it('forgets one prompt and its search entry; an unknown id names the field', () => {
    journal.begin(image('a lighthouse on a cliff'));
    const [entry] = store.history();
    store.forget(entry!.id);
    expect(prompts({ text: 'lighthouse' })).toEqual([]);
    expect(() => store.star(entry!.id, true)).toThrow(
      expect.objectContaining({ code: 'not_found', field: 'id' }) as AtelierError,
    );
    journal.begin(image('a lighthouse on a cliff'));
    expect(store.history()).toMatchObject([{ prompt: 'a lighthouse on a cliff', uses: 1 }]);
  });

  it('is filled once from the journal a library already holds when it upgrades', () => {
    const path = join(test.folder, 'old.sqlite');
    const old = openDatabase(path, {
      migrations: MIGRATIONS.filter((migration) => migration.version <= 11),
    });
    const oldJournal = createJournal(old, test.clock);
    oldJournal.begin(image('a lighthouse on a cliff'));
    oldJournal.begin(music('neon drive', 'generate'));
    oldJournal.begin(music('neon drive', 'extend'));
    oldJournal.begin(image('a lighthouse on a cliff'));
    old.close();
    const db = openDatabase(path);
    try {
      const upgraded = createPromptStore(db, test.clock);
      expect(upgraded.history().map((entry) => [entry.prompt, entry.action, entry.uses])).toEqual([
        ['a lighthouse on a cliff', null, 2],
        ['neon drive', 'extend', 2],
      ]);
      expect(upgraded.history({ text: 'drive' })).toHaveLength(1);
    } finally {
      db.close();
    }
  });
});

describe('prompt templates', () => {
  it('saves, lists by name, edits and deletes templates with their values', () => {
    const car = store.saveTemplate({
      name: 'Cars',
      text: 'a {color} car at {time}',
      values: { color: ['red', 'blue'], time: ['dawn'] },
    });
    store.saveTemplate({ name: 'birds', text: 'a {bird}', values: {} });
    expect(store.templates().map((template) => template.name)).toEqual(['birds', 'Cars']);
    const edited = store.saveTemplate({ ...car, values: { color: ['green'], time: ['noon'] } });
    expect(edited).toMatchObject({ id: car.id, values: { color: ['green'], time: ['noon'] } });
    store.deleteTemplate(car.id);
    expect(store.templates().map((template) => template.name)).toEqual(['birds']);
  });

  it('refuses a value that would break the batch wildcard, naming the variable', () => {
    expect(() =>
      store.saveTemplate({ name: 'Cars', text: 'a {color} car', values: { color: ['red|blue'] } }),
    ).toThrow(expect.objectContaining({ code: 'invalid_input', field: 'values.color' }) as Error);
    expect(store.templates()).toEqual([]);
  });
});
