// The exports' refusals speak main's language (issue 21): the DAW pack's, an archive import's
// per-file problems and zip-bomb refusal, and the waveform's. Each is made in English (the
// sentence the code used to hard-code) and again in German, Japanese and Chinese, which must
// differ from it, be written in that language, and keep the code and field the window acts on.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importArchive } from '../exports/archive';
import { ARCHIVE_FORMAT, MANIFEST_NAME } from '../exports/archiveManifest';
import { planDawPack } from '../exports/dawPack';
import { createExportService } from '../exports/exportService';
import { mp3Bytes, openTestLibrary, type TestLibrary } from '../exports/testLibrary';
import { createMediaService } from '../media/mediaService';
import { speakLanguage } from './mainLanguage';
import { refusalOf, type Refusal } from './testRefusal';

let t: TestLibrary;
beforeEach(async () => {
  t = await openTestLibrary('export-refusals');
});
afterEach(async () => {
  speakLanguage('en');
  await t.cleanup();
});

/** An archive asset: `declared` is what the manifest says of the file, `kind` what it should be. */
const asset = (path: string, declared: Uint8Array, index: number, kind = 'audio') => ({
  id: `a${index}`,
  kind,
  submissionId: 'sub-1',
  taskId: 'task-1',
  profileId: 'sandbox',
  model: 'tune',
  action: 'generate',
  outputKey: `track-${index}`,
  title: 'Crafted',
  prompt: '',
  style: null,
  lyrics: null,
  mimeType: 'audio/mpeg',
  trackIndex: index,
  durationS: null,
  width: null,
  height: null,
  favorite: false,
  tags: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  file: {
    path,
    bytes: declared.length,
    sha256: createHash('sha256').update(declared).digest('hex'),
  },
});

/** An archive whose files each break one rule; their reasons, as the import lists them. */
async function archiveProblems() {
  const good = mp3Bytes(4_000);
  const text = strToU8('plain words, not a song');
  const manifest = {
    format: ARCHIVE_FORMAT,
    schemaVersion: 1,
    createdAt: '2026-11-01T00:00:00.000Z',
    submissions: [],
    assets: [
      asset('../../evil.mp3', good, 1),
      asset('media/bad.mp3', mp3Bytes(4_001).subarray(0, 4_000), 2),
      asset('media/absent.mp3', good, 3),
      asset('media/text.mp3', text, 4),
      asset('media/short.mp3', mp3Bytes(10), 5),
    ],
  };
  const path = join(t.dataDirectory, `problems-${Math.random()}.zip`);
  await writeFile(
    path,
    zipSync({
      [MANIFEST_NAME]: strToU8(JSON.stringify(manifest)),
      '../../evil.mp3': good,
      'media/bad.mp3': good,
      'media/text.mp3': text,
      'media/short.mp3': mp3Bytes(20),
    }),
  );
  const outcome = await importArchive(path, {
    library: t.library,
    libraryFolder: t.libraryFolder,
    now: () => Date.now(),
    freeSpace: async () => 1024 ** 4,
  });
  const said = (name: string): Refusal => ({
    code: 'archive',
    message: outcome.failed.find((failure) => failure.name === name)?.reason ?? 'not failed',
  });
  const bombPath = join(t.dataDirectory, `bomb-${Math.random()}.zip`);
  const zeros = Object.fromEntries(
    Array.from({ length: 40 }, (_, index) => [`media/z-${index}.bin`, new Uint8Array(60 * 1024)]),
  );
  await writeFile(bombPath, zipSync({ ...zeros, [MANIFEST_NAME]: strToU8('{}') }, { level: 9 }));
  return {
    unsafePath: said('../../evil.mp3'),
    sha256: said('media/bad.mp3'),
    missing: said('media/absent.mp3'),
    wrongType: said('media/text.mp3'),
    size: said('media/short.mp3'),
    bomb: await refusalOf(() =>
      importArchive(bombPath, {
        library: t.library,
        libraryFolder: t.libraryFolder,
        now: () => Date.now(),
        limits: { maxCompressionRatio: 50 },
      }),
    ),
  };
}

/** The DAW pack's refusals, and the waveform's for an image. */
async function packRefusals() {
  const song = t.finishedSubmission('generate', { prompt: 'x' }, { result: { tracks: [] } });
  const other = t.finishedSubmission('generate', { prompt: 'y' }, { result: { tracks: [] } });
  const on = (taskId: string) => ({ task_id: taskId, audio_index: 1 });
  const stems = t.finishedSubmission('stems-all', on(song.taskId), { result: { tracks: [] } });
  t.addFile({ submissionId: stems.id, outputKey: 'track-1', action: 'stems-all' }, 'x', 'wav');
  const midi = t.finishedSubmission('midi', on(song.taskId), { result: {} }).id;
  const bpm = t.finishedSubmission('bpm', on(song.taskId), { result: {} }).id;
  const otherBpm = t.finishedSubmission('bpm', on(other.taskId), { result: {} }).id;
  const running = t.journal.begin({
    profileId: 'sandbox',
    target: { action: 'bpm' },
    kind: 'music',
    body: on(song.taskId),
    creditsEstimated: 1,
  }).id;
  const plan =
    (bpmId: string, stemsId = stems.id) =>
    () =>
      planDawPack({ stemsId, midiId: midi, bpmId }, t.library, t.libraryFolder, t.journal);
  const exports = createExportService({
    library: t.library,
    libraryFolder: t.libraryFolder,
    desktop: t.desktop,
    bus: t.bus,
    preferences: t.preferences,
    collections: { get: () => null },
    iconFolder: t.dataDirectory,
    dragFolder: t.dataDirectory,
    now: () => Date.now(),
  });
  const image = t.addFile({ submissionId: 'img', outputKey: 'image-1', kind: 'image' }, 'p', 'png');
  const media = createMediaService({
    library: t.library,
    peaksFolder: join(t.dataDirectory, 'peaks'),
    bus: t.bus,
  });
  const call = { senderId: 'test' };
  try {
    return {
      notTask: await refusalOf(plan(bpm, 'missing')),
      unfinished: await refusalOf(plan(running)),
      notSameTrack: await refusalOf(plan(otherBpm)),
      noMidiFile: await refusalOf(plan(bpm)),
      noJournal: await refusalOf(() =>
        exports.dawPack({ stemsId: stems.id, midiId: midi, bpmId: bpm }, call),
      ),
      collectionGone: await refusalOf(() =>
        exports.collectionDawPacks({ collectionId: 'gone' }, call),
      ),
      audioOnly: await refusalOf(() =>
        media.handlers.savePeaks(
          { assetId: image.id, durationS: 1, peaksPerSecond: 10, peaks: [0.5] },
          call,
        ),
      ),
    };
  } finally {
    media.close();
  }
}

const refusals = async () => ({ ...(await archiveProblems()), ...(await packRefusals()) });

describe("the exports' refusals in the user's language", () => {
  it('say in English what the code used to hard-code', async () => {
    const english = await refusals();
    expect(english.unsafePath.message).toBe('unsafe path in archive (refused)');
    expect(english.missing.message).toBe('file missing from the archive');
    expect(english.wrongType.message).toBe('its bytes are not an audio file (they are text)');
    expect(english.size.message).toBe('size differs from the manifest');
    expect(english.bomb.message).toMatch(/files add up to 2\.5 MB, .*refused as a zip bomb\.$/);
    expect(english.notTask).toMatchObject({ code: 'invalid_input', field: 'stemsId' });
    expect(english.unfinished).toMatchObject({ code: 'conflict', field: 'bpmId' });
    expect(english.unfinished.message).toMatch(/^Tempo: the job has not finished yet/);
    expect(english.notSameTrack.message).toBe(
      'The stems, MIDI and tempo must all be made from the same track.',
    );
    expect(english.noMidiFile).toMatchObject({ code: 'not_found', field: 'midiId' });
    expect(english.audioOnly).toMatchObject({ code: 'invalid_input', field: 'assetId' });
  });

  it.each([
    [
      'de',
      /[äöüßÄÖÜ„]|\b(Datei|Archiv|Auftrag|Spuren|Tempo|Sammlung|Wellenform|Inhalt|keine?|nicht)\b/,
    ],
    ['ja', /[\u3040-\u30ff]/],
    ['zh-CN', /[\u4e00-\u9fff]/],
  ] as const)('say it in %s, never in English', async (locale, native) => {
    const english = await refusals();
    speakLanguage(locale);
    const translated = await refusals();
    for (const [name, said] of Object.entries(translated)) {
      const before = english[name as keyof typeof english]!;
      expect(said.code, name).toBe(before.code);
      expect(said.field, name).toBe(before.field);
      expect(said.message, name).not.toBe(before.message);
      expect(said.message, name).toMatch(native);
      expect(said.message, name).not.toMatch(/\b(the|this|its|not|your|was|must) [a-z]+/i);
    }
  });
});
