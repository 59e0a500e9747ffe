/**
 * Owns turning a music `midi` result's note data into a Standard MIDI File. The member's
 * shape is not part of the service interface, so reading is lenient: the sandbox's
 * `{ format: 'notes', bpm, ppq, timeSignature, tracks: [{ name, program, channel, isDrum,
 * notes: [{ pitch, startS, durationS, velocity }] }] }`, common aliases (`midi`/`note`,
 * `time`/`start`, `duration`), a bare `notes` list, velocities 0..1 or 1..127. Anything
 * unusable yields null and the caller falls back to a downloaded `.mid` file.
 */
// @tonejs/midi is CommonJS: Node's ESM loader (tsx, the bundled main) exposes only its default export.
import tonejsMidi from '@tonejs/midi';

const { Midi } = tonejsMidi;

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
  timeSignature: [number, number];
  tracks: MidiTrackData[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOf = (record: Record<string, unknown>, ...keys: string[]): number | null => {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return null;
};
const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

function noteOf(value: unknown): MidiNote | null {
  if (!isRecord(value)) return null;
  const pitch = numberOf(value, 'pitch', 'midi', 'note');
  const startS = numberOf(value, 'startS', 'start_s', 'time', 'start');
  const durationS = numberOf(value, 'durationS', 'duration_s', 'duration');
  if (pitch === null || startS === null || durationS === null) return null;
  if (!Number.isInteger(pitch) || pitch < 0 || pitch > 127 || startS < 0 || durationS <= 0) return null;
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
    channel: channel !== null && Number.isInteger(channel) ? clamp(channel, 0, 15) : isDrum ? 9 : position % 16,
    isDrum,
    notes,
  };
}

/** Note data from a parsed `midi` member, or null when it holds no usable notes. */
export function readMidiData(member: unknown): MidiData | null {
  if (!isRecord(member)) return null;
  const rawTracks = Array.isArray(member['tracks']) ? member['tracks'] : Array.isArray(member['notes']) ? [{ name: 'Notes', notes: member['notes'] }] : [];
  const tracks = rawTracks.map(trackOf).filter((track): track is MidiTrackData => track !== null);
  if (!tracks.some((track) => track.notes.length > 0)) return null;
  const bpm = numberOf(member, 'bpm', 'tempo');
  const signature = member['timeSignature'] ?? member['time_signature'];
  const timeSignature: [number, number] =
    Array.isArray(signature) && Number.isInteger(signature[0]) && Number.isInteger(signature[1]) && signature[0] > 0 && [1, 2, 4, 8, 16, 32].includes(signature[1])
      ? [signature[0] as number, signature[1] as number]
      : [4, 4];
  return { bpm: bpm !== null && bpm >= 10 && bpm <= 1000 ? bpm : 120, timeSignature, tracks };
}

/** A type-1 Standard MIDI File: tempo and time signature, one named track per part. */
export function writeMidiFile(data: MidiData): Uint8Array {
  const midi = new Midi();
  midi.header.setTempo(data.bpm);
  midi.header.timeSignatures.push({ ticks: 0, timeSignature: [...data.timeSignature] });
  midi.header.update();
  for (const part of data.tracks) {
    const track = midi.addTrack();
    track.name = part.name;
    track.channel = part.isDrum ? 9 : part.channel;
    track.instrument.number = part.program;
    for (const note of part.notes) {
      track.addNote({ midi: note.pitch, time: note.startS, duration: note.durationS, velocity: note.velocity });
    }
  }
  return midi.toArray();
}

