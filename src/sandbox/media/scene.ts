// Owns what a prompt looks like: a palette and scene elements chosen from the prompt's words
// (colour names, sun, mountains, sea, city, stars, trees...), animated by time for video, with
// the prompt itself printed on top so every image visibly belongs to its request.

import { GLYPH_HEIGHT, GLYPH_WIDTH, wrapText } from './bitmapFont';
import { createRandom, hashString } from './random';
import { Raster, type Rgb } from './raster';

const COLOR_WORDS: Record<string, Rgb> = {
  red: [200, 40, 40],
  crimson: [160, 20, 50],
  orange: [240, 130, 30],
  yellow: [240, 210, 50],
  gold: [212, 175, 55],
  green: [40, 160, 70],
  emerald: [20, 140, 90],
  teal: [20, 130, 130],
  cyan: [40, 200, 220],
  blue: [40, 80, 200],
  navy: [20, 30, 90],
  purple: [120, 50, 170],
  violet: [140, 80, 200],
  pink: [240, 120, 170],
  magenta: [210, 40, 160],
  brown: [120, 80, 40],
  black: [15, 15, 20],
  white: [240, 240, 240],
  gray: [128, 128, 128],
  grey: [128, 128, 128],
  silver: [190, 195, 200],
  sunset: [250, 110, 60],
  sunrise: [250, 170, 90],
  night: [15, 20, 60],
  ocean: [20, 90, 160],
  sea: [30, 110, 170],
  sky: [110, 170, 240],
  forest: [30, 100, 50],
  desert: [220, 180, 110],
  snow: [230, 240, 250],
  fire: [240, 90, 20],
  neon: [60, 255, 200],
  ice: [170, 220, 250],
  autumn: [200, 110, 40],
  spring: [150, 210, 110],
};

export interface ScenePlan {
  top: Rgb;
  bottom: Rgb;
  accent: Rgb;
  words: string[];
  lines: string[];
}

function hueColor(hue: number, saturation: number, lightness: number): Rgb {
  const k = (n: number): number => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number): number => lightness - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

export function planScene(prompt: string, seed: string): ScenePlan {
  const words = prompt.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const named = words
    .map((word) => COLOR_WORDS[word])
    .filter((color): color is Rgb => color !== undefined);
  const hue = hashString(`${prompt}|${seed}`) % 360;
  const top = named[0] ?? hueColor(hue, 0.6, 0.35);
  const bottom = named[1] ?? hueColor((hue + 40) % 360, 0.7, 0.6);
  const accent = named[2] ?? hueColor((hue + 180) % 360, 0.8, 0.6);
  return { top, bottom, accent, words, lines: [] };
}

const has = (words: readonly string[], ...keys: string[]): boolean =>
  keys.some((key) => words.some((word) => word.startsWith(key)));

/** Draws the scene at time `t` seconds (0 for stills); motion is periodic and smooth. */
export function drawScene(raster: Raster, prompt: string, seed: string, t: number): void {
  const plan = planScene(prompt, seed);
  const { width, height } = raster;
  const random = createRandom(`scene:${seed}:${prompt}`);
  const words = plan.words;
  raster.verticalGradient(plan.top, plan.bottom);
  const unit = Math.min(width, height);
  if (has(words, 'star', 'night', 'space', 'galax', 'cosmic')) {
    for (let index = 0; index < 60; index += 1) {
      const x = random.next() * width;
      const y = random.next() * height * 0.6;
      const twinkle = 0.5 + 0.5 * Math.sin(t * 3 + index);
      raster.fillCircle(x, y, Math.max(1, unit * 0.004), [255, 255, 230], twinkle);
    }
  }
  if (has(words, 'sun', 'moon', 'planet', 'light', 'glow')) {
    const moon = has(words, 'moon', 'night');
    raster.fillCircle(
      width * (0.7 + 0.1 * Math.sin(t * 0.5)),
      height * (0.28 - 0.05 * Math.sin(t * 0.5)),
      unit * 0.13,
      moon ? [235, 235, 215] : [255, 220, 90],
    );
  }
  if (has(words, 'mountain', 'hill', 'peak', 'alp', 'volcano')) {
    for (let index = 0; index < 4; index += 1) {
      const apexX = width * (0.1 + index * 0.28 + random.next() * 0.1);
      const shade = 0.45 + index * 0.1;
      raster.fillPeak(
        apexX - width * 0.3,
        apexX + width * 0.3,
        height * 0.8,
        apexX,
        height * (0.3 + random.next() * 0.2),
        [plan.accent[0] * shade, plan.accent[1] * shade, plan.accent[2] * shade],
      );
    }
  }
  if (has(words, 'city', 'building', 'tower', 'street', 'urban', 'skyline')) {
    for (let x = 0; x < width; x += unit * 0.09) {
      const buildingHeight = height * (0.2 + random.next() * 0.4);
      raster.fillRect(x, height - buildingHeight, unit * 0.08, buildingHeight, [30, 30, 45]);
      for (let y = height - buildingHeight + 6; y < height - 6; y += unit * 0.04) {
        const lit = Math.sin(t * 2 + x * 0.1 + y) > 0;
        raster.fillRect(
          x + unit * 0.02,
          y,
          unit * 0.015,
          unit * 0.015,
          lit ? [255, 220, 120] : [60, 60, 80],
        );
      }
    }
  }
  if (has(words, 'tree', 'forest', 'wood', 'jungle', 'garden')) {
    for (let index = 0; index < 7; index += 1) {
      const x = (width * (index + 0.5)) / 7 + Math.sin(t + index) * unit * 0.01;
      raster.fillRect(x - unit * 0.012, height * 0.78, unit * 0.024, height * 0.12, [90, 60, 30]);
      raster.fillPeak(
        x - unit * 0.07,
        x + unit * 0.07,
        height * 0.8,
        x,
        height * (0.45 + random.next() * 0.1),
        [30, 120, 50],
      );
    }
  }
  if (has(words, 'sea', 'ocean', 'water', 'lake', 'river', 'wave', 'beach', 'rain')) {
    for (let band = 0; band < 6; band += 1) {
      const y0 = height * (0.72 + band * 0.045);
      for (let x = 0; x < width; x += 2) {
        const y = y0 + Math.sin(x * 0.03 + t * 2 + band) * unit * 0.01;
        raster.fillRect(
          x,
          y,
          2,
          height - y,
          [30 + band * 10, 90 + band * 12, 170 + band * 10],
          0.35,
        );
      }
    }
  }
  // Free shapes keyed by the prompt, so any prompt gets its own composition, and motion in video.
  const shapes = 3 + (hashString(prompt) % 4);
  for (let index = 0; index < shapes; index += 1) {
    const phase = random.next() * Math.PI * 2;
    const x = width * (0.15 + 0.7 * random.next()) + Math.cos(t * 0.9 + phase) * width * 0.12;
    const y = height * (0.15 + 0.5 * random.next()) + Math.sin(t * 1.1 + phase) * height * 0.1;
    const size = unit * (0.05 + random.next() * 0.08);
    if (random.chance(0.5)) raster.fillCircle(x, y, size, plan.accent, 0.75);
    else
      raster.fillRect(
        x - size,
        y - size,
        size * 2,
        size * 2,
        [255 - plan.bottom[0], 255 - plan.bottom[1], 255 - plan.bottom[2]],
        0.6,
      );
  }
  drawCaption(raster, prompt);
}

/** Prints the prompt in a dark band at the bottom: up to three lines, scaled to the width. */
export function drawCaption(raster: Raster, prompt: string): void {
  const { width, height } = raster;
  const scale = Math.max(1, Math.floor(Math.min(width, height * 1.6) / 260));
  const advance = (GLYPH_WIDTH + 1) * scale;
  const columns = Math.max(4, Math.floor((width - 4 * scale) / advance));
  const lines = wrapText(prompt, columns, 3);
  const lineHeight = (GLYPH_HEIGHT + 3) * scale;
  const bandHeight = lines.length * lineHeight + 3 * scale;
  raster.fillRect(0, height - bandHeight, width, bandHeight, [0, 0, 0], 0.55);
  lines.forEach((line, index) => {
    raster.drawText(
      line,
      2 * scale,
      height - bandHeight + 2 * scale + index * lineHeight,
      scale,
      [255, 255, 255],
    );
  });
}
