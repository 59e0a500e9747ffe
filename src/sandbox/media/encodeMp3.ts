// Owns MP3 output through lamejs (pure JavaScript LAME port): mono, constant bit rate. At the
// engine's 22050 Hz this is MPEG-2 Layer III (576 samples per frame).

import { Mp3Encoder } from '@breezystack/lamejs';
import { toInt16 } from './pcm16';

export const MP3_KBPS = 64;
const CHUNK = 1152 * 16;

export function encodeMp3(pcm: Float32Array, sampleRate: number): Uint8Array {
  const samples = toInt16(pcm);
  const encoder = new Mp3Encoder(1, sampleRate, MP3_KBPS);
  const chunks: Uint8Array[] = [];
  for (let offset = 0; offset < samples.length; offset += CHUNK) {
    const encoded = encoder.encodeBuffer(samples.subarray(offset, offset + CHUNK));
    if (encoded.length > 0) chunks.push(new Uint8Array(encoded));
  }
  chunks.push(new Uint8Array(encoder.flush()));
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const bytes = new Uint8Array(total);
  let position = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, position);
    position += chunk.length;
  }
  return bytes;
}
