// Owns videos: an animated scene of the prompt (moving shapes plus the prompt text) encoded as
// H.264 Constrained Baseline (I_PCM + P_Skip, see h264Pcm) in an MP4 that Chromium plays.
// Frames are kept small on purpose (about 320x180 at 8 fps, whatever resolution was requested)
// because raw macroblocks are large; the requested resolution is only recorded, not rendered.
// An optional audio track (MP3 in MP4) lets music videos carry the song.

import { resolveAspectRatio, sizeForRatio } from './aspectRatio';
import { parseMp3Frames } from './mp3Frames';
import { encodeMp3Stream, MP3_PRIMING_SAMPLES } from './encodeMp3';
import {
  CONSTRAINT_FLAGS,
  LEVEL_IDC,
  PROFILE_IDC,
  encodeFrame,
  pictureParameterSet,
  sequenceParameterSet,
  type YuvFrame,
} from './h264Pcm';
import {
  box,
  concatBytes,
  fullBox,
  muxMp4,
  u16,
  u32,
  u8,
  zeros,
  ascii,
  type Bytes,
  type Mp4Track,
} from './mp4Boxes';
import { Raster } from './raster';
import { drawScene } from './scene';

export interface VideoOptions {
  prompt: string;
  /** `16:9`, `9:16`, `1:1`, ... or `auto` / `adaptive` (chosen from the seed). */
  aspectRatio?: string;
  durationS: number;
  /** The requested resolution (`720p`, `1080p`, `4k`); recorded only, frames stay small. */
  resolution?: string;
  fps?: number;
  seed: string;
  /** Mono PCM to add as an MP3 audio track (music videos). Silent video when absent. */
  audio?: { pcm: Float32Array; sampleRate: number };
}

export const VIDEO_MAX_PIXELS = 320 * 180;
export const VIDEO_MAX_SIDE = 384;
export const VIDEO_DEFAULT_FPS = 8;
const KEYFRAME_INTERVAL_S = 4;
const TIMESCALE = 90_000;

export function videoSize(
  aspectRatio: string | undefined,
  seed: string,
): { width: number; height: number } {
  return sizeForRatio(resolveAspectRatio(aspectRatio, seed), VIDEO_MAX_PIXELS, VIDEO_MAX_SIDE, 2);
}

/** BT.601 limited-range YUV 4:2:0 of a raster, padded to whole macroblocks with black. */
export function rasterToYuv(raster: Raster): YuvFrame {
  const widthMbs = Math.ceil(raster.width / 16);
  const heightMbs = Math.ceil(raster.height / 16);
  const lumaWidth = widthMbs * 16;
  const chromaWidth = widthMbs * 8;
  const y = new Uint8Array(lumaWidth * heightMbs * 16).fill(16);
  const u = new Uint8Array(chromaWidth * heightMbs * 8).fill(128);
  const v = new Uint8Array(chromaWidth * heightMbs * 8).fill(128);
  const data = raster.data;
  for (let row = 0; row < raster.height; row += 1) {
    for (let column = 0; column < raster.width; column += 1) {
      const index = (row * raster.width + column) * 3;
      const r = data[index] as number;
      const g = data[index + 1] as number;
      const b = data[index + 2] as number;
      y[row * lumaWidth + column] = Math.round(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
    }
  }
  for (let row = 0; row < raster.height; row += 2) {
    for (let column = 0; column < raster.width; column += 2) {
      const right = Math.min(raster.width - 1, column + 1) - column;
      const down = Math.min(raster.height - 1, row + 1) - row;
      const topLeft = (row * raster.width + column) * 3;
      const topRight = topLeft + right * 3;
      const bottomLeft = topLeft + down * raster.width * 3;
      const bottomRight = bottomLeft + right * 3;
      let r =
        (data[topLeft] as number) +
        (data[topRight] as number) +
        (data[bottomLeft] as number) +
        (data[bottomRight] as number);
      let g =
        (data[topLeft + 1] as number) +
        (data[topRight + 1] as number) +
        (data[bottomLeft + 1] as number) +
        (data[bottomRight + 1] as number);
      let b =
        (data[topLeft + 2] as number) +
        (data[topRight + 2] as number) +
        (data[bottomLeft + 2] as number) +
        (data[bottomRight + 2] as number);
      r /= 4;
      g /= 4;
      b /= 4;
      const at = (row / 2) * chromaWidth + column / 2;
      u[at] = Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      v[at] = Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  }
  return { widthMbs, heightMbs, y, u, v };
}

function avc1Entry(width: number, height: number, sps: Bytes, pps: Bytes): Bytes {
  const avcC = box(
    'avcC',
    u8(1),
    u8(PROFILE_IDC),
    u8(CONSTRAINT_FLAGS),
    u8(LEVEL_IDC),
    u8(0xff),
    u8(0xe1),
    u16(sps.length),
    sps,
    u8(1),
    u16(pps.length),
    pps,
  );
  const compressorName = concatBytes([u8(12), ascii('Atelier I_PCM'.slice(0, 12)), zeros(19)]);
  return box(
    'avc1',
    zeros(6),
    u16(1),
    u16(0),
    u16(0),
    zeros(12),
    u16(width),
    u16(height),
    u32(0x480000),
    u32(0x480000),
    u32(0),
    u16(1),
    compressorName,
    u16(0x18),
    u16(0xffff),
    avcC,
  );
}

function audioTrack(pcm: Float32Array, sampleRate: number): Mp4Track {
  const mp3 = encodeMp3Stream(pcm, sampleRate);
  const stream = parseMp3Frames(mp3);
  const decoderConfig = concatBytes([
    u8(0x04),
    u8(13),
    u8(stream.mpeg1 ? 0x6b : 0x69),
    u8(0x15),
    zeros(3),
    u32(0),
    u32(0),
  ]);
  const esDescriptor = concatBytes([
    u8(0x03),
    u8(3 + decoderConfig.length + 3),
    u16(2),
    u8(0),
    decoderConfig,
    u8(0x06),
    u8(1),
    u8(2),
  ]);
  const entry = box(
    'mp4a',
    zeros(6),
    u16(1),
    zeros(8),
    u16(1),
    u16(16),
    u16(0),
    u16(0),
    u32(stream.sampleRate << 16),
    fullBox('esds', 0, 0, esDescriptor),
  );
  return {
    kind: 'audio',
    timescale: stream.sampleRate,
    sampleDelta: stream.samplesPerFrame,
    sampleEntry: entry,
    samples: stream.frames.map((frame) => mp3.subarray(frame.offset, frame.offset + frame.length)),
    edit: { skip: MP3_PRIMING_SAMPLES, duration: pcm.length }, // the song starts with the first frame of video
  };
}

export function renderVideo(options: VideoOptions): Uint8Array {
  const { width, height } = videoSize(options.aspectRatio, options.seed);
  const fps = Math.max(1, Math.min(30, Math.round(options.fps ?? VIDEO_DEFAULT_FPS)));
  const frameCount = Math.max(1, Math.round(Math.max(0.1, options.durationS) * fps));
  const keyframeInterval = Math.max(1, Math.round(KEYFRAME_INTERVAL_S * fps));
  const raster = new Raster(width, height);
  const samples: Bytes[] = [];
  const syncSamples: number[] = [];
  let previous: YuvFrame | undefined;
  let frameNum = 0;
  let idrCount = 0;
  for (let index = 0; index < frameCount; index += 1) {
    drawScene(raster, options.prompt, options.seed, index / fps);
    const frame = rasterToYuv(raster);
    const keyframe = index % keyframeInterval === 0;
    if (keyframe) {
      frameNum = 0;
      syncSamples.push(index + 1);
    }
    const nalUnit = encodeFrame(
      frame,
      keyframe ? undefined : previous,
      frameNum,
      keyframe ? idrCount++ % 2 : 0,
    );
    samples.push(concatBytes([u32(nalUnit.length), nalUnit]));
    previous = frame;
    frameNum += 1;
  }
  const video: Mp4Track = {
    kind: 'video',
    timescale: TIMESCALE,
    sampleDelta: Math.round(TIMESCALE / fps),
    samples,
    syncSamples,
    width,
    height,
    sampleEntry: avc1Entry(
      width,
      height,
      sequenceParameterSet(width, height),
      pictureParameterSet(),
    ),
  };
  const tracks = options.audio
    ? [video, audioTrack(options.audio.pcm, options.audio.sampleRate)]
    : [video];
  return muxMp4('isom', ['isom', 'iso2', 'avc1', 'mp41'], tracks);
}
