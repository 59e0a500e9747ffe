// Owns MP3 output through lamejs (pure JavaScript LAME port): mono, constant bit rate. At the
// engine's 22050 Hz this is MPEG-2 Layer III (576 samples per frame). lamejs writes no info
// frame, so players could not trim its encoder delay (50.1 ms late against the WAV); encodeMp3
// adds the LAME tag that tells them, and MP4 files use an edit list instead (mp4Boxes.ts).

import { Mp3Encoder } from '@breezystack/lamejs';
import { lameInfoFrame, LAME_ENCODER_DELAY, MP3_DECODER_DELAY } from './mp3InfoTag';
import { parseMp3Frames } from './mp3Frames';
import { toInt16 } from './pcm16';

export const MP3_KBPS = 64;
const CHUNK = 1152 * 16;

/** Samples a decoder outputs before the first input sample: what an MP4 edit list skips. */
export const MP3_PRIMING_SAMPLES = LAME_ENCODER_DELAY + MP3_DECODER_DELAY;

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let position = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, position);
    position += chunk.length;
  }
  return bytes;
}

/** The bare Layer III frames, delay and padding unmarked: for containers that carry their own (MP4). */
export function encodeMp3Stream(pcm: Float32Array, sampleRate: number): Uint8Array {
  const samples = toInt16(pcm);
  const encoder = new Mp3Encoder(1, sampleRate, MP3_KBPS);
  const chunks: Uint8Array[] = [];
  for (let offset = 0; offset < samples.length; offset += CHUNK) {
    const encoded = encoder.encodeBuffer(samples.subarray(offset, offset + CHUNK));
    if (encoded.length > 0) chunks.push(new Uint8Array(encoded));
  }
  chunks.push(new Uint8Array(encoder.flush()));
  return concat(chunks);
}

/** An .mp3 file: the LAME info frame (delay and padding), then the frames. */
export function encodeMp3(pcm: Float32Array, sampleRate: number): Uint8Array {
  const stream = encodeMp3Stream(pcm, sampleRate);
  return concat([lameInfoFrame(stream, parseMp3Frames(stream), pcm.length, MP3_KBPS), stream]);
}
