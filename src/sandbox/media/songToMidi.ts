// Owns MIDI export: the notes a song was made from as a Standard MIDI File (type 1) and as the
// JSON the sandbox returns in a `midi` result. Both come from songMidiTracks, so they agree.

import type { Song } from './song';

export const MIDI_PPQ = 480;
const DRUM_CHANNEL = 9; // General MIDI channel 10, 0-based

export interface MidiJsonNote {
  /** MIDI pitch; in a drum track the General MIDI percussion key. */
  pitch: number;
  startS: number;
  durationS: number;
  /** 1..127 */
  velocity: number;
}

export interface MidiJsonTrack {
  /** The stem_type the track was played by. */
  name: string;
  /** General MIDI program, 0-based (0 for drum tracks). */
  program: number;
  /** 0-based MIDI channel; 9 (General MIDI channel 10) for drums. */
  channel: number;
  isDrum: boolean;
  notes: MidiJsonNote[];
}

/** Shape of the sandbox's `result.midi` member. */
export interface MidiJson {
  format: 'notes';
  bpm: number;
  key: string;
  timeSignature: [number, number];
  ppq: number;
  durationS: number;
  tracks: MidiJsonTrack[];
}

function channelFor(melodicIndex: number): number {
  const channel = melodicIndex % 15;
  return channel >= DRUM_CHANNEL ? channel + 1 : channel;
}

export function songToMidiJson(song: Song): MidiJson {
  let melodicIndex = 0;
  const tracks = song.parts.map((part) => {
    const channel = part.isDrum ? DRUM_CHANNEL : channelFor(melodicIndex++);
    return {
      name: part.name,
      program: part.isDrum ? 0 : part.program,
      channel,
      isDrum: part.isDrum,
      notes: part.notes.map((note) => ({
        pitch: note.pitch,
        startS: note.startS,
        durationS: note.durationS,
        velocity: note.velocity,
      })),
    };
  });
  return {
    format: 'notes',
    bpm: song.bpm,
    key: song.key,
    timeSignature: [4, 4],
    ppq: MIDI_PPQ,
    durationS: song.durationS,
    tracks,
  };
}

function variableLength(value: number): number[] {
  const bytes = [value & 0x7f];
  let rest = value >>> 7;
  while (rest > 0) {
    bytes.unshift((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  return bytes;
}

function chunk(type: string, body: number[]): number[] {
  const length = body.length;
  return [
    ...Array.from(type, (character) => character.charCodeAt(0)),
    (length >>> 24) & 0xff,
    (length >>> 16) & 0xff,
    (length >>> 8) & 0xff,
    length & 0xff,
    ...body,
  ];
}

interface TimedEvent {
  tick: number;
  order: number; // note-offs before note-ons at the same tick
  bytes: number[];
}

function trackChunk(events: TimedEvent[]): number[] {
  events.sort((a, b) => a.tick - b.tick || a.order - b.order);
  const body: number[] = [];
  let previous = 0;
  for (const event of events) {
    body.push(...variableLength(event.tick - previous), ...event.bytes);
    previous = event.tick;
  }
  body.push(0, 0xff, 0x2f, 0); // end of track
  return chunk('MTrk', body);
}

function textMeta(type: number, text: string): number[] {
  const bytes = Array.from(new TextEncoder().encode(text));
  return [0xff, type, ...variableLength(bytes.length), ...bytes];
}

const KEY_SIGNATURES: Record<string, number> = {
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

function keySignature(key: string): number[] {
  const minor = key.endsWith('m');
  const tonic = minor ? key.slice(0, -1) : key;
  // A minor key shares the signature of the major key three semitones up.
  const names = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
  const relative = minor ? (names[(names.indexOf(tonic) + 3) % 12] ?? 'C') : tonic;
  const sharps = KEY_SIGNATURES[relative] ?? 0;
  return [0xff, 0x59, 2, sharps & 0xff, minor ? 1 : 0];
}

/** Standard MIDI File, type 1: a tempo track, then one track per part (drums on channel 10). */
export function songToMidi(song: Song): Uint8Array {
  const json = songToMidiJson(song);
  const ticksPerSecond = (song.bpm / 60) * MIDI_PPQ;
  const toTick = (seconds: number): number => Math.max(0, Math.round(seconds * ticksPerSecond));
  const microsecondsPerBeat = Math.round(60_000_000 / song.bpm);
  const tempoTrack = trackChunk([
    { tick: 0, order: 0, bytes: textMeta(0x03, 'Atelier sandbox song') },
    {
      tick: 0,
      order: 0,
      bytes: [
        0xff,
        0x51,
        3,
        (microsecondsPerBeat >> 16) & 0xff,
        (microsecondsPerBeat >> 8) & 0xff,
        microsecondsPerBeat & 0xff,
      ],
    },
    { tick: 0, order: 0, bytes: [0xff, 0x58, 4, 4, 2, 24, 8] },
    { tick: 0, order: 0, bytes: keySignature(song.key) },
  ]);
  const partTracks = json.tracks.map((track) => {
    const events: TimedEvent[] = [
      { tick: 0, order: 0, bytes: textMeta(0x03, track.name) },
      { tick: 0, order: 0, bytes: [0xc0 | track.channel, track.program & 0x7f] },
    ];
    for (const note of track.notes) {
      const start = toTick(note.startS);
      const end = Math.max(start + 1, toTick(note.startS + note.durationS));
      events.push({
        tick: start,
        order: 2,
        bytes: [0x90 | track.channel, note.pitch & 0x7f, note.velocity & 0x7f],
      });
      events.push({ tick: end, order: 1, bytes: [0x80 | track.channel, note.pitch & 0x7f, 0] });
    }
    return trackChunk(events);
  });
  const header = chunk('MThd', [
    0,
    1,
    0,
    partTracks.length + 1,
    (MIDI_PPQ >> 8) & 0xff,
    MIDI_PPQ & 0xff,
  ]);
  return Uint8Array.from([...header, ...tempoTrack, ...partTracks.flat()]);
}
