// Owns the LAME "Info" frame at the head of a constant-bit-rate MP3: a silent first frame whose
// Xing header counts the frames and bytes, and whose LAME extension records the encoder delay
// and end padding, so players (ffmpeg, Chromium, foobar2000, iTunes) trim them and the decoded
// audio lines up sample for sample with the WAV of the same song.
// Layout: the LAME tag specification (gabriel.mp3-tech.org/mp3infotag.html).

import type { Mp3StreamInfo } from './mp3Frames';

/** Samples LAME's encoder puts before the first input sample (ENCDELAY). */
export const LAME_ENCODER_DELAY = 576;
/** Samples an MPEG Layer III decoder outputs before the first encoded one (its filterbank delay). */
export const MP3_DECODER_DELAY = 529;

const XING_FLAGS = 0x0f; // frame count, byte count, seek table, quality: all present, so the LAME tag sits at Xing + 120
const LAME_VERSION = 'LAME3.100';

/** CRC-16 (polynomial 0x8005, reflected: 0xA001), as the LAME tag's own checksum uses. */
function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

/**
 * The info frame for an MP3 stream of `stream.frames` (no tag yet) that encodes `sampleCount`
 * input samples. Its header copies the stream's first frame (without the padding bit), so it has
 * the same version, rate, bit rate and channel mode; its audio is silence.
 */
export function lameInfoFrame(
  mp3: Uint8Array,
  stream: Mp3StreamInfo,
  sampleCount: number,
  kbps: number,
): Uint8Array {
  const first = stream.frames[0];
  if (!first) throw new Error('An MP3 stream without frames has no info frame.');
  const header = mp3.subarray(first.offset, first.offset + 4);
  if (((header[1] as number) & 1) === 0)
    throw new Error('The info frame expects an MP3 stream without CRC protection.');
  const frameLength = Math.floor(((stream.mpeg1 ? 144 : 72) * kbps * 1000) / stream.sampleRate);
  const mono = (header[3] as number) >> 6 === 3;
  const sideInfo = stream.mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  const padding = stream.frames.length * stream.samplesPerFrame - LAME_ENCODER_DELAY - sampleCount;
  if (padding < 0 || padding > 0xfff)
    throw new Error(`The MP3 stream's end padding (${padding} samples) does not fit the LAME tag.`);
  const audioBytes = stream.frames.reduce((sum, frame) => sum + frame.length, 0);

  const frame = new Uint8Array(frameLength);
  const view = new DataView(frame.buffer);
  frame.set(header, 0);
  frame[2] = (frame[2] as number) & ~0x02; // no padding slot
  const xing = 4 + sideInfo;
  frame.set(
    Array.from('Info', (character) => character.charCodeAt(0)),
    xing,
  ); // "Info": constant bit rate
  view.setUint32(xing + 4, XING_FLAGS);
  view.setUint32(xing + 8, stream.frames.length); // audio frames, this one not included
  view.setUint32(xing + 12, frameLength + audioBytes);
  for (let index = 0; index < 100; index += 1)
    frame[xing + 16 + index] = Math.floor((index * 256) / 100); // a linear seek table fits CBR
  view.setUint32(xing + 116, 0); // quality: unused for CBR
  const lame = xing + 120;
  frame.set(
    Array.from(LAME_VERSION, (character) => character.charCodeAt(0)),
    lame,
  );
  frame[lame + 9] = 0x01; // tag revision 0, method: constant bit rate
  frame[lame + 20] = Math.min(255, kbps);
  frame[lame + 21] = LAME_ENCODER_DELAY >> 4;
  frame[lame + 22] = ((LAME_ENCODER_DELAY & 0x0f) << 4) | (padding >> 8);
  frame[lame + 23] = padding & 0xff;
  view.setUint32(lame + 28, frameLength + audioBytes); // music length: the whole file, this frame included
  view.setUint16(lame + 32, crc16(mp3.subarray(first.offset)));
  view.setUint16(lame + 34, crc16(frame.subarray(0, lame + 34)));
  return frame;
}
