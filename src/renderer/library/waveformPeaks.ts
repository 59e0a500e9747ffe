/**
 * Owns waveform peaks: the max absolute amplitude per bucket across channels, computed once
 * from decoded audio and cached by main (media.savePeaks) so later views draw at once.
 * The same decode gives the free local tempo estimate (tempoEstimate.ts), cached with them.
 */
import { estimateTempo } from './tempoEstimate';

export const PEAKS_PER_SECOND = 50;

/**
 * Peaks of `channels` (equal-length PCM, -1..1) at `peaksPerSecond` buckets per second of
 * audio; values are clamped to 0..1 and rounded to 4 decimals to keep the cache small.
 */
export function computePeaks(
  channels: readonly Float32Array[],
  sampleRate: number,
  peaksPerSecond = PEAKS_PER_SECOND,
): number[] {
  const length = channels[0]?.length ?? 0;
  if (length === 0 || sampleRate <= 0 || peaksPerSecond <= 0) return [];
  const bucketCount = Math.max(1, Math.ceil((length / sampleRate) * peaksPerSecond));
  const samplesPerBucket = length / bucketCount;
  const peaks = new Array<number>(bucketCount);
  for (let bucket = 0; bucket < bucketCount; bucket += 1) {
    const start = Math.floor(bucket * samplesPerBucket);
    const end = Math.min(length, Math.max(start + 1, Math.floor((bucket + 1) * samplesPerBucket)));
    let max = 0;
    for (const channel of channels) {
      for (let index = start; index < end; index += 1) {
        const value = Math.abs(channel[index] ?? 0);
        if (value > max) max = value;
      }
    }
    peaks[bucket] = Math.round(Math.min(1, max) * 10_000) / 10_000;
  }
  return peaks;
}

/** Decodes audio bytes in the browser and computes its peaks (the one-time slow path). */
export async function decodePeaks(
  bytes: ArrayBuffer,
  peaksPerSecond = PEAKS_PER_SECOND,
): Promise<{ durationS: number; peaksPerSecond: number; peaks: number[]; estimatedBpm?: number }> {
  const context = new AudioContext();
  try {
    const buffer = await context.decodeAudioData(bytes);
    const channels = Array.from({ length: buffer.numberOfChannels }, (_, index) =>
      buffer.getChannelData(index),
    );
    const estimatedBpm = estimateTempo(channels, buffer.sampleRate);
    return {
      durationS: buffer.duration,
      peaksPerSecond,
      peaks: computePeaks(channels, buffer.sampleRate, peaksPerSecond),
      ...(estimatedBpm !== null ? { estimatedBpm } : {}),
    };
  } finally {
    void context.close();
  }
}
