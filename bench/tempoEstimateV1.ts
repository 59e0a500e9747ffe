/**
 * The FIRST local tempo estimator (energy rise, autocorrelation, log-normal preference around
 * 120 BPM), kept only as the tempo bench's baseline: it read 160 BPM songs as 80 or 107.
 */

export const MIN_BPM = 60;
export const MAX_BPM = 200;
/** Shorter audio has too few beats to say anything. */
const MIN_SECONDS = 4;
/** Envelope rate: hops per second (fine enough for ±1 BPM at 200 BPM after interpolation). */
const HOPS_PER_SECOND = 400;
/** Blur of the onset envelope, in hops either side (~10 ms). */
const SMOOTH = 4;
/** The beat's self-similarity as a share of the envelope's energy: below it there is no clear beat. */
const MIN_CLARITY = 0.2;

function onsetEnvelope(channels: readonly Float32Array[], sampleRate: number): Float64Array {
  const length = channels[0]?.length ?? 0;
  const hop = sampleRate / HOPS_PER_SECOND;
  const frames = Math.floor(length / hop);
  const energy = new Float64Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    const start = Math.floor(frame * hop);
    const end = Math.min(length, Math.floor((frame + 1) * hop));
    let sum = 0;
    for (const channel of channels)
      for (let index = start; index < end; index += 1) sum += (channel[index] ?? 0) ** 2;
    energy[frame] = Math.log1p(1000 * (sum / Math.max(1, (end - start) * channels.length)));
  }
  const rise = new Float64Array(frames);
  for (let frame = 1; frame < frames; frame += 1)
    rise[frame] = Math.max(0, energy[frame]! - energy[frame - 1]!);
  // A triangular blur over ±SMOOTH hops: a beat that falls between hops still lines up.
  const onset = new Float64Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    let sum = 0;
    for (let offset = -SMOOTH; offset <= SMOOTH; offset += 1)
      sum += (rise[frame + offset] ?? 0) * (SMOOTH + 1 - Math.abs(offset));
    onset[frame] = sum;
  }
  let mean = 0;
  for (const value of onset) mean += value / Math.max(1, frames);
  for (let frame = 0; frame < frames; frame += 1) onset[frame] = onset[frame]! - mean;
  return onset;
}

function autocorrelation(signal: Float64Array, lag: number): number {
  let sum = 0;
  for (let index = lag; index < signal.length; index += 1)
    sum += signal[index]! * signal[index - lag]!;
  return sum / (signal.length - lag);
}

/** The lag's tempo preference: 1 at 120 BPM, falling off by octaves. */
const preference = (bpm: number): number => Math.exp(-0.5 * Math.log2(bpm / 120) ** 2);

/** Beats per minute rounded to a tenth, or null when the audio is too short or has no clear beat. */
export function estimateTempo(
  channels: readonly Float32Array[],
  sampleRate: number,
): number | null {
  const length = channels[0]?.length ?? 0;
  if (sampleRate <= 0 || length / sampleRate < MIN_SECONDS) return null;
  const onset = onsetEnvelope(channels, sampleRate);
  const minLag = Math.floor((60 * HOPS_PER_SECOND) / MAX_BPM);
  const maxLag = Math.ceil((60 * HOPS_PER_SECOND) / MIN_BPM);
  if (onset.length < maxLag * 2) return null;
  const raw = new Float64Array(maxLag + 2);
  for (let lag = minLag - 1; lag <= maxLag + 1; lag += 1) raw[lag] = autocorrelation(onset, lag);
  let best = -1;
  let bestScore = -Infinity;
  for (let lag = minLag; lag <= maxLag; lag += 1) {
    const score = raw[lag]! * preference((60 * HOPS_PER_SECOND) / lag);
    if (score > bestScore) {
      bestScore = score;
      best = lag;
    }
  }
  const energy = autocorrelation(onset, 0);
  if (best < 0 || energy <= 0 || raw[best]! < MIN_CLARITY * energy) return null;
  // Parabolic interpolation through the peak and its neighbours: a fraction of a hop.
  const [left, centre, right] = [raw[best - 1]!, raw[best]!, raw[best + 1]!];
  const curvature = left - 2 * centre + right;
  const offset =
    curvature < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (left - right)) / curvature)) : 0;
  return Math.round(((60 * HOPS_PER_SECOND) / (best + offset)) * 10) / 10;
}
