// Owns drum patterns: which kit pieces hit where in each bar, shaped by the section so verses,
// choruses and fills are audible; pitches are General MIDI percussion keys.

import type { Random } from './random';
import { BEATS_PER_BAR, type BarPlan, type BeatNote, type SectionName } from './song';
import { DRUM_PITCH, type DrumPiece } from './timbre';

type Pattern = Partial<Record<SectionName | 'fill', readonly number[]>>;

const EIGHTHS = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5];
const QUARTERS = [0, 1, 2, 3];
const SIXTEENTHS = Array.from({ length: 16 }, (_, index) => index / 4);

const PATTERNS: Record<DrumPiece, Pattern> = {
  kick: {
    intro: [0],
    verse: [0, 2.5],
    chorus: [0, 1.5, 2, 3],
    bridge: [0],
    outro: [0, 2],
    fill: [0, 2.5],
  },
  snare: { verse: [1, 3], chorus: [1, 3], bridge: [2], outro: [1, 3], fill: [1, 3, 3.5, 3.75] },
  clap: { verse: [1, 3], chorus: [1, 3], bridge: [2], outro: [1, 3], fill: [1, 2.75, 3] },
  closedHat: {
    intro: EIGHTHS,
    verse: EIGHTHS,
    chorus: [0, 0.5, 1, 1.5, 2, 2.5, 3],
    bridge: QUARTERS,
    outro: QUARTERS,
    fill: EIGHTHS,
  },
  openHat: { chorus: [3.5] },
  crash: {},
  ride: { chorus: QUARTERS, bridge: [0, 1.5, 2, 3.5] },
  tom: { fill: [2, 2.5] },
  tambourine: { verse: [1, 3], chorus: [0.5, 1.5, 2.5, 3.5], bridge: [1, 3], fill: [1, 3] },
  shaker: {
    intro: EIGHTHS,
    verse: SIXTEENTHS,
    chorus: SIXTEENTHS,
    bridge: EIGHTHS,
    outro: EIGHTHS,
    fill: SIXTEENTHS,
  },
  cowbell: { chorus: QUARTERS },
  bongo: {
    verse: [0, 0.75, 1.5, 2.5, 3.25],
    chorus: [0, 0.5, 0.75, 1.5, 2, 2.5, 3.25],
    bridge: [0, 2],
  },
  conga: {
    verse: [0, 1.5, 2, 2.75, 3.5],
    chorus: [0, 0.75, 1.5, 2, 2.5, 3, 3.5],
    bridge: [0, 2],
    fill: [0, 1.5, 2, 2.75, 3.5],
  },
  taiko: {
    intro: [0],
    verse: [0, 2],
    chorus: [0, 1.5, 2, 3],
    bridge: [0],
    outro: [0],
    fill: [0, 2, 3, 3.5],
  },
};

function pitchOf(piece: DrumPiece, hitIndex: number): number {
  if (piece === 'conga') return [63, 64, 62][hitIndex % 3] ?? 63;
  if (piece === 'bongo') return hitIndex % 2 === 0 ? 60 : 61;
  return DRUM_PITCH[piece];
}

function accent(piece: DrumPiece, offset: number): number {
  const downbeat = offset === 0 || offset === 2;
  if (piece === 'closedHat' || piece === 'shaker') return offset % 1 === 0 ? 72 : 54;
  return downbeat ? 104 : 88;
}

export function writeDrums(
  random: Random,
  bars: readonly BarPlan[],
  pieces: readonly DrumPiece[],
): BeatNote[] {
  const notes: BeatNote[] = [];
  for (const bar of bars) {
    const isLastBarOfSong = bar.index === bars.length - 1;
    const isFill =
      bar.barInSection === bar.sectionBars - 1 && bar.section !== 'outro' && bar.sectionBars >= 4;
    for (const piece of pieces) {
      let offsets: readonly number[] =
        PATTERNS[piece][isFill ? 'fill' : bar.section] ?? PATTERNS[piece][bar.section] ?? [];
      if (piece === 'crash') {
        const opensSection =
          bar.barInSection === 0 &&
          (bar.section === 'chorus' || bar.section === 'outro' || bar.section === 'bridge');
        offsets = opensSection || isLastBarOfSong ? [0] : [];
      } else if (isLastBarOfSong) {
        offsets = piece === 'kick' || piece === 'taiko' ? [0] : [];
      } else if (
        bar.section === 'intro' &&
        bar.barInSection < bar.sectionBars / 2 &&
        piece !== 'closedHat' &&
        piece !== 'shaker'
      ) {
        offsets = []; // the groove builds up through the intro
      }
      offsets.forEach((offset, hitIndex) => {
        const velocity = Math.max(1, Math.min(127, accent(piece, offset) + random.int(-6, 6)));
        notes.push({
          pitch: pitchOf(piece, hitIndex),
          startBeat: bar.index * BEATS_PER_BAR + offset,
          beats: 0.25,
          velocity,
        });
      });
    }
  }
  return notes;
}
