// Owns the pitched parts built on a song plan: melody and its doubles, backing harmony, chords in
// an idiom that suits the instrument, bass lines, arpeggios and sustained textures.

import type { Random } from './random';
import { BEATS_PER_BAR, type BarPlan, type BeatNote, type SongPlan } from './song';
import { chordDegrees, inScale, scalePitch, type MusicalKey } from './theory';
import type { Timbre } from './timbre';

/** Folds a pitch by octaves into [low, low + 12). */
function fold(pitch: number, low: number): number {
  let folded = pitch;
  while (folded < low) folded += 12;
  while (folded >= low + 12) folded -= 12;
  return folded;
}

function chordPitches(key: MusicalKey, bar: BarPlan, low: number, seventh = false): number[] {
  return chordDegrees(bar.chordDegree, seventh)
    .map((degree) => fold(scalePitch(key, degree, 48), low))
    .sort((a, b) => a - b);
}

function rootPitch(key: MusicalKey, bar: BarPlan, low: number): number {
  return fold(scalePitch(key, bar.chordDegree, 48), low);
}

const at = (bar: BarPlan, offset: number): number => bar.index * BEATS_PER_BAR + offset;

export function writeMelody(plan: SongPlan, main: boolean, octaveShift: number): BeatNote[] {
  const notes: BeatNote[] = [];
  for (const phrase of plan.phrases) {
    if (!main && phrase.section !== 'chorus') continue; // a second lead doubles only the choruses
    for (const note of phrase.notes) {
      notes.push({
        ...note,
        pitch: note.pitch + octaveShift,
        velocity: main ? note.velocity : note.velocity - 20,
      });
    }
  }
  if (!main) {
    for (const bar of plan.bars) {
      if (bar.section !== 'intro' && bar.section !== 'outro') continue;
      const third = chordPitches(plan.key, bar, 64)[1] ?? 64;
      notes.push({ pitch: third, startBeat: at(bar, 0), beats: 1.5, velocity: 70 });
      notes.push({
        pitch: third + 2 - (inScale(plan.key, third + 2) ? 0 : 1),
        startBeat: at(bar, 2),
        beats: 1.5,
        velocity: 64,
      });
    }
  }
  return notes;
}

/** Backing vocals: a diatonic third under the melody in choruses, soft "ooh" chord tones elsewhere. */
export function writeHarmony(plan: SongPlan): BeatNote[] {
  const notes: BeatNote[] = [];
  for (const phrase of plan.phrases) {
    if (phrase.section !== 'chorus') continue;
    for (const note of phrase.notes) {
      const below = inScale(plan.key, note.pitch - 3) ? note.pitch - 3 : note.pitch - 4;
      notes.push({ ...note, pitch: below, velocity: note.velocity - 18 });
    }
  }
  for (const bar of plan.bars) {
    if (bar.section !== 'verse' && bar.section !== 'bridge') continue;
    const tone = chordPitches(plan.key, bar, 57)[2] ?? 60;
    notes.push({ pitch: tone, startBeat: at(bar, 0), beats: 3.75, velocity: 58 });
  }
  return notes;
}

// [offset, beats] per bar for each chord idiom.
const CHORD_STYLES = {
  block: [[0, 4]],
  pulse: [
    [0, 1],
    [1, 1],
    [2, 1],
    [3, 1],
  ],
  syncopated: [
    [0, 1.5],
    [1.5, 1],
    [3, 1],
  ],
  strum: [
    [0, 1],
    [1, 0.5],
    [1.5, 1],
    [2.5, 0.5],
    [3, 1],
  ],
  power: [
    [0, 0.5],
    [0.5, 0.5],
    [1, 0.5],
    [1.5, 0.5],
    [2, 0.5],
    [2.5, 0.5],
    [3, 0.5],
    [3.5, 0.5],
  ],
  halves: [
    [0, 2],
    [2, 2],
  ],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;

function chordStyle(timbre: Timbre, random: Random): keyof typeof CHORD_STYLES {
  switch (timbre.family) {
    case 'piano':
      return random.pick(['pulse', 'syncopated', 'halves'] as const);
    case 'electricPiano':
      return 'syncopated';
    case 'pluck':
      return 'strum';
    case 'distortedGuitar':
      return 'power';
    case 'reed':
    case 'flute':
    case 'brass':
      return 'halves';
    default:
      return 'block';
  }
}

export function writeChords(plan: SongPlan, timbre: Timbre, random: Random): BeatNote[] {
  const style = chordStyle(timbre, random);
  const sustained = style === 'block';
  const low = sustained ? 52 : 55;
  const notes: BeatNote[] = [];
  for (const bar of plan.bars) {
    const last = bar.index === plan.bars.length - 1;
    const pitches =
      timbre.family === 'distortedGuitar'
        ? [rootPitch(plan.key, bar, 40), rootPitch(plan.key, bar, 40) + 7]
        : chordPitches(plan.key, bar, low, timbre.family === 'electricPiano');
    const hits = last || bar.section === 'intro' ? CHORD_STYLES.block : CHORD_STYLES[style];
    const loud = bar.section === 'chorus' ? 12 : 0;
    for (const [offset, beats] of hits) {
      pitches.forEach((pitch, voice) => {
        const strumDelay = style === 'strum' ? voice * 0.03 : 0;
        const velocity = (sustained ? 62 : 74) + loud + (offset === 0 ? 8 : 0);
        notes.push({
          pitch,
          startBeat: at(bar, offset + strumDelay),
          beats: beats * 0.95 - strumDelay,
          velocity,
        });
      });
    }
  }
  return notes;
}

const BASS_STYLES = {
  verse: [
    [0, 1.5, 0],
    [1.5, 0.5, 0],
    [2, 1.5, 0],
    [3.5, 0.5, 7],
  ],
  chorus: [
    [0, 0.5, 0],
    [0.5, 0.5, 0],
    [1, 0.5, 12],
    [1.5, 0.5, 0],
    [2, 0.5, 0],
    [2.5, 0.5, 7],
    [3, 0.5, 0],
    [3.5, 0.5, 12],
  ],
  walk: [
    [0, 1, 0],
    [1, 1, 7],
    [2, 1, 12],
    [3, 1, 7],
  ],
  whole: [[0, 4, 0]],
} as const satisfies Record<string, readonly (readonly [number, number, number])[]>;

export function writeBass(plan: SongPlan, timbre: Timbre, random: Random): BeatNote[] {
  const notes: BeatNote[] = [];
  const chorusStyle = random.pick(['chorus', 'walk'] as const);
  const low = timbre.family === 'mallet' ? 40 : 33;
  for (const bar of plan.bars) {
    const root = rootPitch(plan.key, bar, low);
    const last = bar.index === plan.bars.length - 1;
    let style: keyof typeof BASS_STYLES =
      bar.section === 'chorus' ? chorusStyle : bar.section === 'verse' ? 'verse' : 'whole';
    if (last || timbre.family === 'mallet') style = 'whole';
    for (const [offset, beats, interval] of BASS_STYLES[style]) {
      const fifth = interval === 7 && !inScale(plan.key, root + 7) ? 6 : interval;
      notes.push({
        pitch: root + fifth,
        startBeat: at(bar, offset),
        beats: beats * 0.92,
        velocity: offset === 0 ? 104 : 90,
      });
    }
  }
  return notes;
}

export function writeArpeggio(plan: SongPlan, timbre: Timbre): BeatNote[] {
  const notes: BeatNote[] = [];
  const fast = timbre.family === 'synthLead';
  for (const bar of plan.bars) {
    if (bar.section === 'intro' && bar.barInSection < bar.sectionBars / 2) continue;
    const busy = fast || bar.section === 'chorus' || bar.section === 'bridge';
    const step = fast ? 0.25 : busy ? 0.5 : 1;
    const tones = chordPitches(plan.key, bar, 64);
    const cycle = [...tones, (tones[0] ?? 64) + 12, ...tones.slice(1).reverse()];
    for (let offset = 0, index = 0; offset < BEATS_PER_BAR; offset += step, index += 1) {
      const pitch = cycle[index % cycle.length] ?? 64;
      notes.push({
        pitch,
        startBeat: at(bar, offset),
        beats: step * 0.9,
        velocity: offset % 1 === 0 ? 80 : 66,
      });
    }
  }
  return notes;
}

export function writeTexture(plan: SongPlan, stemName: string): BeatNote[] {
  const notes: BeatNote[] = [];
  const tonic = fold(scalePitch(plan.key, 0, 48), 36);
  for (const bar of plan.bars) {
    const next = plan.bars[bar.index + 1];
    if (stemName === 'risers') {
      if (next && next.section === 'chorus' && next.barInSection === 0) {
        notes.push({ pitch: 72, startBeat: at(bar, 0), beats: 4, velocity: 90 });
      }
    } else if (stemName === 'sound_effects') {
      if (bar.barInSection === 0)
        notes.push({ pitch: 60, startBeat: at(bar, 0), beats: 2, velocity: 80 });
    } else if (bar.barInSection % 4 === 0) {
      const beats = Math.min(4, bar.sectionBars - bar.barInSection) * BEATS_PER_BAR - 0.25;
      notes.push({ pitch: tonic, startBeat: at(bar, 0), beats, velocity: 70 });
      notes.push({ pitch: tonic + 7, startBeat: at(bar, 0), beats, velocity: 60 });
    }
  }
  return notes;
}
