// Owns the shape of a composed song: the single source every audio, MIDI, lyrics and tempo
// output is derived from, so all of them agree with each other.

import type { MusicalKey } from './theory';
import type { PartRole, TimbreFamily } from './timbre';

export type SectionName = 'intro' | 'verse' | 'chorus' | 'bridge' | 'outro';

export interface SongNote {
  /** MIDI pitch; for drum parts the General MIDI percussion key. */
  pitch: number;
  startS: number;
  durationS: number;
  /** 1..127 */
  velocity: number;
}

export interface SongPart {
  /** The stem_type this part is rendered as, lower case. */
  name: string;
  family: TimbreFamily;
  role: PartRole;
  /** General MIDI program, 0-based. */
  program: number;
  isDrum: boolean;
  notes: SongNote[];
}

export interface SongSection {
  name: SectionName;
  startS: number;
  endS: number;
}

export interface LyricLine {
  text: string;
  startS: number;
  endS: number;
  section: SectionName;
}

export interface SongChord {
  /** Chord symbol such as `Am` or `F`. */
  symbol: string;
  startS: number;
  endS: number;
}

export interface Song {
  seed: string;
  /** Integer tempo the audio really has; constant for the whole song. */
  bpm: number;
  /** Spec notation, for example `C#m`. */
  key: string;
  durationS: number;
  instrumental: boolean;
  sections: SongSection[];
  chords: SongChord[];
  parts: SongPart[];
  lyrics: LyricLine[];
}

/** What the composer's writers share while a song is being built; all times in beats. */
export interface BeatNote {
  pitch: number;
  startBeat: number;
  beats: number;
  velocity: number;
}

export interface BarPlan {
  index: number;
  section: SectionName;
  barInSection: number;
  sectionBars: number;
  /** 0-based scale degree of the bar's chord root. */
  chordDegree: number;
}

export interface Phrase {
  startBeat: number;
  section: SectionName;
  /** Which phrase of its section this is, 0-based. */
  indexInSection: number;
  /** Occurrence of this section type (second chorus = 1). */
  sectionOccurrence: number;
  notes: BeatNote[];
}

export interface SongPlan {
  key: MusicalKey;
  bpm: number;
  bars: BarPlan[];
  phrases: Phrase[];
}

export const BEATS_PER_BAR = 4;
