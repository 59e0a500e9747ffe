/**
 * Owns the small icons shown under the pointer during drag-out: one 64×64 PNG per asset
 * kind, drawn once and cached under `<data>/drag-icons/` (the app icon is 1024 px, far
 * too big to drag; generating at run time also spares the packager a resources path).
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AssetKind } from '../../shared/ipc/library';
import { encodePng } from '../../sandbox/media/encodePng';

const SIZE = 64;
const COLORS: Record<string, [number, number, number]> = {
  audio: [124, 77, 255],
  midi: [0, 150, 136],
  image: [33, 150, 243],
  video: [244, 81, 30],
  many: [96, 96, 96],
  other: [120, 120, 130],
};

/** Kind color with white bars: a waveform for audio/midi, a frame for the rest. */
function draw(kind: string): Uint8Array {
  const [red, green, blue] = COLORS[kind] ?? COLORS['other']!;
  const rgb = new Uint8Array(SIZE * SIZE * 3);
  const heights = [10, 22, 34, 18, 40, 26, 14, 30, 20];
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      let white: boolean;
      if (kind === 'audio' || kind === 'midi') {
        const bar = Math.floor((x - 5) / 6);
        const height = heights[bar] ?? 0;
        white = x >= 5 && (x - 5) % 6 < 4 && Math.abs(y - SIZE / 2) < height / 2;
      } else {
        white =
          (x >= 10 && x < 54 && (y === 14 || y === 15 || y === 48 || y === 49)) ||
          (y >= 14 && y < 50 && (x === 10 || x === 11 || x === 52 || x === 53));
      }
      const offset = (y * SIZE + x) * 3;
      rgb[offset] = white ? 255 : red;
      rgb[offset + 1] = white ? 255 : green;
      rgb[offset + 2] = white ? 255 : blue;
    }
  }
  return encodePng(rgb, SIZE, SIZE);
}

export function iconKind(kinds: readonly AssetKind[]): string {
  const distinct = [...new Set(kinds)];
  if (distinct.length !== 1) return 'many';
  const kind = distinct[0]!;
  return kind in COLORS ? kind : 'other';
}

export async function dragIconPath(folder: string, kind: string): Promise<string> {
  const path = join(folder, `${kind}.png`);
  if (existsSync(path)) return path;
  await mkdir(folder, { recursive: true });
  const temporary = `${path}.${process.pid}.partial`;
  await writeFile(temporary, draw(kind));
  await rename(temporary, path);
  return path;
}
