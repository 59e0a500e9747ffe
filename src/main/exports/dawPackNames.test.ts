import { describe, expect, it } from 'vitest';
import { dawPackNames, dawPackNotes, stemLabel, type DawPackFacts } from './dawPackNames';

const facts: DawPackFacts = {
  title: 'Neon Drive',
  stems: [
    { stem: 'lead vocal', ext: 'wav' },
    { stem: 'drum_kit', ext: 'wav' },
    { stem: 'bass', ext: 'wav' },
  ],
  bpm: { avg: 119.6, min: 118, max: 122 },
  key: 'Am',
  durationS: 165.9,
  source: { taskId: 'task-song-1', audioIndex: 2 },
  tasks: { stems: 'task-stems', midi: 'task-midi', bpm: 'task-bpm' },
};

describe('dawPackNames', () => {
  it('numbers the stems in the order they came, names the MIDI and the notes after the song', () => {
    expect(dawPackNames(facts)).toEqual({
      folder: 'Neon Drive – DAW pack',
      stems: ['01 Lead vocal.wav', '02 Drum kit.wav', '03 Bass.wav'],
      midi: 'Neon Drive.mid',
      notes: 'Neon Drive – 120 BPM – A minor.txt',
    });
  });

  it('leaves out what is not known from the notes name', () => {
    expect(dawPackNames({ ...facts, bpm: null, key: null }).notes).toBe('Neon Drive.txt');
    expect(dawPackNames({ ...facts, key: 'F#' }).notes).toBe('Neon Drive – 120 BPM – F♯ major.txt');
  });

  it('makes names valid on Windows: no <>:"/\\|?*, no trailing dot or space, no reserved device names', () => {
    const names = dawPackNames({ ...facts, title: 'AC/DC: "Live"? <1> | *2*. ', stems: [{ stem: 'a/b:c', ext: 'wav' }] });
    const all = [names.folder, ...names.stems, names.midi, names.notes];
    for (const name of all) {
      expect(name).not.toMatch(/[<>:"/\\|?*]/u);
      expect(name).not.toMatch(/[. ]$/u);
    }
    expect(names.midi).toBe('AC_DC_ _Live__ _1_ _ _2_.mid');
    expect(names.stems).toEqual(['01 A_b_c.wav']);
    expect(dawPackNames({ ...facts, title: 'CON' }).midi).toBe('_CON.mid');
    expect(dawPackNames({ ...facts, title: 'nul.' }).notes).toBe('_nul – 120 BPM – A minor.txt');
    expect(dawPackNames({ ...facts, title: '   ' }).midi).toBe('Song.mid');
  });

  it('keeps two stems of the same name apart', () => {
    expect(dawPackNames({ ...facts, stems: [{ stem: 'vocal', ext: 'wav' }, { stem: 'vocal', ext: 'wav' }] }).stems).toEqual(['01 Vocal.wav', '02 Vocal.wav']);
  });

  it('reads stem names as words', () => {
    expect(stemLabel('lead_vocal')).toBe('Lead vocal');
    expect(stemLabel('backing-vocals')).toBe('Backing vocals');
    expect(stemLabel('  ')).toBe('Track');
  });
});

describe('dawPackNotes', () => {
  it('states tempo, key, length in m:ss and the source task, one line each', () => {
    const text = dawPackNotes(facts, dawPackNames(facts));
    expect(text.split('\r\n')).toEqual([
      'Neon Drive – DAW pack',
      '',
      'Tempo: 119.6 BPM (118–122 across the track), measured by the service',
      'Key: A minor',
      'Length: 2:45',
      'Source: track 2 of task task-song-1',
      '',
      'Stems (3): 01 Lead vocal.wav, 02 Drum kit.wav, 03 Bass.wav',
      'MIDI: Neon Drive.mid',
      'Made by the tasks: stems task-stems, MIDI task-midi, tempo task-bpm',
      '',
    ]);
  });

  it('says plainly what is unknown', () => {
    const text = dawPackNotes({ ...facts, bpm: null, key: null, durationS: null }, dawPackNames(facts));
    expect(text).toContain('Tempo: not measured');
    expect(text).toContain('Key: not named by the analysis');
    expect(text).toContain('Length: –');
  });
});
