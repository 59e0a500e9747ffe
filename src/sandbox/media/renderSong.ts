// Owns audio rendering: a Song's notes into mono PCM. Rendering is linear (every note is added
// into the buffer, no mix-bus processing), so the stems of a song sum exactly to its mix.

import { drumSample, drumSoundFor } from './drumSamples';
import { createRandom } from './random';
import type { Song, SongNote, SongPart } from './song';
import { pitchToFrequency } from './theory';
import { ENVELOPES, TABLE_SIZE, wavetable, type Envelope } from './wavetables';

export const SAMPLE_RATE = 22050;
const VIBRATO_HZ = 5.5;
const VIBRATO_BLOCK = 64;

function velocityGain(velocity: number): number {
  return (velocity / 127) ** 1.5;
}

let scratch = new Float32Array(1 << 16);

/** Envelope levels of one note into the shared scratch buffer; branch-free loops per stage. */
function fillEnvelope(
  envelope: Envelope,
  held: number,
  total: number,
  sampleRate: number,
): Float32Array {
  if (scratch.length < total) scratch = new Float32Array(total * 2);
  const levels = scratch;
  const attack = Math.min(held, Math.max(1, Math.round(envelope.attackS * sampleRate)));
  const sustain = envelope.decayS > 0 ? envelope.sustain : 1;
  const decayFactor = envelope.decayS > 0 ? Math.exp(-1 / (envelope.decayS * sampleRate)) : 1;
  const heldEnd = Math.min(held, total);
  for (let index = 0; index < attack && index < total; index += 1) levels[index] = index / attack;
  let aboveSustain = 1 - sustain;
  for (let index = attack; index < heldEnd; index += 1) {
    aboveSustain *= decayFactor;
    levels[index] = sustain + aboveSustain;
  }
  const releaseFrom = heldEnd > 0 ? (levels[heldEnd - 1] as number) : 0;
  const step = releaseFrom / Math.max(1, total - heldEnd);
  for (let index = heldEnd, level = releaseFrom; index < total; index += 1) {
    level -= step;
    levels[index] = level;
  }
  return levels;
}

/** Adds one wavetable oscillator, its pitch updated once per block for vibrato. */
function oscillate(
  out: Float32Array,
  start: number,
  total: number,
  table: Float32Array,
  levels: Float32Array,
  baseIncrement: number,
  vibrato: number,
  gain: number,
  startPhase: number,
  sampleRate: number,
): void {
  let phase = startPhase;
  for (let blockStart = 0; blockStart < total; blockStart += VIBRATO_BLOCK) {
    const t = blockStart / sampleRate;
    const depth = vibrato * Math.min(1, t / 0.3);
    const increment =
      vibrato > 0
        ? baseIncrement * (1 + depth * Math.sin(2 * Math.PI * VIBRATO_HZ * t))
        : baseIncrement;
    const blockEnd = Math.min(total, blockStart + VIBRATO_BLOCK);
    for (let index = blockStart; index < blockEnd; index += 1) {
      const whole = phase | 0;
      const first = table[whole] as number;
      const value = first + ((table[whole + 1] as number) - first) * (phase - whole);
      phase += increment;
      if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
      out[start + index] =
        (out[start + index] as number) + value * (levels[index] as number) * gain;
    }
  }
}

function addPitchedNote(
  out: Float32Array,
  part: SongPart,
  note: SongNote,
  envelope: Envelope,
  sampleRate: number,
): void {
  const start = Math.round(note.startS * sampleRate);
  const held = Math.max(1, Math.round(note.durationS * sampleRate));
  const release = Math.max(1, Math.round(envelope.releaseS * sampleRate));
  let total = Math.min(out.length - start, held + release);
  if (envelope.sustain === 0 && envelope.decayS > 0) {
    total = Math.min(total, Math.round((envelope.attackS + envelope.decayS * 9) * sampleRate));
  }
  if (total <= 0) return;
  const levels = fillEnvelope(envelope, Math.min(held, total), total, sampleRate);
  const table = wavetable(part.family, note.pitch, sampleRate);
  const increment = (pitchToFrequency(note.pitch) * TABLE_SIZE) / sampleRate;
  const gain = envelope.gain * velocityGain(note.velocity) * (envelope.detune ? 0.5 : 1);
  oscillate(out, start, total, table, levels, increment, envelope.vibrato, gain, 0, sampleRate);
  if (envelope.detune)
    oscillate(
      out,
      start,
      total,
      table,
      levels,
      increment * 1.0035,
      envelope.vibrato,
      gain,
      TABLE_SIZE / 3,
      sampleRate,
    );
}

function addDrumNote(out: Float32Array, note: SongNote, sampleRate: number): void {
  const sample = drumSample(drumSoundFor(note.pitch), sampleRate);
  const start = Math.round(note.startS * sampleRate);
  const gain = velocityGain(note.velocity);
  const end = Math.min(sample.length, out.length - start);
  for (let index = 0; index < end; index += 1)
    out[start + index] = (out[start + index] ?? 0) + (sample[index] ?? 0) * gain;
}

/** Noise textures: risers brighten and swell towards the next downbeat, other effects swell and fade. */
function addEffectNote(
  out: Float32Array,
  part: SongPart,
  note: SongNote,
  noteIndex: number,
  sampleRate: number,
): void {
  const random = createRandom(`${part.name}:effect:${noteIndex}`);
  const start = Math.round(note.startS * sampleRate);
  const total = Math.min(out.length - start, Math.round(note.durationS * sampleRate));
  const gain = ENVELOPES.effects.gain * velocityGain(note.velocity);
  const rising = part.name === 'risers';
  let filtered = 0;
  for (let index = 0; index < total; index += 1) {
    const progress = index / total;
    const brightness = rising
      ? 0.02 + 0.5 * progress * progress
      : 0.05 + 0.1 * Math.sin(Math.PI * progress);
    filtered += brightness * (random.next() * 2 - 1 - filtered);
    const shape = rising ? progress * progress : Math.sin(Math.PI * progress);
    out[start + index] = (out[start + index] ?? 0) + filtered * shape * gain * 3;
  }
}

function addPart(out: Float32Array, part: SongPart, sampleRate: number): void {
  const envelope = ENVELOPES[part.family];
  part.notes.forEach((note, noteIndex) => {
    if (part.isDrum) addDrumNote(out, note, sampleRate);
    else if (part.family === 'effects') addEffectNote(out, part, note, noteIndex, sampleRate);
    else addPitchedNote(out, part, note, envelope, sampleRate);
  });
}

/**
 * Mono PCM of the named parts (all parts when omitted), unclipped floats at `sampleRate`.
 * Unknown part names render nothing, so a stem absent from the song is silence.
 */
export function renderSong(
  song: Song,
  parts?: readonly string[],
  sampleRate = SAMPLE_RATE,
): Float32Array {
  const out = new Float32Array(Math.ceil(song.durationS * sampleRate));
  const wanted = parts ? new Set(parts.map((name) => name.toLowerCase())) : undefined;
  for (const part of song.parts) {
    if (!wanted || wanted.has(part.name)) addPart(out, part, sampleRate);
  }
  return out;
}
