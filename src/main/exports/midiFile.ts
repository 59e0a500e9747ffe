/**
 * Owns turning a music `midi` result's note data into a Standard MIDI File. The member's
 * shape is not part of the service interface, so reading is lenient: the sandbox's
 * `{ format: 'notes', bpm, ppq, timeSignature, tracks: [{ name, program, channel, isDrum,
 * notes: [{ pitch, startS, durationS, velocity }] }] }`, common aliases (`midi`/`note`,
 * `time`/`start`, `duration`), a bare `notes` list, velocities 0..1 or 1..127. Anything
 * unusable yields null and the caller falls back to a downloaded `.mid` file.
 */
import { createRequire } from 'node:module';

// @tonejs/midi (CommonJS) is required when a MIDI file is written, not when the main process
// starts: it is no part of the first window (bench/mainBoot.ts). `require` keeps this synchronous.
type TonejsMidi = typeof import('@tonejs/midi');
let tonejsMidi: TonejsMidi | null = null;
const loadMidi = (): TonejsMidi =>
  (tonejsMidi ??= createRequire(import.meta.url)('@tonejs/midi') as TonejsMidi);

export interface MidiNote {
  pitch: number;
  startS: number;
  durationS: number;
  /** 0..1 */
  velocity: number;
}

export interface MidiTrackData {
  name: string;
  program: number;
  channel: number;
  isDrum: boolean;
  notes: MidiNote[];
}

export interface MidiData {
  bpm: number;
  /** Spec notation (`C`, `C#m`, …); null when the data names no key we understand. */
  key: string | null;
  timeSignature: [number, number];
  tracks: MidiTrackData[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOf = (record: Record<string, unknown>, ...keys: string[]): number | null => {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return null;
};
const clamp = (value: number, low: number, high: number): number =>
  Math.min(high, Math.max(low, value));

function noteOf(value: unknown): MidiNote | null {
  if (!isRecord(value)) return null;
  const pitch = numberOf(value, 'pitch', 'midi', 'note');
  const startS = numberOf(value, 'startS', 'start_s', 'time', 'start');
  const durationS = numberOf(value, 'durationS', 'duration_s', 'duration');
  if (pitch === null || startS === null || durationS === null) return null;
  if (!Number.isInteger(pitch) || pitch < 0 || pitch > 127 || startS < 0 || durationS <= 0)
    return null;
  const raw = numberOf(value, 'velocity') ?? 100;
  // Service velocities are 1..127; a value at most 1 is already normalized.
  const velocity = raw <= 1 ? clamp(raw, 0, 1) : clamp(raw / 127, 0, 1);
  return { pitch, startS, durationS, velocity };
}

function trackOf(value: unknown, position: number): MidiTrackData | null {
  if (!isRecord(value) || !Array.isArray(value['notes'])) return null;
  const notes = value['notes'].map(noteOf).filter((note): note is MidiNote => note !== null);
  const isDrum = value['isDrum'] === true || value['is_drum'] === true;
  const channel = numberOf(value, 'channel');
  const program = numberOf(value, 'program');
  return {
    name: typeof value['name'] === 'string' ? value['name'].slice(0, 120) : `Track ${position + 1}`,
    program: program !== null && Number.isInteger(program) ? clamp(program, 0, 127) : 0,
    channel:
      channel !== null && Number.isInteger(channel)
        ? clamp(channel, 0, 15)
        : isDrum
          ? 9
          : position % 16,
    isDrum,
    notes,
  };
}

/** Note data from a parsed `midi` member, or null when it holds no usable notes. */
export function readMidiData(member: unknown): MidiData | null {
  if (!isRecord(member)) return null;
  const rawTracks = Array.isArray(member['tracks'])
    ? member['tracks']
    : Array.isArray(member['notes'])
      ? [{ name: 'Notes', notes: member['notes'] }]
      : [];
  const tracks = rawTracks.map(trackOf).filter((track): track is MidiTrackData => track !== null);
  if (!tracks.some((track) => track.notes.length > 0)) return null;
  const bpm = numberOf(member, 'bpm', 'tempo');
  const signature = member['timeSignature'] ?? member['time_signature'];
  const timeSignature: [number, number] =
    Array.isArray(signature) &&
    Number.isInteger(signature[0]) &&
    Number.isInteger(signature[1]) &&
    signature[0] > 0 &&
    [1, 2, 4, 8, 16, 32].includes(signature[1])
      ? [signature[0] as number, signature[1] as number]
      : [4, 4];
  const key =
    typeof member['key'] === 'string' && KEY_PATTERN.test(member['key'].trim())
      ? member['key'].trim()
      : null;
  return { bpm: bpm !== null && bpm >= 10 && bpm <= 1000 ? bpm : 120, key, timeSignature, tracks };
}

const KEY_PATTERN = /^[A-G]#?m?$/u;
// @tonejs/midi's names of the signatures from 7 flats to 7 sharps (its Header's keySignatureKeys, not exported).
const SIGNATURE_NAMES = [
  'Cb',
  'Gb',
  'Db',
  'Ab',
  'Eb',
  'Bb',
  'F',
  'C',
  'G',
  'D',
  'A',
  'E',
  'B',
  'F#',
  'C#',
];
const PITCH_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
// Sharps (negative: flats) of each major key, as the service's own .mid writes them.
const SHARPS: Record<string, number> = {
  C: 0,
  G: 1,
  D: 2,
  A: 3,
  E: 4,
  B: 5,
  'F#': 6,
  'C#': 7,
  F: -1,
  'A#': -2,
  'D#': -3,
  'G#': -4,
};

/** Sharps (negative: flats) of a spec key (`C#m`); a minor key shares the signature of the major key three semitones up. */
function sharpsOf(key: string): number {
  const minor = key.endsWith('m');
  const tonic = minor ? key.slice(0, -1) : key;
  const major = minor ? (PITCH_NAMES[(PITCH_NAMES.indexOf(tonic) + 3) % 12] ?? 'C') : tonic;
  return SHARPS[major] ?? 0;
}

function keySignatureOf(key: string): { key: string; scale: 'major' | 'minor' } {
  return {
    key: SIGNATURE_NAMES[sharpsOf(key) + 7] ?? 'C',
    scale: key.endsWith('m') ? 'minor' : 'major',
  };
}

/**
 * A type-1 Standard MIDI File: the first track named after the song and holding tempo, time and
 * key signature; then one track per part, named by its stem. Tempo and note ticks follow the
 * service's file exactly: µs per quarter = round(60e6 / bpm) and tick = round(s × bpm / 60 × ppq).
 * @tonejs/midi writes floor(60e6 / bpm), so it is handed the bpm whose floor is that rounding.
 */
export function writeMidiFile(data: MidiData, title = ''): Uint8Array {
  const midi = new (loadMidi().Midi)();
  midi.header.name = title;
  const microsecondsPerQuarter = Math.round(60_000_000 / data.bpm);
  midi.header.tempos.push({ ticks: 0, bpm: 60_000_000 / (microsecondsPerQuarter + 0.5) });
  midi.header.timeSignatures.push({ ticks: 0, timeSignature: [...data.timeSignature] });
  if (data.key) midi.header.keySignatures.push({ ticks: 0, ...keySignatureOf(data.key) });
  midi.header.update();
  const ticksPerSecond = (data.bpm / 60) * midi.header.ppq;
  const toTick = (seconds: number): number => Math.max(0, Math.round(seconds * ticksPerSecond));
  for (const part of data.tracks) {
    const track = midi.addTrack();
    track.name = part.name;
    track.channel = part.isDrum ? 9 : part.channel;
    track.instrument.number = part.program;
    for (const note of part.notes) {
      const ticks = toTick(note.startS);
      const durationTicks = Math.max(1, toTick(note.startS + note.durationS) - ticks);
      track.addNote({ midi: note.pitch, ticks, durationTicks, velocity: note.velocity });
    }
  }
  return withKeySignature(midi.toArray(), data.key);
}

/**
 * @tonejs/midi 2.x encodes a key signature's sharps as its table index + 7 instead of − 7
 * (Encode.js encodeKeySignature), which readers reject (mido: "18 sharps"). It is kept for
 * everything else, and the one meta event it wrote (FF 59 02 sf mi) gets the right sf here.
 */
function withKeySignature(bytes: Uint8Array, key: string | null): Uint8Array {
  if (!key) return bytes;
  for (let index = 14; index + 4 < bytes.length; index += 1) {
    if (bytes[index] === 0xff && bytes[index + 1] === 0x59 && bytes[index + 2] === 0x02) {
      bytes[index + 3] = sharpsOf(key) & 0xff;
      return bytes;
    }
  }
  throw new Error('The MIDI writer wrote no key signature.');
}
