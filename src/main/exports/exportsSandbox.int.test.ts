// Exports over what the real downloader saved from a real sandbox: generate -> stems-all,
// midi and download; then stems as a folder and a zip, MIDI parsed back, download files.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Midi } from '@tonejs/midi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handlers } from '../../shared/ipc/types';
import { createSandbox, type Sandbox } from '../../sandbox';
import { createHeadlessDesktop, type HeadlessDesktop } from '../desktop/headlessDesktop';
import { openEngineHarness, waitUntilSettled, type EngineHarness } from '../tasks/engineHarness';
import { readJsonAsset } from './assetFiles';
import { createExportService } from './exportService';
import { readMidiData } from './midiFile';

const call = { senderId: 'test' };
let sandbox: Sandbox;
let harness: EngineHarness;
let desktop: HeadlessDesktop;
let service: Handlers['exports'];
let out: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  sandbox = await createSandbox({ taskMs: 200, credits: 10_000, renderInWorker: false });
  const data = mkdtempSync(join(tmpdir(), 'atelier-exports-int-'));
  out = join(data, 'out');
  harness = await openEngineHarness({
    sandboxUrl: sandbox.url,
    apiKey: 'sk-sandbox-exports',
    dataDirectory: data,
  });
  harness.domain.start();
  const tasks = harness.domain.handlers;
  const song = await tasks.submit(
    {
      target: { action: 'generate' },
      body: { custom: true, prompt: 'la la la', style: 'pop', title: 'Night Drive', duration: 10 },
      confirmedCredits: null,
    },
    call,
  );
  await waitUntilSettled(harness, 20_000);
  const taskId = harness.journal.get(song.id)!.taskId!;
  for (const [action, body] of [
    ['stems-all', { task_id: taskId, audio_index: 1, audio_format: 'wav' }],
    ['midi', { task_id: taskId }],
    ['download', { task_id: taskId, formats: ['mp3', 'wav'] }],
  ] as const) {
    ids[action] = (
      await tasks.submit({ target: { action }, body, confirmedCredits: null }, call)
    ).id;
  }
  await waitUntilSettled(harness, 30_000);
  desktop = createHeadlessDesktop(data);
  let lastFolder: string | null = null;
  service = createExportService({
    library: harness.library,
    libraryFolder: harness.libraryFolder,
    desktop,
    bus: harness.bus,
    preferences: {
      get: () => ({ export: { stemNameTemplate: '<title> - <stem>.<ext>', lastFolder } }),
      update: (patch) => void (lastFolder = patch.export.lastFolder),
    },
    journal: harness.journal,
    iconFolder: join(data, 'icons'),
    dragFolder: join(data, 'drag-out'),
    now: () => Date.now(),
  });
}, 60_000);

afterAll(async () => {
  await harness?.shutdown();
  await sandbox?.close();
});

describe('exports of sandbox results', () => {
  it('exports stems-all as a folder and a zip, named by stem, as real WAV files', async () => {
    const status = harness.journal.get(ids['stems-all']!)!.statusResult as {
      result: { tracks: { stem: string }[] };
    };
    const stems = status.result.tracks.map((track) => track.stem);
    expect(stems.length).toBeGreaterThan(1);
    desktop.answerNextOpen([out]);
    const folder = await service.stems({ submissionId: ids['stems-all']!, as: 'folder' }, call);
    expect(folder.paths.map((path) => basename(path))).toEqual(
      stems.map((stem) => `Night Drive — ${stem.replace(/_/gu, ' ')} stem.wav`),
    );
    for (const path of folder.paths)
      expect((await readFile(path)).subarray(0, 4).toString()).toBe('RIFF');
    const probe = execFileSync(
      'ffprobe',
      [
        '-v',
        'error',
        '-show_entries',
        'stream=codec_name,duration',
        '-of',
        'csv=p=0',
        folder.paths[0]!,
      ],
      { encoding: 'utf8' },
    );
    expect(probe).toMatch(/^pcm_s16le,\d+(\.\d+)?/u);
    desktop.answerNextSave(join(out, 'stems.zip'));
    const zip = await service.stems({ submissionId: ids['stems-all']!, as: 'zip' }, call);
    expect(execFileSync('unzip', ['-t', zip.paths[0]!], { encoding: 'utf8' })).toContain(
      'No errors detected',
    );
  });

  it('exports the midi result as a .mid that parses back to the note data', async () => {
    const notes = harness.library
      .bySubmission(ids['midi']!)
      .find((asset) => asset.outputKey === 'midi-notes')!;
    const data = readMidiData(await readJsonAsset(harness.libraryFolder, notes))!;
    const suggested: (string | undefined)[] = [];
    const original = desktop.showSaveDialog.bind(desktop);
    desktop.showSaveDialog = async (options) => (
      suggested.push(options.defaultPath),
      original(options)
    );
    const result = await service.midi({ id: notes.id }, call);
    // The midi result has no words of its own: it is titled after the source track (its note
    // data labelled as data), and its export is named after the song.
    expect(notes.title).toBe('Night Drive — notes (JSON)');
    expect(suggested).toEqual([join(out, 'Night Drive — MIDI.mid')]);
    const midi = new Midi(await readFile(result.paths[0]!));
    expect(midi.header.tempos[0]?.bpm).toBeCloseTo(data.bpm, 3);
    expect(midi.tracks.map((track) => track.name)).toEqual(data.tracks.map((track) => track.name));
    expect(midi.tracks.map((track) => track.notes.length)).toEqual(
      data.tracks.map((track) => track.notes.length),
    );
  });

  it('exports download files named by format', async () => {
    desktop.answerNextOpen([out]);
    const result = await service.stems({ submissionId: ids['download']!, as: 'folder' }, call);
    expect(result.paths.map((path) => basename(path))).toEqual([
      'Night Drive — MP3.mp3',
      'Night Drive — WAV.wav',
    ]);
  });
});
