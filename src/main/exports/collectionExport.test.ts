import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Handlers } from '../../shared/ipc/types';
import { composeSong } from '../../sandbox/media/composeSong';
import { songToMidiJson } from '../../sandbox/media/songToMidi';
import { createCollectionStore, type CollectionStore } from '../library/collectionStore';
import { MANIFEST_NAME } from './archiveManifest';
import { createExportService } from './exportService';
import { openTestLibrary, mp3Bytes, type TestLibrary } from './testLibrary';
import { openZip } from './zipReader';

let t: TestLibrary;
let collections: CollectionStore;
let service: Handlers['exports'];
let out: string;
const context = { senderId: '1' };

beforeEach(async () => {
  t = await openTestLibrary('collection-export');
  collections = createCollectionStore(t.db, { now: () => Date.now() });
  out = join(t.dataDirectory, 'out');
  service = createExportService({
    library: t.library,
    libraryFolder: t.libraryFolder,
    desktop: t.desktop,
    bus: t.bus,
    preferences: t.preferences,
    journal: t.journal,
    collections,
    iconFolder: join(t.dataDirectory, 'drag-icons'),
    dragFolder: join(t.dataDirectory, 'drag-out'),
    now: () => Date.parse('2026-11-02T00:00:00Z'),
  });
});
afterEach(() => t.cleanup());

/** A finished song with one track file in the library. */
function song(title: string) {
  const submission = t.finishedSubmission('generate', { prompt: title }, { result: {} });
  const asset = t.addFile(
    {
      submissionId: submission.id,
      taskId: submission.taskId,
      outputKey: 'track-1',
      trackIndex: 1,
      title,
    },
    mp3Bytes(4000),
    'mp3',
  );
  return { submission, asset };
}

/** Stems (WAV), MIDI and tempo made from track 1 of `source`: what a DAW pack gathers. */
function packParts(sourceTaskId: string, title: string): void {
  const source = { task_id: sourceTaskId, audio_index: 1 };
  const stems = t.finishedSubmission(
    'stems-all',
    { ...source, audio_format: 'wav' },
    {
      result: {
        tracks: [
          { index: 1, stem: 'bass' },
          { index: 2, stem: 'drum_kit' },
        ],
      },
    },
  );
  for (const index of [1, 2])
    t.addFile(
      {
        submissionId: stems.id,
        taskId: stems.taskId,
        action: 'stems-all',
        outputKey: `track-${index}`,
        trackIndex: index,
        title,
      },
      randomBytes(512),
      'wav',
    );
  const json = songToMidiJson(
    composeSong({ seed: title, durationS: 6, bpm: 100, key: 'C', stems: ['piano'] }),
  );
  const midi = t.finishedSubmission('midi', source, { result: { midi: { ...json, key: 'C' } } });
  t.addFile(
    {
      submissionId: midi.id,
      taskId: midi.taskId,
      action: 'midi',
      outputKey: 'midi-notes',
      kind: 'midi',
      mimeType: 'application/json',
      title,
    },
    JSON.stringify(json),
    'json',
  );
  t.finishedSubmission('bpm', source, { result: { bpm: { avg: 100, min: 99, max: 101 } } });
}

describe('exporting a collection', () => {
  it('archives exactly the collection’s assets, named after it', async () => {
    const songs = ['Neon Drive', 'Low Tide', 'Glass Harbor'].map(song);
    const album = collections.create('Album 2');
    collections.addAssets(album.id, [songs[0]!.asset.id, songs[2]!.asset.id]);
    t.desktop.answerNextSave(join(out, 'Album 2 2026-11-02.zip'));
    const result = await service.exportArchive({ collectionId: album.id }, context);
    expect(result.saved).toBe(true);
    const zip = await openZip(result.paths[0]!);
    try {
      const media = zip.entries.map((entry) => entry.name).filter((name) => name !== MANIFEST_NAME);
      expect(media.sort()).toEqual(
        [songs[0]!.asset.relativePath, songs[2]!.asset.relativePath]
          .map((path) => `media/${path}`)
          .sort(),
      );
      const manifestEntry = zip.entries.find((entry) => entry.name === MANIFEST_NAME)!;
      const manifest = JSON.parse(
        new TextDecoder().decode(await zip.readBytes(manifestEntry, 1e7)),
      ) as {
        assets: { id: string }[];
      };
      expect(manifest.assets.map((asset) => asset.id).sort()).toEqual(
        [songs[0]!.asset.id, songs[2]!.asset.id].sort(),
      );
    } finally {
      await zip.close();
    }
  });

  it('suggests the collection’s name for the archive and refuses a collection that is gone', async () => {
    const album = collections.create('Album: 2');
    collections.addAssets(album.id, [song('x').asset.id]);
    const result = await service.exportArchive({ collectionId: album.id }, context);
    expect(result.paths[0]).toMatch(/Album_ 2 2026-11-02\.zip$/u);
    collections.remove(album.id);
    await expect(service.exportArchive({ collectionId: album.id }, context)).rejects.toMatchObject({
      code: 'not_found',
      field: 'collectionId',
    });
  });

  it('writes one DAW pack per song that has its parts, and names the songs that have none', async () => {
    const ready = song('Neon Drive');
    packParts(ready.submission.taskId, 'Neon Drive');
    const bare = song('Low Tide');
    const elsewhere = song('Not in it');
    packParts(elsewhere.submission.taskId, 'Not in it');
    const album = collections.create('Album');
    collections.addAssets(album.id, [ready.asset.id, bare.asset.id]);
    t.desktop.answerNextOpen([out]);
    const result = await service.collectionDawPacks({ collectionId: album.id }, context);
    expect(result).toMatchObject({ saved: true, packs: 1, withoutPack: ['Low Tide'] });
    expect(await readdir(out)).toEqual(['Neon Drive — DAW pack']);
    expect((await readdir(join(out, 'Neon Drive — DAW pack'))).length).toBe(4);
  });

  it('opens no dialog when none of the collection’s songs has a pack', async () => {
    const album = collections.create('Album');
    collections.addAssets(album.id, [song('Low Tide').asset.id]);
    const result = await service.collectionDawPacks({ collectionId: album.id }, context);
    expect(result).toEqual({
      saved: false,
      paths: [],
      renamed: [],
      packs: 0,
      withoutPack: ['Low Tide'],
    });
  });
});
