// Owns still images: the exact requested aspect ratio at about 0.6 megapixels (long side at
// most 1024), drawn from the prompt and seed, encoded as PNG or baseline JPEG (jpeg-js).

import { createRequire } from 'node:module';
import { resolveAspectRatio, sizeForRatio } from './aspectRatio';
import { encodePng } from './encodePng';
import { Raster } from './raster';
import { drawScene } from './scene';

// jpeg-js (CommonJS) is required at the first JPEG, not when the app's main process loads the
// embedded sandbox with everything else: no window needs it to open (bench/mainBoot.ts).
let jpegModule: typeof import('jpeg-js') | null = null;
const jpeg = (): typeof import('jpeg-js') =>
  (jpegModule ??= createRequire(import.meta.url)('jpeg-js') as typeof import('jpeg-js'));

export interface ImageOptions {
  prompt: string;
  /** `W:H` from the spec's lists, or `auto`; `auto` picks a ratio from the seed. */
  aspectRatio?: string;
  format?: 'png' | 'jpeg';
  seed: string;
  /** Position in a batch (image-c-4): each index is a different picture of the same prompt. */
  index?: number;
}

export const IMAGE_MAX_PIXELS = 768 * 768;
export const IMAGE_MAX_SIDE = 1024;
const JPEG_QUALITY = 85;

export function imageSize(
  aspectRatio: string | undefined,
  seed: string,
): { width: number; height: number } {
  return sizeForRatio(resolveAspectRatio(aspectRatio, seed), IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE);
}

export function renderImage(options: ImageOptions): Uint8Array {
  const { width, height } = imageSize(options.aspectRatio, options.seed);
  const raster = new Raster(width, height);
  drawScene(raster, options.prompt, `${options.seed}#${options.index ?? 0}`, 0);
  if (options.format !== 'jpeg') return encodePng(raster.data, width, height);
  const rgba = new Uint8Array(width * height * 4);
  for (
    let pixel = 0, source = 0, target = 0;
    pixel < width * height;
    pixel += 1, source += 3, target += 4
  ) {
    rgba[target] = raster.data[source] as number;
    rgba[target + 1] = raster.data[source + 1] as number;
    rgba[target + 2] = raster.data[source + 2] as number;
    rgba[target + 3] = 255;
  }
  const encoded = jpeg().encode({ data: rgba, width, height }, JPEG_QUALITY);
  return new Uint8Array(encoded.data.buffer, encoded.data.byteOffset, encoded.data.byteLength);
}
