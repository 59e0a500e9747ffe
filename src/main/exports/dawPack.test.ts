import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Midi } from '@tonejs/midi';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Handlers } from '../../shared/ipc/types';
import { composeSong } from '../../sandbox/media/composeSong';
import { songToMidiJson } from '../../sandbox/media/songToMidi';
import { openExportRig } from './exportRig';
import type { TestLibrary } from './testLibrary';

let t: TestLibrary;
let service: Handlers['exports'];
let out: string;
const context = { senderId: '7' };

beforeEach(async () => {
  ({ t, service, out } = await openExportRig('daw-pack'));
});
afterEach(() => t.cleanup());

const STEMS = ['lead_vocal', 'drum_kit', 'bass'];

/** A song track, and stems-all, midi and bpm run on its track 1, as the journal and library keep them. */
function packFixture(options: { midiSource?: string } = {}) {
  const song = t.finishedSubmission(
    'generate',
    { prompt: 'x', title: 'Neon: Drive' },
    { result: { tracks: [{ index: 1 }] } },
  );
  t.addFile(
    {
      submissionId: song.id,
      taskId: song.taskId,
      outputKey: 'track-1',
      trackIndex: 1,
      durationS: 95.4,
      title: 'Neon: Drive',
    },
    randomBytes(512),
    'wav',
  );
  const source = { task_id: song.taskId, audio_index: 1 };
  const tracks = STEMS.map((stem, position) => ({ index: position + 1, stem }));
  const stems = t.finishedSubmission(
    'stems-all',
    { ...source, audio_format: 'wav' },
    { result: { tracks } },
  );
  const files = STEMS.map(() => randomBytes(1024));
  STEMS.forEach((_stem, position) =>
    t.addFile(
      {
        submissionId: stems.id,
        taskId: stems.taskId,
        action: 'stems-all',
        outputKey: `track-${position + 1}`,
        trackIndex: position + 1,
        title: 'Neon: Drive',
      },
      files[position]!,
      'wav',
    ),
  );
  const json = songToMidiJson(
    composeSong({ seed: 'pack', durationS: 10, bpm: 120, key: 'Am', stems: ['piano'] }),
  );
  const midi = t.finishedSubmission(
    'midi',
    { task_id: options.midiSource ?? song.taskId, audio_index: 1 },
    { result: { midi: { ...json, key: 'Am' } } },
  );
  t.addFile(
    {
      submissionId: midi.id,
      taskId: midi.taskId,
      action: 'midi',
      outputKey: 'midi-notes',
      kind: 'midi',
      mimeType: 'application/json',
    },
    JSON.stringify(json),
    'json',
  );
  const bpm = t.finishedSubmission('bpm', source, {
    result: { bpm: { avg: 120.2, min: 118, max: 123 } },
  });
  return { song, files, tasks: { stemsId: stems.id, midiId: midi.id, bpmId: bpm.id }, notes: json };
}

describe('exports.dawPack', () => {
  it('writes one folder named by the one naming rule: the stems as Export stems names them, the .mid that parses back, the notes .txt', async () => {
    const { song, files, tasks } = packFixture();
    t.desktop.answerNextOpen([out]);
    const result = await service.dawPack(tasks, context);
    expect(result.saved).toBe(true);
    const folder = join(out, 'Neon_ Drive — DAW pack');
    expect(new Set(result.paths.map(dirname))).toEqual(new Set([folder]));
    expect((await readdir(folder)).sort()).toEqual(
      [
        'Neon_ Drive — bass stem.wav',
        'Neon_ Drive — drum kit stem.wav',
        'Neon_ Drive — lead vocal stem.wav',
        'Neon_ Drive — 120 BPM, A minor.txt',
        'Neon_ Drive — MIDI.mid',
      ].sort(),
    );
    for (const [position, name] of [
      'Neon_ Drive — lead vocal stem.wav',
      'Neon_ Drive — drum kit stem.wav',
      'Neon_ Drive — bass stem.wav',
    ].entries()) {
      expect(await readFile(join(folder, name))).toEqual(files[position]);
    }
    const midi = new Midi(await readFile(join(folder, 'Neon_ Drive — MIDI.mid')));
    expect(midi.tracks.reduce((sum, track) => sum + track.notes.length, 0)).toBeGreaterThan(5);
    const notes = await readFile(join(folder, 'Neon_ Drive — 120 BPM, A minor.txt'), 'utf8');
    expect(notes).toContain('Tempo: 120.2 BPM (118–123 across the track), measured by the service');
    expect(notes).toContain('Length: 1:35');
    expect(notes).toContain(`Source: track 1 of task ${song.taskId}`);
    // A second export never overwrites the first: it gets a folder of its own.
    t.desktop.answerNextOpen([out]);
    const again = await service.dawPack(tasks, context);
    expect(basename(dirname(again.paths[0]!))).toBe('Neon_ Drive — DAW pack (2)');
    await expect(service.reveal({ path: result.paths[0]! }, context)).resolves.toEqual({
      shown: true,
    });
  });

  it('writes nothing when the dialog is cancelled', async () => {
    const { tasks } = packFixture();
    t.desktop.answerNextOpen(null);
    expect(await service.dawPack(tasks, context)).toEqual({ saved: false, paths: [], renamed: [] });
    expect(await readdir(out)).toEqual([]);
  });

  it('refuses parts made from different tracks, or the wrong task, naming the field', async () => {
    const { tasks } = packFixture({ midiSource: 'another-task' });
    await expect(service.dawPack(tasks, context)).rejects.toMatchObject({
      code: 'invalid_input',
      field: 'bpmId',
    });
    await expect(service.dawPack({ ...tasks, midiId: tasks.bpmId }, context)).rejects.toMatchObject(
      { code: 'invalid_input', field: 'midiId' },
    );
    expect(await readdir(out)).toEqual([]);
  });

  it('refuses a part that has not finished', async () => {
    const { tasks } = packFixture();
    const running = t.journal.begin({
      profileId: 'sandbox',
      target: { action: 'bpm' },
      kind: 'music',
      body: { task_id: 'x' },
    });
    await expect(service.dawPack({ ...tasks, bpmId: running.id }, context)).rejects.toMatchObject({
      code: 'conflict',
      field: 'bpmId',
    });
  });
});

describe('exports.dragDawPack', () => {
  it('stages the pack as one folder (stems hard-linked) and drags that folder', async () => {
    const { files, tasks } = packFixture();
    expect(await service.dragDawPack(tasks, context)).toEqual({ started: true });
    const drag = t.desktop.drags.at(-1)!;
    expect(drag.senderId).toBe('7');
    expect(drag.files).toHaveLength(1);
    expect(basename(drag.files[0]!)).toBe('Neon_ Drive — DAW pack');
    const staged = (await readdir(drag.files[0]!)).sort();
    expect(staged).toEqual(
      [
        'Neon_ Drive — bass stem.wav',
        'Neon_ Drive — drum kit stem.wav',
        'Neon_ Drive — lead vocal stem.wav',
        'Neon_ Drive — 120 BPM, A minor.txt',
        'Neon_ Drive — MIDI.mid',
      ].sort(),
    );
    expect(await readFile(join(drag.files[0]!, 'Neon_ Drive — lead vocal stem.wav'))).toEqual(
      files[0],
    );
    expect(
      (await stat(join(drag.files[0]!, 'Neon_ Drive — lead vocal stem.wav'))).nlink,
    ).toBeGreaterThan(1);
  });
});
