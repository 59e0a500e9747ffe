import { describe, expect, it } from 'vitest';
import { dawPackNames, dawPackNotes, type DawPackFacts } from './dawPackNames';
import { titledFileName } from './exportNames';

const facts: DawPackFacts = {
  title: 'Neon Drive',
  stems: [
    { version: 'lead vocal stem', ext: 'wav' },
    { version: 'drum kit stem', ext: 'wav' },
    { version: 'bass stem', ext: 'wav' },
  ],
  bpm: { avg: 119.6, min: 118, max: 122 },
  key: 'Am',
  durationS: 165.9,
  source: { taskId: 'task-song-1', audioIndex: 2 },
  tasks: { stems: 'task-stems', midi: 'task-midi', bpm: 'task-bpm' },
};

describe('dawPackNames', () => {
  it('names every file by the one naming rule: the song, then what the file is', () => {
    expect(dawPackNames(facts)).toEqual({
      folder: 'Neon Drive — DAW pack',
      stems: [
        'Neon Drive — lead vocal stem.wav',
        'Neon Drive — drum kit stem.wav',
        'Neon Drive — bass stem.wav',
      ],
      midi: 'Neon Drive — MIDI.mid',
      notes: 'Neon Drive — 120 BPM, A minor.txt',
    });
    // The same names as Export stems and Export MIDI give the same files.
    expect(dawPackNames(facts).stems[0]).toBe(
      titledFileName('Neon Drive', 'lead vocal stem', 'wav'),
    );
  });

  it('leaves out what is not known from the notes name', () => {
    expect(dawPackNames({ ...facts, bpm: null, key: null }).notes).toBe('Neon Drive — notes.txt');
    expect(dawPackNames({ ...facts, key: 'F#' }).notes).toBe('Neon Drive — 120 BPM, F♯ major.txt');
  });

  it('makes names valid on Windows: no <>:"/\\|?*, no trailing dot or space, no reserved device names', () => {
    const names = dawPackNames({
      ...facts,
      title: 'AC/DC: "Live"? <1> | *2*. ',
      stems: [{ version: 'a/b:c stem', ext: 'wav' }],
    });
    const all = [names.folder, ...names.stems, names.midi, names.notes];
    for (const name of all) {
      expect(name).not.toMatch(/[<>:"/\\|?*]/u);
      expect(name).not.toMatch(/[. ]$/u);
    }
    expect(names.midi).toBe('AC_DC_ _Live__ _1_ _ _2_ — MIDI.mid');
    expect(names.stems).toEqual(['AC_DC_ _Live__ _1_ _ _2_ — a_b_c stem.wav']);
    expect(titledFileName('CON', '', 'mid')).toBe('_CON.mid');
    expect(dawPackNames({ ...facts, title: 'nul.' }).notes).toBe('nul — 120 BPM, A minor.txt');
    expect(dawPackNames({ ...facts, title: '   ' }).midi).toBe('Song — MIDI.mid');
  });

  it('keeps two stems of the same name apart', () => {
    expect(
      dawPackNames({
        ...facts,
        stems: [
          { version: 'vocal stem', ext: 'wav' },
          { version: 'vocal stem', ext: 'wav' },
        ],
      }).stems,
    ).toEqual(['Neon Drive — vocal stem.wav', 'Neon Drive — vocal stem (2).wav']);
  });
});

describe('dawPackNotes', () => {
  it('states tempo, key, length in m:ss and the source task, one line each', () => {
    const text = dawPackNotes(facts, dawPackNames(facts));
    expect(text.split('\r\n')).toEqual([
      'Neon Drive — DAW pack',
      '',
      'Tempo: 119.6 BPM (118–122 across the track), measured by the service',
      'Key: A minor',
      'Length: 2:45',
      'Source: track 2 of task task-song-1',
      '',
      'Stems (3): Neon Drive — lead vocal stem.wav, Neon Drive — drum kit stem.wav, Neon Drive — bass stem.wav',
      'MIDI: Neon Drive — MIDI.mid',
      'Made by the tasks: stems task-stems, MIDI task-midi, tempo task-bpm',
      '',
    ]);
  });

  it('says plainly what is unknown', () => {
    const text = dawPackNotes(
      { ...facts, bpm: null, key: null, durationS: null },
      dawPackNames(facts),
    );
    expect(text).toContain('Tempo: not measured');
    expect(text).toContain('Key: not named by the analysis');
    expect(text).toContain('Length: –');
  });
});
