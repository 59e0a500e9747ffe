// The local tempo estimate against what the service's bpm action says, on sandbox songs,
// extensions and covers spread over 60–200 BPM (bench/tempoCorpus.ts). An octave error (×2,
// ×½, ×3/2, ×2/3, ×3, ×⅓) counts as wrong; "shown" is what passes the confidence gate.
// Run standalone: `npx tsx bench/tempo.ts [songs] [label]` (each song gives 3 tracks; label
// 'tempo-heldout' is the held-out set, never looked at while tuning).
import { isConfident, readTempo } from '../src/renderer/library/tempoEstimate';
import { tempoCorpus } from './tempoCorpus';
import { estimateTempo as estimateTempoV1 } from './tempoEstimateV1';

export interface TempoBenchResult {
  tracks: number;
  /** The estimator's reading within ±2 % of the service's tempo, gate or not (%). */
  withinTwoPercent: number;
  /** Readings off by an octave relation (%). */
  octaveErrors: number;
  /** Withheld as not confident, or no beat found (%). */
  withheld: number;
  /** Shown (passed the confidence gate), of all tracks (%). */
  shown: number;
  /** Right among those shown (%). */
  rightWhenShown: number;
  /** Shown and right, of all tracks (%). */
  shownAndRight: number;
  /** The first estimator (energy rise), as shown before: right among its answers (%). */
  firstEstimatorRight: number;
  firstEstimatorAnswered: number;
  msPerMinuteOfAudio: number;
}

const within = (value: number, truth: number): boolean => Math.abs(value - truth) <= 0.02 * truth;
const OCTAVES = [2, 0.5, 1.5, 2 / 3, 3, 1 / 3, 4 / 3, 3 / 4];

export function benchTempo(songs = 60, label = 'tempo-bench'): TempoBenchResult {
  let [tracks, right, octave, shown, shownRight, v1Answered, v1Right, ms, minutes] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0,
  ];
  for (const track of tempoCorpus(songs, 60, 200, label)) {
    tracks += 1;
    const started = performance.now();
    const reading = readTempo([track.samples], track.sampleRate);
    ms += performance.now() - started;
    minutes += track.samples.length / track.sampleRate / 60;
    if (reading && within(reading.bpm, track.bpm)) right += 1;
    else if (reading && OCTAVES.some((ratio) => within(reading.bpm, track.bpm * ratio)))
      octave += 1;
    if (reading && isConfident(reading)) {
      shown += 1;
      if (within(reading.bpm, track.bpm)) shownRight += 1;
    }
    const first = estimateTempoV1([track.samples], track.sampleRate);
    if (first !== null) {
      v1Answered += 1;
      if (within(first, track.bpm)) v1Right += 1;
    }
  }
  const percent = (part: number, whole: number): number => (whole > 0 ? (100 * part) / whole : 0);
  return {
    tracks,
    withinTwoPercent: percent(right, tracks),
    octaveErrors: percent(octave, tracks),
    withheld: percent(tracks - shown, tracks),
    shown: percent(shown, tracks),
    rightWhenShown: percent(shownRight, shown),
    shownAndRight: percent(shownRight, tracks),
    firstEstimatorRight: percent(v1Right, v1Answered),
    firstEstimatorAnswered: percent(v1Answered, tracks),
    msPerMinuteOfAudio: ms / Math.max(minutes, 1e-9),
  };
}

if (process.argv[1]?.endsWith('tempo.ts'))
  console.log(benchTempo(Number(process.argv[2] ?? 60), process.argv[3] ?? 'tempo-bench'));
