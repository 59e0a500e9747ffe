import { describe, expect, it } from 'vitest';
import { MUSICAL_KEYS, keyName } from '../../shared/service/music/musicalKeys';
import {
  formatBpm,
  formatClock,
  formatMusicFacts,
  formatTempo,
  trackFacts,
  type AnalysisTask,
} from './trackFacts';

const task = (
  action: string,
  body: Record<string, unknown>,
  result: Record<string, unknown>,
): AnalysisTask => ({
  action,
  body,
  statusResult: { status: 'SUCCEEDED', result },
});

describe('trackFacts', () => {
  const own = task(
    'generate',
    {},
    {
      tracks: [
        { index: 1, duration: 95.5 },
        { index: 2, duration: 120 },
      ],
    },
  );

  it('reads duration from the own task and bpm/key/lyrics from analyses of the same track', () => {
    const facts = trackFacts({
      taskId: 'g',
      audioIndex: 2,
      durationS: null,
      own,
      analyses: [
        task(
          'bpm',
          { task_id: 'g', audio_index: 2 },
          { bpm: { avg: 121.456, min: 120, max: 123 } },
        ),
        task(
          'midi',
          { task_id: 'g', audio_index: 2 },
          { midi: { key: 'F#m', bpm: 90, tracks: [] } },
        ),
        task(
          'aligned-lyrics',
          { task_id: 'g', audio_index: 2 },
          { aligned_lyrics: { lines: [{ text: 'hi', start_s: 1, end_s: 2 }] } },
        ),
        task('bpm', { task_id: 'g', audio_index: 1 }, { bpm: { avg: 60 } }),
        task('bpm', { task_id: 'other', audio_index: 2 }, { bpm: { avg: 70 } }),
      ],
    });
    expect(facts).toEqual({
      durationS: 120,
      bpm: 121.5,
      key: 'F#m',
      lyrics: [{ text: 'hi', startS: 1, endS: 2 }],
    });
  });

  it('defaults audio_index to 1, falls back to the midi tempo, keeps a known duration', () => {
    const facts = trackFacts({
      taskId: 'g',
      audioIndex: 1,
      durationS: 10,
      own,
      analyses: [task('midi', { task_id: 'g' }, { midi: { key: 'C', bpm: 100 } })],
    });
    expect(facts).toEqual({ durationS: 10, bpm: 100, key: 'C', lyrics: [] });
  });

  it('prefers the tempo and key the library knows (the list columns) over its own reading', () => {
    const analyses = [
      task('bpm', { task_id: 'g' }, { bpm: { avg: 99 } }),
      task('midi', { task_id: 'g' }, { midi: { key: 'C' } }),
    ];
    const base = { taskId: 'g', audioIndex: 1, durationS: 10, own, analyses };
    expect(trackFacts({ ...base, known: { bpm: 120, musicalKey: 'Am' } })).toMatchObject({
      bpm: 120,
      key: 'Am',
    });
    expect(trackFacts({ ...base, known: { bpm: null, musicalKey: null } })).toMatchObject({
      bpm: 99,
      key: 'C',
    });
  });

  it('is empty without analyses or results (legacy tasks)', () => {
    expect(
      trackFacts({
        taskId: 'g',
        audioIndex: 1,
        durationS: null,
        own: null,
        analyses: [{ action: 'bpm', body: { task_id: 'g' }, statusResult: null }],
      }),
    ).toEqual({
      durationS: null,
      bpm: null,
      key: null,
      lyrics: [],
    });
  });
});

describe('tempo and key wording', () => {
  it('reads a tempo as BPM, a key by its name, and both as one line', () => {
    expect([formatBpm(120), formatBpm(92.46), formatBpm(null)]).toEqual([
      '120 BPM',
      '92.5 BPM',
      '–',
    ]);
    expect([keyName('Am'), keyName('F#'), keyName('C#m'), keyName('B'), keyName(null)]).toEqual([
      'A minor',
      'F♯ major',
      'C♯ minor',
      'B major',
      '–',
    ]);
    expect(MUSICAL_KEYS.map(keyName)).toHaveLength(new Set(MUSICAL_KEYS.map(keyName)).size);
    expect(formatMusicFacts({ bpm: 120, musicalKey: 'Am' })).toBe('120 BPM · A minor');
    expect(formatMusicFacts({ bpm: null, musicalKey: 'F#' })).toBe('F♯ major');
    expect(formatMusicFacts({ bpm: null, musicalKey: null })).toBe('');
  });
});

describe('formatClock', () => {
  it('formats minutes and hours', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(187.9)).toBe('3:07');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(null)).toBe('–');
  });
});

describe('formatTempo', () => {
  it("shows the service's measured tempo over the local estimate, and labels an estimate", () => {
    expect(formatTempo(97, 120.4)).toBe('97 BPM');
    expect(formatTempo(null, 120.4)).toBe('≈ 120 BPM (estimated)');
    expect(formatTempo(null, undefined)).toBe('–');
    expect(formatTempo(null, null)).toBe('–');
  });
});
