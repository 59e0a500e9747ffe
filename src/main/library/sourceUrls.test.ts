import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../store/database';
import { MIGRATIONS, schemaVersion } from '../store/migrations';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { createLibraryStore } from './libraryStore';
import { sourceUrlOf } from '../store/sourceUrls';
import { newAsset } from './testAssets';

let test: TestDatabase;
beforeEach(() => {
  test = openTestDatabase();
});
afterEach(() => test.cleanup());

describe('the original service URL of each asset', () => {
  it('is read from the status result by output key: images by batch position, tracks by index, never for inline outputs', () => {
    const image = {
      task_id: 't',
      status: 'SUCCEEDED',
      result_urls: ['https://cdn.example/a.png', 'https://cdn.example/b.png'],
    };
    expect(sourceUrlOf('image', image, 'image-2')).toBe('https://cdn.example/b.png');
    expect(sourceUrlOf('image', image, 'image-3')).toBeNull();
    const music = {
      task_id: 'm',
      status: 'SUCCEEDED',
      result: { tracks: [{ index: 2, audio_url: 'https://cdn.example/2.mp3' }], lyrics: 'la la' },
    };
    expect(sourceUrlOf('music', music, 'track-2')).toBe('https://cdn.example/2.mp3');
    expect(sourceUrlOf('music', music, 'lyrics')).toBeNull();
    expect(sourceUrlOf('music', music, 'result')).toBeNull();
  });

  it('migration 8 fills it for saved assets from the journal; an asset with no journal row (a local file) keeps none', () => {
    const path = join(test.folder, 'schema-7.sqlite');
    const old = openDatabase(path, {
      migrations: MIGRATIONS.filter((migration) => migration.version <= 7),
    });
    const task = (id: string, kind: string, status: Record<string, unknown>) =>
      old
        .prepare(
          `INSERT INTO submissions (id, profile_id, target, model, action, kind, state, body, summary, task_id, status, status_result, created_at, updated_at)
           VALUES (?, 'sandbox', '{}', 'm', NULL, ?, 'accepted', '{}', '', ?, 'SUCCEEDED', ?, 0, 0)`,
        )
        .run(id, kind, `task-${id}`, JSON.stringify(status));
    const asset = (id: string, submissionId: string, outputKey: string) =>
      old
        .prepare(
          `INSERT INTO assets (id, kind, submission_id, task_id, profile_id, model, output_key, title, mime_type, bytes, relative_path, created_at)
           VALUES (?, 'image', ?, 't', 'sandbox', 'm', ?, 'A', 'image/png', 1, ?, 0)`,
        )
        .run(id, submissionId, outputKey, `files/${id}`);
    task('img', 'image', {
      task_id: 'task-img',
      status: 'SUCCEEDED',
      result_urls: ['https://cdn.example/1.png', 'https://cdn.example/2.png'],
    });
    task('song', 'music', {
      task_id: 'task-song',
      status: 'SUCCEEDED',
      result: { tracks: [{ index: 1, audio_url: 'https://cdn.example/s1.mp3' }], lyrics: 'words' },
    });
    asset('a-img2', 'img', 'image-2');
    asset('a-track', 'song', 'track-1');
    asset('a-lyrics', 'song', 'lyrics');
    asset('a-local', 'imported-elsewhere', 'image-1');
    old.close();

    const db = openDatabase(path);
    expect(schemaVersion(db)).toBe(Math.max(...MIGRATIONS.map((migration) => migration.version)));
    const store = createLibraryStore(db, test.clock);
    expect(store.get('a-img2')?.sourceUrl).toBe('https://cdn.example/2.png');
    expect(store.get('a-track')?.sourceUrl).toBe('https://cdn.example/s1.mp3');
    expect(store.get('a-lyrics')?.sourceUrl).toBeNull();
    expect(store.get('a-local')?.sourceUrl).toBeNull();
    expect(store.bySourceUrl('https://cdn.example/s1.mp3')?.id).toBe('a-track');
    db.close();
  });

  it('is kept when a download saves the asset, and found again by URL for lineage', () => {
    const store = createLibraryStore(test.db, test.clock);
    const { asset } = store.addAsset(newAsset({ sourceUrl: 'https://cdn.example/x.png' }));
    expect(asset.sourceUrl).toBe('https://cdn.example/x.png');
    expect(store.bySourceUrl('https://cdn.example/x.png')?.id).toBe(asset.id);
    expect(store.bySourceUrl('https://cdn.example/other.png')).toBeNull();
    expect(store.addAsset(newAsset()).asset.sourceUrl).toBeNull();
  });
});
