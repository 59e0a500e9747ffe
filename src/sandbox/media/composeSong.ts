// Owns song composition: turns a seed and the request's musical options into a Song whose parts,
// lyrics and sections all come from one plan. Deterministic: same options, same song.

import { writeDrums } from './drumWriter';
import { writeLyricLines } from './lyricsWriter';
import {
  writeArpeggio,
  writeBass,
  writeChords,
  writeHarmony,
  writeMelody,
  writeTexture,
} from './pitchedWriters';
import { createRandom, type Random } from './random';
import { BEATS_PER_BAR, type BeatNote, type Song, type SongPart, type SongPlan } from './song';
import { planSong } from './songPlan';
import { KEY_NAMES, parseKey, scalePitch } from './theory';
import { timbreFor, type Timbre } from './timbre';
import { ENVELOPES } from './wavetables';

export interface ComposeOptions {
  seed: string;
  /** Target length in seconds; the song fills whole bars and ends with a release tail. */
  durationS: number;
  bpm?: number;
  /** Spec notation such as `C#m`; chosen from the seed when absent or not understood. */
  key?: string;
  instrumental?: boolean;
  /** stem_type names to play; a default band when absent. */
  stems?: string[];
  /** Lyrics to sing (custom mode); generated from the seed when absent. */
  lyrics?: string;
}

export const MIN_BPM = 20;
export const MAX_BPM = 300;
const TAIL_S = 1.5;

function defaultStems(random: Random, instrumental: boolean): string[] {
  const harmony = random.pick(['piano', 'electric_piano', 'acoustic_guitar', 'electric_guitar']);
  const band = ['drum_kit', 'bass', harmony, random.pick(['synth_pad', 'string_section', 'organ'])];
  if (instrumental)
    return [...band, random.pick(['synth_lead', 'lead_electric_guitar', 'saxophone', 'flute'])];
  return ['lead_vocal', 'backing_vocals', ...band];
}

function writePart(
  plan: SongPlan,
  name: string,
  timbre: Timbre,
  random: Random,
  mainMelody: boolean,
): BeatNote[] {
  switch (timbre.role) {
    case 'drums':
      return writeDrums(random, plan.bars, timbre.drumPieces);
    case 'melody':
      return writeMelody(plan, mainMelody, mainMelody || timbre.family === 'voice' ? 0 : 12);
    case 'harmony':
      return writeHarmony(plan);
    case 'chords':
      return writeChords(plan, timbre, random);
    case 'bass':
      return writeBass(plan, timbre, random);
    case 'arpeggio':
      return writeArpeggio(plan, timbre);
    case 'texture':
      return writeTexture(plan, name);
  }
}

/**
 * The ending: the whole bars stop up to a bar and TAIL_S before the song's length, so each
 * pitched part holds the notes of its last onset (the final chord) until its release ends with
 * the file. Without this a song closed on seconds of digital silence. Decaying instruments
 * (piano, plucks) still fade naturally; drums and effects are left as written.
 */
function ringOut(parts: SongPart[], durationS: number): void {
  for (const part of parts) {
    if (part.isDrum || part.family === 'effects' || part.notes.length === 0) continue;
    const lastStart = Math.max(...part.notes.map((note) => note.startS));
    const heldUntil = durationS - Math.min(ENVELOPES[part.family].releaseS, 0.5);
    for (const note of part.notes) {
      if (note.startS === lastStart)
        note.durationS = Math.max(note.durationS, heldUntil - note.startS);
    }
  }
}

function chordSymbol(plan: SongPlan, degree: number): string {
  const root = scalePitch(plan.key, degree, 0);
  const third = scalePitch(plan.key, degree + 2, 0) - root;
  const fifth = scalePitch(plan.key, degree + 4, 0) - root;
  const names = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
  return `${names[root % 12] ?? 'C'}${third === 3 ? (fifth === 6 ? 'dim' : 'm') : ''}`;
}

export function composeSong(options: ComposeOptions): Song {
  const random = createRandom(`song:${options.seed}`);
  const key = parseKey(options.key ?? '') ?? parseKey(random.pick(KEY_NAMES));
  if (!key) throw new Error('key table is inconsistent');
  const bpm = Math.round(Math.min(MAX_BPM, Math.max(MIN_BPM, options.bpm ?? random.int(76, 132))));
  const durationS = Math.round(Math.max(1, Math.min(600, options.durationS)) * 100) / 100;
  const beatS = 60 / bpm;
  const barS = beatS * BEATS_PER_BAR;
  const totalBars = Math.max(1, Math.floor((durationS - Math.min(TAIL_S, durationS / 4)) / barS));
  const instrumental = options.instrumental ?? false;
  const plan = planSong(random, key, bpm, totalBars);
  const stemNames = [
    ...new Set(
      (options.stems ?? defaultStems(random, instrumental)).map((name) =>
        name.trim().toLowerCase(),
      ),
    ),
  ];

  let melodyTaken = false;
  const parts: SongPart[] = stemNames.map((name) => {
    const timbre = timbreFor(name);
    const mainMelody = timbre.role === 'melody' && !melodyTaken;
    if (mainMelody) melodyTaken = true;
    const beatNotes = writePart(
      plan,
      name,
      timbre,
      createRandom(`${options.seed}:part:${name}`),
      mainMelody,
    );
    const notes = beatNotes
      .map((note) => ({
        pitch: note.pitch,
        startS: note.startBeat * beatS,
        durationS: Math.min(note.beats * beatS, durationS - note.startBeat * beatS),
        velocity: Math.max(1, Math.min(127, Math.round(note.velocity))),
      }))
      .filter((note) => note.durationS > 0)
      .sort((a, b) => a.startS - b.startS || a.pitch - b.pitch);
    return {
      name,
      family: timbre.family,
      role: timbre.role,
      program: timbre.program,
      isDrum: timbre.role === 'drums',
      notes,
    };
  });

  ringOut(parts, durationS);

  const sections: Song['sections'] = [];
  for (const bar of plan.bars) {
    const previous = sections[sections.length - 1];
    const startS = bar.index * barS;
    if (previous && previous.name === bar.section && bar.barInSection > 0)
      previous.endS = startS + barS;
    else sections.push({ name: bar.section, startS, endS: startS + barS });
  }
  const lastSection = sections[sections.length - 1];
  if (lastSection) lastSection.endS = durationS;

  const sung =
    !instrumental && parts.some((part) => part.family === 'voice' || part.role === 'harmony');
  const lines = sung
    ? writeLyricLines(createRandom(`${options.seed}:lyrics`), plan.phrases, options.lyrics)
    : [];
  const lyrics = plan.phrases.flatMap((phrase, index) => {
    const first = phrase.notes[0];
    const last = phrase.notes[phrase.notes.length - 1];
    const text = lines[index];
    if (!first || !last || !text) return [];
    return [
      {
        text,
        startS: first.startBeat * beatS,
        endS: (last.startBeat + last.beats) * beatS,
        section: phrase.section,
      },
    ];
  });

  const chords = plan.bars.map((bar) => ({
    symbol: chordSymbol(plan, bar.chordDegree),
    startS: bar.index * barS,
    endS: (bar.index + 1) * barS,
  }));
  return {
    seed: options.seed,
    bpm,
    key: key.name,
    durationS,
    instrumental,
    sections,
    chords,
    parts,
    lyrics,
  };
}
