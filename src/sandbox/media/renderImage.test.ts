import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { resolveAspectRatio, sizeForRatio } from './aspectRatio';
import { probe } from './probeMedia';
import { Raster } from './raster';
import { imageSize, renderImage } from './renderImage';
import { drawScene } from './scene';

const PROMPT = 'A blue ocean under a golden sun';

describe('renderImage', () => {
  it.each(['1:1', '16:9', '9:16', '4:3', '3:2', '21:9', '4:5', '1:4', '8:1'])(
    'keeps aspect ratio %s exactly',
    (ratio) => {
      const { width, height } = imageSize(ratio, 'seed');
      const [w, h] = ratio.split(':').map(Number) as [number, number];
      expect(width * h).toBe(height * w);
      expect(Math.max(width, height)).toBeLessThanOrEqual(1024);
      expect(Math.max(width, height)).toBeGreaterThanOrEqual(512);
    },
  );

  it('writes a PNG of exactly that size, per ffprobe', () => {
    const png = renderImage({ prompt: PROMPT, aspectRatio: '16:9', format: 'png', seed: 'p' });
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const stream = probe(png, 'png').streams[0];
    expect(stream?.codec_name).toBe('png');
    expect([stream?.width, stream?.height]).toEqual([1024, 576]);
  });

  it('writes a JPEG of exactly that size, per ffprobe', () => {
    const jpg = renderImage({ prompt: PROMPT, aspectRatio: '9:16', format: 'jpeg', seed: 'j' });
    expect([...jpg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const stream = probe(jpg, 'jpg').streams[0];
    expect(stream?.codec_name).toBe('mjpeg');
    expect([stream?.width, stream?.height]).toEqual([576, 1024]);
  });

  it('resolves auto from the seed, deterministically', () => {
    expect(resolveAspectRatio('auto', 'x')).toEqual(resolveAspectRatio('AUTO', 'x'));
    const sizes = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) =>
        JSON.stringify(imageSize('auto', seed)),
      ),
    );
    expect(sizes.size).toBeGreaterThan(1);
    expect(sizeForRatio([16, 9], 320 * 180, 400, 2)).toEqual({ width: 320, height: 180 });
  });

  it('is deterministic, and prompt, seed and batch index change the picture', () => {
    const base = renderImage({ prompt: PROMPT, aspectRatio: '1:1', format: 'png', seed: 's' });
    const same = renderImage({ prompt: PROMPT, aspectRatio: '1:1', format: 'png', seed: 's' });
    expect(Buffer.from(same).equals(Buffer.from(base))).toBe(true);
    for (const other of [
      renderImage({ prompt: 'A red forest', aspectRatio: '1:1', format: 'png', seed: 's' }),
      renderImage({ prompt: PROMPT, aspectRatio: '1:1', format: 'png', seed: 't' }),
      renderImage({ prompt: PROMPT, aspectRatio: '1:1', format: 'png', seed: 's', index: 1 }),
    ])
      expect(Buffer.from(other).equals(Buffer.from(base))).toBe(false);
  });

  it('takes its colours from the prompt and prints the prompt in a caption band', () => {
    const raster = new Raster(400, 300);
    drawScene(raster, 'red', 'seed', 0);
    const top = raster.data.subarray(0, 3);
    expect(top[0]).toBeGreaterThan(150); // "red" sets the sky colour
    expect(top[1]).toBeLessThan(80);
    const withText = new Raster(400, 300);
    drawScene(withText, 'red HELLO', 'seed', 0);
    let whiteInBand = 0;
    for (let index = 400 * 260 * 3; index < withText.data.length; index += 3) {
      if (
        (withText.data[index] ?? 0) > 240 &&
        (withText.data[index + 1] ?? 0) > 240 &&
        (withText.data[index + 2] ?? 0) > 240
      )
        whiteInBand += 1;
    }
    expect(whiteInBand).toBeGreaterThan(50);
    const decoded = jpeg.decode(
      renderImage({ prompt: 'red', aspectRatio: '1:1', format: 'jpeg', seed: 'seed' }),
    );
    expect(decoded.data[0]).toBeGreaterThan(150);
  });
});
