import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { createJournal } from './journal';
import { MIGRATIONS } from './migrations';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('the place of a submission in its "Variations ×N" submit (migration 10)', () => {
  it('is kept at insert, carried to a resubmit, and absent on a single submit', () => {
    folder = mkdtempSync(join(tmpdir(), 'atelier-variations-'));
    const db = openDatabase(join(folder, 'atelier.sqlite'));
    let now = 1;
    const journal = createJournal(db, { now: () => (now += 1) });
    const begin = (index: number) =>
      journal.begin({
        profileId: 'sandbox',
        target: { model: 'image-a' },
        kind: 'image',
        body: { prompt: 'p' },
        variation: { group: 'g', index, count: 3 },
      });
    const [, second] = [begin(1), begin(2)];
    expect(second!.variation).toEqual({ index: 2, count: 3 });
    expect(journal.list({ limit: 10 }).items.map((row) => row.variation?.index)).toEqual([2, 1]);
    journal.reject(second!.id, { code: 'connection', message: 'lost' });
    expect(journal.resubmit(second!.id).variation).toEqual({ index: 2, count: 3 });
    const single = journal.begin({
      profileId: 'sandbox',
      target: { model: 'image-a' },
      kind: 'image',
      body: { prompt: 'p' },
    });
    expect(single).not.toHaveProperty('variation');
    db.close();
  });

  it('is filled for the variations of a schema-9 file, by their order in the group', () => {
    folder = mkdtempSync(join(tmpdir(), 'atelier-variations-'));
    const path = join(folder, 'atelier.sqlite');
    const old = openDatabase(path, {
      migrations: MIGRATIONS.filter((migration) => migration.version <= 9),
    });
    const insert = old.prepare(
      "INSERT INTO submissions (id, profile_id, target, model, kind, state, body, summary, variation_group, created_at, updated_at) VALUES (?, 'sandbox', '{}', 'image-a', 'image', 'submitting', '{}', '', ?, 1, 1)",
    );
    for (const [id, group] of [
      ['a1', 'a'],
      ['b1', 'b'],
      ['a2', 'a'],
      ['single', null],
      ['a3', 'a'],
    ] as const)
      insert.run(id, group);
    old.close();
    const db = openDatabase(path);
    const journal = createJournal(db, { now: () => 2 });
    expect(
      ['a1', 'a2', 'a3', 'b1', 'single'].map((id) => journal.get(id)?.variation ?? null),
    ).toEqual([
      { index: 1, count: 3 },
      { index: 2, count: 3 },
      { index: 3, count: 3 },
      { index: 1, count: 1 },
      null,
    ]);
    db.close();
  });
});
