// Owns output sizes: the exact requested aspect ratio, scaled to a pixel budget. `auto`
// (any case) and `adaptive` pick a common ratio from the seed.

import { createRandom } from './random';

const AUTO_RATIOS = ['1:1', '4:3', '3:4', '16:9', '9:16', '3:2', '2:3'];

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Parses `W:H`; automatic values resolve deterministically from the seed. */
export function resolveAspectRatio(
  aspectRatio: string | undefined,
  seed: string,
): [number, number] {
  const text = (aspectRatio ?? '1:1').trim().toLowerCase();
  const chosen =
    text === 'auto' || text === 'adaptive'
      ? createRandom(`aspect:${seed}`).pick(AUTO_RATIOS)
      : text;
  const match = /^(\d+):(\d+)$/.exec(chosen);
  const width = Number(match?.[1] ?? 1);
  const height = Number(match?.[2] ?? 1);
  if (!match || width <= 0 || height <= 0) return [1, 1];
  const divisor = gcd(width, height);
  return [width / divisor, height / divisor];
}

/**
 * Largest size with exactly the ratio, within `maxPixels` and `maxSide`. `unit` forces both
 * sides to be multiples of it (video needs even sides for 4:2:0 chroma).
 */
export function sizeForRatio(
  ratio: [number, number],
  maxPixels: number,
  maxSide: number,
  unit = 1,
): { width: number; height: number } {
  const [w, h] = ratio;
  let scale = Math.floor(Math.min(maxSide / Math.max(w, h), Math.sqrt(maxPixels / (w * h))));
  while (scale > 1 && ((w * scale) % unit !== 0 || (h * scale) % unit !== 0)) scale -= 1;
  scale = Math.max(1, scale);
  let width = w * scale;
  let height = h * scale;
  if (width % unit !== 0 || height % unit !== 0) {
    // Extreme ratios (8:1) cannot be both exact and tiny: fall back to the nearest multiple.
    width = Math.max(unit, Math.round(width / unit) * unit);
    height = Math.max(unit, Math.round(height / unit) * unit);
  }
  return { width, height };
}
