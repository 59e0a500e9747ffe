/**
 * Owns the onset-strength envelope the tempo estimate reads (tempoEstimate.ts): log-magnitude
 * spectral flux (the rise of each frequency bin's level, summed over bins) per ~11.6 ms hop of
 * a Hann-windowed short-time Fourier transform of the mono mix. Spectral flux sees a hi-hat
 * over a sustained pad and a chord change at constant loudness, which the energy rise missed.
 */

/** Hops per second of the envelope, whatever the sample rate. */
export const ENVELOPE_RATE = 86;

/** In-place radix-2 FFT of (re, im); length a power of two; `cos`/`sin` hold size/2 twiddles. */
function fft(
  re: Float64Array,
  im: Float64Array,
  cosTable: Float64Array,
  sinTable: Float64Array,
): void {
  const size = re.length;
  for (let index = 1, swap = 0; index < size; index += 1) {
    let bit = size >> 1;
    for (; swap & bit; bit >>= 1) swap ^= bit;
    swap ^= bit;
    if (index < swap) {
      [re[index], re[swap]] = [re[swap]!, re[index]!];
      [im[index], im[swap]] = [im[swap]!, im[index]!];
    }
  }
  for (let width = 2; width <= size; width <<= 1) {
    const stride = size / width;
    for (let start = 0; start < size; start += width) {
      for (let step = 0; step < width / 2; step += 1) {
        const [cos, sin] = [cosTable[step * stride]!, sinTable[step * stride]!];
        const [a, b] = [start + step, start + step + width / 2];
        const tr = re[b]! * cos - im[b]! * sin;
        const ti = re[b]! * sin + im[b]! * cos;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
}

/** The envelope (mean removed) and its rate in hops per second. */
export function onsetStrength(
  channels: readonly Float32Array[],
  sampleRate: number,
): { envelope: Float64Array; rate: number } {
  const length = channels[0]?.length ?? 0;
  const hop = Math.max(1, Math.round(sampleRate / ENVELOPE_RATE));
  let size = 1;
  while (size < hop * 4) size <<= 1;
  const frames = Math.max(0, Math.floor((length - size) / hop));
  const window = Float64Array.from(
    { length: size },
    (_, index) => 0.5 - 0.5 * Math.cos((2 * Math.PI * index) / size),
  );
  // Bins above ~11 kHz add only noise; below ~30 Hz only rumble.
  const lowBin = Math.max(1, Math.floor((30 * size) / sampleRate));
  const highBin = Math.min(size / 2, Math.ceil((11_000 * size) / sampleRate));
  const cosTable = Float64Array.from({ length: size / 2 }, (_, index) =>
    Math.cos((-2 * Math.PI * index) / size),
  );
  const sinTable = Float64Array.from({ length: size / 2 }, (_, index) =>
    Math.sin((-2 * Math.PI * index) / size),
  );
  // Log-spaced bands, each counting once: a hi-hat's many high bins must not outvote the kick.
  const bands: number[] = [];
  for (let edge = lowBin; edge < highBin; edge = Math.max(edge + 1, Math.round(edge * 1.25)))
    bands.push(edge);
  bands.push(highBin);
  const previous = new Float64Array(bands.length);
  const envelope = new Float64Array(frames);
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  for (let frame = 0; frame < frames; frame += 1) {
    const start = frame * hop;
    for (let index = 0; index < size; index += 1) {
      let sum = 0;
      for (const channel of channels) sum += channel[start + index] ?? 0;
      re[index] = (sum / channels.length) * window[index]!;
      im[index] = 0;
    }
    fft(re, im, cosTable, sinTable);
    let flux = 0;
    for (let band = 0; band + 1 < bands.length; band += 1) {
      let power = 0;
      for (let bin = bands[band]!; bin < bands[band + 1]!; bin += 1)
        power += re[bin]! ** 2 + im[bin]! ** 2;
      const level = Math.log1p(100 * Math.sqrt(power / (bands[band + 1]! - bands[band]!)));
      if (frame > 0) flux += Math.max(0, level - previous[band]!);
      previous[band] = level;
    }
    envelope[frame] = flux;
  }
  let mean = 0;
  for (const value of envelope) mean += value / Math.max(1, frames);
  for (let frame = 0; frame < frames; frame += 1) envelope[frame] = envelope[frame]! - mean;
  return { envelope, rate: sampleRate / hop };
}
