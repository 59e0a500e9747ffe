import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Midi } from '@tonejs/midi';
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import { createTranslator } from '../../shared/i18n/translator';
import type { Handlers } from '../../shared/ipc/types';
import { composeSong } from '../../sandbox/media/composeSong';
import { songToMidi, songToMidiJson } from '../../sandbox/media/songToMidi';
import { openExportRig, STEMS, stemsFixture } from './exportRig';
import type { TestLibrary } from './testLibrary';

let t: TestLibrary;
let service: Handlers['exports'];
let out: string;
const context = { senderId: '7' };

beforeEach(async () => {
  ({ t, service, out } = await openExportRig('exports'));
});
afterEach(() => t.cleanup());

describe('saveAsset', () => {
  it('copies the file under the chosen name, remembers the folder and never overwrites', async () => {
    const asset = t.addFile(
      { submissionId: 's1', outputKey: 'track-1', title: 'Night: Drive?' },
      'RIFF-audio',
      'wav',
    );
    t.desktop.answerNextSave(join(out, 'song.wav'));
    const first = await service.saveAsset({ id: asset.id }, context);
    expect(first).toEqual({ saved: true, paths: [join(out, 'song.wav')], renamed: [] });
    expect(await readFile(join(out, 'song.wav'), 'utf8')).toBe('RIFF-audio');
    expect(t.preferences.lastFolder).toBe(out);
    t.desktop.answerNextSave(join(out, 'song.wav'));
    const second = await service.saveAsset({ id: asset.id }, context);
    expect(second.paths).toEqual([join(out, 'song (2).wav')]);
    expect(second.renamed).toEqual([{ from: 'song.wav', to: 'song (2).wav' }]);
    t.desktop.answerNextSave(null);
    expect(await service.saveAsset({ id: asset.id }, context)).toEqual({
      saved: false,
      paths: [],
      renamed: [],
    });
    expect((await readdir(out)).sort()).toEqual(['song (2).wav', 'song.wav']);
  });

  it('suggests a sanitized title with the right extension in the last folder', async () => {
    const asset = t.addFile(
      { submissionId: 's1', outputKey: 'track-1', title: 'nul.' },
      'x',
      'mp3',
    );
    t.preferences.lastFolder = out;
    const asked: unknown[] = [];
    const original = t.desktop.showSaveDialog.bind(t.desktop);
    t.desktop.showSaveDialog = async (options) => (asked.push(options), original(options));
    const result = await service.saveAsset({ id: asset.id }, context);
    expect(asked[0]).toMatchObject({
      defaultPath: join(out, '_nul.mp3'),
      filters: [{ extensions: expect.arrayContaining(['mp3']) }, { name: 'All files' }],
    });
    // The headless desktop answers with its own exports folder under the suggested name.
    expect(basename(result.paths[0]!)).toBe('_nul.mp3');
    expect(existsSync(result.paths[0]!)).toBe(true);
  });

  it('refuses assets whose stored path leaves the library folder', async () => {
    await writeFile(join(t.dataDirectory, 'secret.txt'), 'secret');
    const asset = t.library.addAsset({
      submissionId: 'evil',
      taskId: 't',
      profileId: 'sandbox',
      model: 'tune',
      action: null,
      kind: 'text',
      outputKey: 'result',
      title: 'evil',
      mimeType: 'text/plain',
      bytes: 6,
      relativePath: '../secret.txt',
    }).asset;
    await expect(service.saveAsset({ id: asset.id }, context)).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(service.saveAsset({ id: 'nope' }, context)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

describe('saveMixdown', () => {
  it('writes the WAV bytes under the chosen name and refuses anything that is not a WAV', async () => {
    const wav = Buffer.concat([
      Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVE', 'latin1'),
      randomBytes(64),
    ]);
    t.desktop.answerNextSave(join(out, 'mix.wav'));
    const saved = await service.saveMixdown(
      { name: 'Night: Drive? mix', wavBase64: wav.toString('base64') },
      context,
    );
    expect(saved).toEqual({ saved: true, paths: [join(out, 'mix.wav')], renamed: [] });
    expect(await readFile(join(out, 'mix.wav'))).toEqual(wav);
    await expect(
      service.saveMixdown({ name: 'x', wavBase64: randomBytes(64).toString('base64') }, context),
    ).rejects.toMatchObject({ code: 'invalid_input' });
  });
});

describe('stems', () => {
  it('exports a folder named by the template, with progress, and a second one beside it', async () => {
    const { id, files } = stemsFixture(t);
    t.desktop.answerNextOpen([out]);
    const result = await service.stems({ submissionId: id, as: 'folder' }, context);
    const folder = join(out, 'Night Drive — stems');
    expect(result.paths).toEqual(
      STEMS.map((stem) => join(folder, `Night Drive — ${stem.replace('_', ' ')} stem.wav`)),
    );
    for (const [position, path] of result.paths.entries())
      expect((await readFile(path)).equals(files[position]!)).toBe(true);
    const progress = t.events
      .filter((event) => event.channel === 'exports:progress')
      .map((event) => (event.payload as { done: number }).done);
    expect(progress).toEqual([0, 1, 2, 3, 4]);
    t.desktop.answerNextOpen([out]);
    const again = await service.stems(
      { submissionId: id, as: 'folder', nameTemplate: '<index> <stem>' },
      context,
    );
    expect(again.paths[0]).toBe(join(out, 'Night Drive — stems (2)', '01 lead vocal.wav'));
    expect(again.renamed).toEqual([{ from: 'Night Drive — stems', to: 'Night Drive — stems (2)' }]);
  });

  it('exports a zip that unzip -t accepts, with every stem intact', async () => {
    const { id, files } = stemsFixture(t);
    t.desktop.answerNextSave(join(out, 'stems.zip'));
    const result = await service.stems({ submissionId: id, as: 'zip' }, context);
    expect(result.paths).toEqual([join(out, 'stems.zip')]);
    expect(execFileSync('unzip', ['-t', result.paths[0]!], { encoding: 'utf8' })).toContain(
      'No errors detected',
    );
    const entries = unzipSync(new Uint8Array(await readFile(result.paths[0]!)));
    expect(Object.keys(entries)).toEqual(
      STEMS.map((stem) => `Night Drive — ${stem.replace('_', ' ')} stem.wav`),
    );
    STEMS.forEach((stem, position) =>
      expect(
        Buffer.from(entries[`Night Drive — ${stem.replace('_', ' ')} stem.wav`]!).equals(
          files[position]!,
        ),
      ).toBe(true),
    );
  });

  it('names the zip and its stems in main’s language (Japanese here)', async () => {
    const { id } = stemsFixture(t);
    setActiveTranslator(createTranslator('ja', CATALOGS.ja, { fallback: CATALOGS.en }));
    try {
      const result = await service.stems({ submissionId: id, as: 'zip' }, context);
      expect(basename(result.paths[0]!)).toBe('Night Drive — ステム.zip');
      const entries = unzipSync(new Uint8Array(await readFile(result.paths[0]!)));
      expect(Object.keys(entries)).toEqual([
        'Night Drive — リードボーカルのステム.wav',
        'Night Drive — ドラムセットのステム.wav',
        'Night Drive — ベースのステム.wav',
        'Night Drive — ピアノのステム.wav',
      ]);
    } finally {
      setActiveTranslator(createTranslator('en', CATALOGS.en, { fallback: CATALOGS.en }));
    }
  });

  it('numbers colliding names and names download files by format', async () => {
    const submission = t.finishedSubmission(
      'download',
      { task_id: 'x', formats: ['mp3', 'wav'] },
      {
        result: {
          files: [
            { format: 'mp3', url: 'u1' },
            { format: 'wav', url: 'u2' },
          ],
        },
      },
    );
    t.addFile({ submissionId: submission.id, outputKey: 'file-1', action: 'download' }, 'a', 'mp3');
    t.addFile({ submissionId: submission.id, outputKey: 'file-2', action: 'download' }, 'b', 'wav');
    t.desktop.answerNextOpen([out]);
    const result = await service.stems(
      { submissionId: submission.id, as: 'folder', nameTemplate: '<title>' },
      context,
    );
    expect(result.paths.map((path) => basename(path))).toEqual([
      'Night Drive.mp3',
      'Night Drive.wav',
    ]);
    t.desktop.answerNextOpen([out]);
    const same = await service.stems(
      { submissionId: submission.id, as: 'folder', nameTemplate: '<title>.bin' },
      context,
    );
    expect(same.paths.map((path) => basename(path))).toEqual([
      'Night Drive.bin.mp3',
      'Night Drive.bin.wav',
    ]);
    const collide = t.finishedSubmission(
      'generate',
      {},
      { result: { tracks: [{ index: 1 }, { index: 2 }] } },
    );
    t.addFile({ submissionId: collide.id, outputKey: 'track-1' }, 'a', 'mp3');
    t.addFile({ submissionId: collide.id, outputKey: 'track-2' }, 'b', 'mp3');
    t.desktop.answerNextSave(join(out, 'c.zip'));
    const zipped = await service.stems(
      { submissionId: collide.id, as: 'zip', nameTemplate: '<title>.<ext>' },
      context,
    );
    expect(zipped.renamed).toEqual([{ from: 'Night Drive.mp3', to: 'Night Drive (2).mp3' }]);
    await expect(service.stems({ submissionId: 'none', as: 'zip' }, context)).rejects.toMatchObject(
      { code: 'not_found' },
    );
  });
});

describe('midi', () => {
  const song = composeSong({
    seed: 'export',
    durationS: 20,
    bpm: 97,
    key: 'F#m',
    stems: ['lead_vocal', 'drum_kit', 'bass', 'piano'],
  });

  it('writes a standard MIDI file from the note data that parses back the same', async () => {
    const json = songToMidiJson(song);
    const submission = t.finishedSubmission(
      'midi',
      { task_id: 'x' },
      { result: { midi: { ...json, file_url: 'https://x/m.mid' } } },
    );
    const asset = t.addFile(
      {
        submissionId: submission.id,
        outputKey: 'midi-notes',
        kind: 'midi',
        title: 'Night Drive',
        mimeType: 'application/json',
      },
      JSON.stringify(json),
      'json',
    );
    t.desktop.answerNextSave(join(out, 'song.mid'));
    const result = await service.midi({ id: asset.id }, context);
    const midi = new Midi(await readFile(result.paths[0]!));
    expect(midi.header.tempos[0]?.bpm).toBeCloseTo(97, 3);
    expect(midi.tracks.map((track) => track.name)).toEqual(json.tracks.map((track) => track.name));
    expect(midi.tracks.map((track) => track.notes.length)).toEqual(
      json.tracks.map((track) => track.notes.length),
    );
    const drums = midi.tracks.find((track) => track.name === 'drum_kit');
    expect(drums?.channel).toBe(9);
    const firstNote = json.tracks[0]!.notes[0]!;
    expect(midi.tracks[0]!.notes[0]!.midi).toBe(firstNote.pitch);
    expect(midi.tracks[0]!.notes[0]!.time).toBeCloseTo(firstNote.startS, 2);
  });

  it('falls back to the downloaded .mid when the note data has an unknown shape', async () => {
    const file = songToMidi(song);
    const submission = t.finishedSubmission(
      'midi',
      { task_id: 'x' },
      { result: { midi: { shape: 'unknown' } } },
    );
    const notes = t.addFile(
      {
        submissionId: submission.id,
        outputKey: 'midi-notes',
        kind: 'midi',
        mimeType: 'application/json',
      },
      '{"shape":"unknown"}',
      'json',
    );
    t.addFile(
      { submissionId: submission.id, outputKey: 'midi', kind: 'midi', mimeType: 'audio/midi' },
      file,
      'mid',
    );
    t.desktop.answerNextSave(join(out, 'fallback.mid'));
    const result = await service.midi({ id: notes.id }, context);
    expect(Buffer.from(await readFile(result.paths[0]!)).equals(Buffer.from(file))).toBe(true);
    const lonely = t.addFile(
      {
        submissionId: 'other',
        outputKey: 'midi-notes',
        kind: 'midi',
        mimeType: 'application/json',
      },
      '[]',
      'json',
    );
    await expect(service.midi({ id: lonely.id }, context)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

describe('selection', () => {
  it('writes every asset into the folder under unique names', async () => {
    const a = t.addFile({ submissionId: 's1', outputKey: 'track-1', title: 'Song' }, 'a', 'mp3');
    const b = t.addFile({ submissionId: 's1', outputKey: 'track-2', title: 'song' }, 'b', 'mp3');
    const c = t.addFile(
      { submissionId: 's2', outputKey: 'image-1', title: 'Cover', kind: 'image' },
      'c',
      'png',
    );
    await writeFile(join(out, 'Song.mp3'), 'already here');
    t.desktop.answerNextOpen([out]);
    const result = await service.selection({ ids: [a.id, b.id, c.id] }, context);
    expect(result.paths.map((path) => basename(path))).toEqual([
      'Song (2).mp3',
      'song (3).mp3',
      'Cover.png',
    ]);
    expect(await readFile(join(out, 'Song.mp3'), 'utf8')).toBe('already here');
    expect(await readFile(join(out, 'song (3).mp3'), 'utf8')).toBe('b');
  });

  it('writes nothing when one of the files is missing', async () => {
    const a = t.addFile({ submissionId: 's1', outputKey: 'track-1', title: 'Song' }, 'a', 'mp3');
    const gone = t.library.addAsset({
      submissionId: 's9',
      taskId: 't',
      profileId: 'sandbox',
      model: 'tune',
      action: null,
      kind: 'audio',
      outputKey: 'track-1',
      title: 'Gone',
      mimeType: 'audio/mpeg',
      bytes: 1,
      relativePath: 's9/track-1.mp3',
    }).asset;
    t.desktop.answerNextOpen([out]);
    await expect(service.selection({ ids: [a.id, gone.id] }, context)).rejects.toMatchObject({
      code: 'not_found',
    });
    expect(await readdir(out)).toEqual([]);
  });
});
