// Owns splitting an MPEG audio Layer III stream into frames, which MP4 stores as samples.

export interface Mp3Frame {
  offset: number;
  length: number;
}

export interface Mp3StreamInfo {
  sampleRate: number;
  samplesPerFrame: number;
  /** MPEG-1 (32/44.1/48 kHz) or MPEG-2 low sampling frequencies (16/22.05/24 kHz). */
  mpeg1: boolean;
  frames: Mp3Frame[];
}

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES_V1 = [44100, 48000, 32000];

export function parseMp3Frames(bytes: Uint8Array): Mp3StreamInfo {
  const frames: Mp3Frame[] = [];
  let sampleRate = 0;
  let mpeg1 = true;
  let offset = 0;
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1] as number;
    const b2 = bytes[offset + 2] as number;
    if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) {
      offset += 1; // not a frame sync: skip (for example an ID3 tag)
      continue;
    }
    const version = (b1 >> 3) & 3; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5
    const layer = (b1 >> 1) & 3; // 1 = Layer III
    const bitrateIndex = b2 >> 4;
    const rateIndex = (b2 >> 2) & 3;
    if (
      version === 1 ||
      layer !== 1 ||
      bitrateIndex === 0 ||
      bitrateIndex === 15 ||
      rateIndex === 3
    ) {
      offset += 1;
      continue;
    }
    mpeg1 = version === 3;
    const baseRate = RATES_V1[rateIndex] as number;
    sampleRate = mpeg1 ? baseRate : version === 2 ? baseRate / 2 : baseRate / 4;
    const kbps = (mpeg1 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex] as number;
    const padding = (b2 >> 1) & 1;
    const length = Math.floor(((mpeg1 ? 144 : 72) * kbps * 1000) / sampleRate) + padding;
    if (offset + length > bytes.length) break;
    frames.push({ offset, length });
    offset += length;
  }
  return { sampleRate, samplesPerFrame: mpeg1 ? 1152 : 576, mpeg1, frames };
}
