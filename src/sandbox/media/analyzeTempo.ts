// Owns the `bpm` analysis result: read from the composition rather than estimated from audio,
// which is exact because the engine plays every song at one constant integer tempo.

import type { Song } from './song';

export interface TempoAnalysis {
  avg: number;
  min: number;
  max: number;
}

export function analyzeTempo(song: Song): TempoAnalysis {
  return { avg: song.bpm, min: song.bpm, max: song.bpm };
}
