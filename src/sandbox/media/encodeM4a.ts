// Owns M4A output: an MP4 (ISO base media) audio file whose codec is MP3 (MPEG-1/2 Layer III,
// objectTypeIndication 0x6B for 32-48 kHz, 0x69 for 16-24 kHz). Pure-JS AAC encoding is not
// practical here; MP3 in MP4 is standard and Chromium and ffmpeg decode it. An edit list skips the
// encoder's and decoder's priming samples so the audio starts where the WAV does.

import { encodeMp3Stream, MP3_PRIMING_SAMPLES } from './encodeMp3';
import { parseMp3Frames } from './mp3Frames';
import { box, concatBytes, fullBox, muxMp4, u16, u32, u8, zeros, type Bytes } from './mp4Boxes';

function descriptor(tag: number, ...body: Bytes[]): Bytes {
  const content = concatBytes(body);
  return concatBytes([u8(tag), u8(content.length), content]);
}

function mp4aEntry(sampleRate: number, mpeg1: boolean, averageBitrate: number): Bytes {
  const decoderConfig = descriptor(
    0x04,
    u8(mpeg1 ? 0x6b : 0x69),
    u8(0x15),
    zeros(3),
    u32(averageBitrate),
    u32(averageBitrate),
  );
  const esds = fullBox(
    'esds',
    0,
    0,
    descriptor(0x03, u16(1), u8(0), decoderConfig, descriptor(0x06, u8(2))),
  );
  return box(
    'mp4a',
    zeros(6),
    u16(1),
    zeros(8),
    u16(1),
    u16(16),
    u16(0),
    u16(0),
    u32(sampleRate << 16),
    esds,
  );
}

export function encodeM4a(pcm: Float32Array, sampleRate: number): Uint8Array {
  const mp3 = encodeMp3Stream(pcm, sampleRate);
  const stream = parseMp3Frames(mp3);
  const samples = stream.frames.map((frame) =>
    mp3.subarray(frame.offset, frame.offset + frame.length),
  );
  const seconds = (samples.length * stream.samplesPerFrame) / stream.sampleRate;
  const averageBitrate = Math.round((mp3.length * 8) / Math.max(seconds, 1e-3));
  return muxMp4(
    'M4A ',
    ['M4A ', 'mp42', 'isom'],
    [
      {
        kind: 'audio',
        timescale: stream.sampleRate,
        sampleDelta: stream.samplesPerFrame,
        samples,
        sampleEntry: mp4aEntry(stream.sampleRate, stream.mpeg1, averageBitrate),
        edit: { skip: MP3_PRIMING_SAMPLES, duration: pcm.length },
      },
    ],
  );
}
