// Owns a song's skeleton: its sections, one chord per bar, and the main melody as 2-bar phrases
// built from a per-section motif, so repeats of a chorus sound like the same chorus.

import type { Random } from './random';
import {
  BEATS_PER_BAR,
  type BarPlan,
  type BeatNote,
  type Phrase,
  type SectionName,
  type SongPlan,
} from './song';
import { MAJOR_PROGRESSIONS, MINOR_PROGRESSIONS, scalePitch, type MusicalKey } from './theory';

const PHRASE_BARS = 2;
const PHRASE_BEATS = PHRASE_BARS * BEATS_PER_BAR;
const VOCAL_SECTIONS: ReadonlySet<SectionName> = new Set(['verse', 'chorus', 'bridge']);

// [startBeat, beats] onsets in a 2-bar phrase; each leaves room to breathe at the end.
const RHYTHMS: readonly (readonly [number, number][])[] = [
  [
    [0, 1],
    [1, 0.5],
    [1.5, 0.5],
    [2, 1],
    [3, 1],
    [4, 1.5],
    [5.5, 0.5],
    [6, 1.5],
  ],
  [
    [0, 0.5],
    [0.5, 0.5],
    [1, 1],
    [2, 0.5],
    [2.5, 0.5],
    [3, 1],
    [4, 0.5],
    [4.5, 0.5],
    [5, 1],
    [6, 1.5],
  ],
  [
    [0, 1.5],
    [1.5, 0.5],
    [2, 2],
    [4, 1],
    [5, 1],
    [6, 1.75],
  ],
  [
    [0.5, 0.5],
    [1, 0.5],
    [1.5, 0.5],
    [2, 1],
    [3, 0.5],
    [3.5, 0.5],
    [4, 2],
    [6, 1],
  ],
  [
    [0, 1],
    [1, 1],
    [2, 0.5],
    [2.5, 1.5],
    [4, 1],
    [5, 0.5],
    [5.5, 0.5],
    [6, 1.5],
  ],
];

interface Motif {
  rhythm: readonly (readonly [number, number])[];
  contour: number[];
  lift: number;
}

export function planSections(totalBars: number): { name: SectionName; bars: number }[] {
  if (totalBars < 8) return [{ name: 'chorus', bars: Math.max(1, totalBars) }];
  const edge = totalBars >= 24 ? 4 : 2;
  const sections: { name: SectionName; bars: number }[] = [{ name: 'intro', bars: edge }];
  const cycle: SectionName[] = ['verse', 'chorus', 'verse', 'chorus', 'bridge', 'chorus'];
  let remaining = totalBars - 2 * edge;
  for (let index = 0; remaining > 0; index += 1) {
    const name = cycle[index] ?? (index % 2 === 0 ? 'verse' : 'chorus');
    const bars = remaining - 8 < 4 ? remaining : 8; // a short leftover joins the last section
    sections.push({ name, bars });
    remaining -= bars;
  }
  sections.push({ name: 'outro', bars: edge });
  return sections;
}

function makeMotif(random: Random, lift: number): Motif {
  const rhythm = random.pick(RHYTHMS);
  const contour: number[] = [];
  let degree = random.pick([0, 2, 4]);
  for (let index = 0; index < rhythm.length; index += 1) {
    contour.push(degree);
    degree = Math.max(-3, Math.min(7, degree + random.pick([-2, -1, -1, 0, 1, 1, 2])));
  }
  return { rhythm, contour, lift };
}

/** Moves a chord root by octaves (of 7 degrees) to the nearest place to the previous anchor. */
function nearestDegree(root: number, previous: number): number {
  let best = root;
  for (const candidate of [root - 7, root, root + 7]) {
    if (Math.abs(candidate - previous) < Math.abs(best - previous)) best = candidate;
  }
  return best;
}

function writePhrase(
  key: MusicalKey,
  motif: Motif,
  bars: BarPlan[],
  startBar: number,
  cadence: boolean,
): BeatNote[] {
  const base = 60 - (key.tonic > 6 ? 12 : 0);
  const notes: BeatNote[] = [];
  let anchor = 0;
  motif.rhythm.forEach(([offset, beats], index) => {
    const bar = bars[startBar + Math.floor(offset / BEATS_PER_BAR)];
    if (!bar) return;
    anchor = nearestDegree(bar.chordDegree, anchor);
    let degree = anchor + motif.lift + (motif.contour[index] ?? 0);
    const strong = offset % 2 === 0;
    if (strong) {
      const relative = (((degree - bar.chordDegree) % 7) + 7) % 7;
      degree += relative === 1 || relative === 3 || relative === 5 ? -1 : relative === 6 ? 1 : 0;
    }
    if (cadence && index === motif.rhythm.length - 1)
      degree = anchor + motif.lift - ((((anchor + motif.lift) % 7) + 7) % 7);
    let pitch = scalePitch(key, degree, base);
    while (pitch < 55) pitch += 12;
    while (pitch > 79) pitch -= 12;
    const velocity = 84 + (strong ? 12 : 0) + (motif.lift > 0 ? 8 : 0);
    notes.push({
      pitch,
      startBeat: bar.index * BEATS_PER_BAR + (offset % BEATS_PER_BAR),
      beats,
      velocity,
    });
  });
  return notes;
}

export function planSong(
  random: Random,
  key: MusicalKey,
  bpm: number,
  totalBars: number,
): SongPlan {
  const progressions = key.minor ? MINOR_PROGRESSIONS : MAJOR_PROGRESSIONS;
  const progressionOf: Record<SectionName, readonly number[]> = {
    verse: random.pick(progressions),
    chorus: random.pick(progressions),
    bridge: random.pick(progressions),
    intro: [],
    outro: [],
  };
  progressionOf.intro = progressionOf.chorus;
  progressionOf.outro = progressionOf.verse;
  const motifs: Partial<Record<SectionName, Motif>> = {
    verse: makeMotif(random, 0),
    chorus: makeMotif(random, 2),
    bridge: makeMotif(random, 1),
  };
  const bars: BarPlan[] = [];
  const phrases: Phrase[] = [];
  const occurrences: Partial<Record<SectionName, number>> = {};
  const sections = planSections(totalBars);
  sections.forEach((section, sectionIndex) => {
    const occurrence = occurrences[section.name] ?? 0;
    occurrences[section.name] = occurrence + 1;
    const firstBar = bars.length;
    for (let barInSection = 0; barInSection < section.bars; barInSection += 1) {
      const progression = progressionOf[section.name];
      const last = sectionIndex === sections.length - 1 && barInSection === section.bars - 1;
      const chordDegree = last ? 0 : (progression[barInSection % progression.length] ?? 0);
      bars.push({
        index: bars.length,
        section: section.name,
        barInSection,
        sectionBars: section.bars,
        chordDegree,
      });
    }
    const motif = motifs[section.name];
    if (!motif || !VOCAL_SECTIONS.has(section.name)) return;
    for (
      let barInSection = 0, phrase = 0;
      barInSection < section.bars;
      barInSection += PHRASE_BARS, phrase += 1
    ) {
      const startBar = firstBar + barInSection;
      const notes = writePhrase(key, motif, bars, startBar, phrase % 2 === 1);
      phrases.push({
        startBeat: startBar * BEATS_PER_BAR,
        section: section.name,
        indexInSection: phrase,
        sectionOccurrence: occurrence,
        notes,
      });
    }
  });
  return { key, bpm, bars, phrases };
}

export { PHRASE_BEATS };
