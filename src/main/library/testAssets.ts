/** Test helper: NewAsset values with sensible defaults, and assets saved as an old schema did. */
import { randomUUID } from 'node:crypto';
import type { SqliteDatabase } from '../store/database';
import { normalizeTags, type NewAsset } from './libraryStore';

let counter = 0;

export function newAsset(overrides: Partial<NewAsset> = {}): NewAsset {
  counter += 1;
  return {
    submissionId: `submission-${counter}`,
    taskId: `task-${counter}`,
    profileId: 'sandbox',
    model: 'image-a',
    action: null,
    kind: 'image',
    outputKey: 'image-0',
    title: `Asset ${counter}`,
    prompt: '',
    mimeType: 'image/png',
    bytes: 10,
    relativePath: `files/${counter}.png`,
    ...overrides,
  };
}

/** A new asset as named insert values, with the defaults the store gives (for raw inserts). */
export function assetInsertValues(input: NewAsset): Record<string, unknown> {
  return {
    id: randomUUID(),
    ...input,
    prompt: input.prompt ?? '',
    style: input.style ?? null,
    lyrics: input.lyrics ?? null,
    trackIndex: input.trackIndex ?? null,
    durationS: input.durationS ?? null,
    width: input.width ?? null,
    height: input.height ?? null,
    createdAt: input.createdAt ?? Date.UTC(2026, 0, 1),
    bpm: input.bpm ?? null,
    musicalKey: input.musicalKey ?? null,
  };
}

/**
 * Saves assets as a schema-2 build did (before trash and song keys), for tests and benches
 * that upgrade an old library: today's store writes columns a schema-2 file lacks.
 */
export function addSchema2Assets(db: SqliteDatabase, inputs: readonly NewAsset[]): void {
  const insert = db.prepare(`
    INSERT INTO assets (id, kind, submission_id, task_id, profile_id, model, action, output_key, title, prompt, style,
      lyrics, mime_type, bytes, relative_path, track_index, duration_s, width, height, created_at)
    VALUES (@id, @kind, @submissionId, @taskId, @profileId, @model, @action, @outputKey, @title, @prompt, @style,
      @lyrics, @mimeType, @bytes, @relativePath, @trackIndex, @durationS, @width, @height, @createdAt)`);
  const tag = db.prepare('INSERT OR IGNORE INTO asset_tags (asset_seq, tag) VALUES (?, ?)');
  db.transaction(() => {
    for (const input of inputs) {
      const { lastInsertRowid } = insert.run(assetInsertValues(input));
      for (const name of normalizeTags(input.tags ?? [])) tag.run(lastInsertRowid, name);
    }
  })();
}
