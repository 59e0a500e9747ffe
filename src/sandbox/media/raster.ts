// Owns an RGB pixel buffer and the few drawing primitives the image and video scenes use.

import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphColumns } from './bitmapFont';

export type Rgb = readonly [number, number, number];

export class Raster {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 3);
  }

  /** Blends `color` over one pixel with opacity `alpha` (0..1); out-of-bounds is ignored. */
  blendPixel(x: number, y: number, color: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.blendSpan(y, x, x + 1, color, alpha);
  }

  /** Blends a horizontal run [left, right) of row y; the caller keeps it in bounds. */
  private blendSpan(y: number, left: number, right: number, color: Rgb, alpha: number): void {
    const data = this.data;
    const [r, g, b] = color;
    const end = (y * this.width + right) * 3;
    if (alpha >= 1) {
      for (let index = (y * this.width + left) * 3; index < end; index += 3) {
        data[index] = r;
        data[index + 1] = g;
        data[index + 2] = b;
      }
      return;
    }
    const keep = 1 - alpha;
    for (let index = (y * this.width + left) * 3; index < end; index += 3) {
      data[index] = (data[index] as number) * keep + r * alpha + 0.5;
      data[index + 1] = (data[index + 1] as number) * keep + g * alpha + 0.5;
      data[index + 2] = (data[index + 2] as number) * keep + b * alpha + 0.5;
    }
  }

  verticalGradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y += 1) {
      const t = this.height > 1 ? y / (this.height - 1) : 0;
      const r = Math.round(top[0] + (bottom[0] - top[0]) * t);
      const g = Math.round(top[1] + (bottom[1] - top[1]) * t);
      const b = Math.round(top[2] + (bottom[2] - top[2]) * t);
      for (let x = 0, index = y * this.width * 3; x < this.width; x += 1, index += 3) {
        this.data[index] = r;
        this.data[index + 1] = g;
        this.data[index + 2] = b;
      }
    }
  }

  fillRect(x0: number, y0: number, width: number, height: number, color: Rgb, alpha = 1): void {
    const left = Math.max(0, Math.round(x0));
    const top = Math.max(0, Math.round(y0));
    const right = Math.min(this.width, Math.round(x0 + width));
    const bottom = Math.min(this.height, Math.round(y0 + height));
    if (right <= left) return;
    for (let y = top; y < bottom; y += 1) this.blendSpan(y, left, right, color, alpha);
  }

  fillCircle(cx: number, cy: number, radius: number, color: Rgb, alpha = 1): void {
    const top = Math.max(0, Math.floor(cy - radius));
    const bottom = Math.min(this.height - 1, Math.ceil(cy + radius));
    for (let y = top; y <= bottom; y += 1) {
      const half = Math.sqrt(Math.max(0, radius * radius - (y - cy) * (y - cy)));
      const left = Math.max(0, Math.round(cx - half));
      const right = Math.min(this.width - 1, Math.round(cx + half));
      if (right >= left) this.blendSpan(y, left, right + 1, color, alpha);
    }
  }

  /** Triangle with a horizontal base from (x0, baseY) to (x1, baseY) and apex (apexX, apexY). */
  fillPeak(
    x0: number,
    x1: number,
    baseY: number,
    apexX: number,
    apexY: number,
    color: Rgb,
    alpha = 1,
  ): void {
    const top = Math.max(0, Math.round(Math.min(apexY, baseY)));
    const bottom = Math.min(this.height - 1, Math.round(Math.max(apexY, baseY)));
    for (let y = top; y <= bottom; y += 1) {
      const t = baseY === apexY ? 1 : (y - apexY) / (baseY - apexY);
      const left = Math.max(0, Math.round(apexX + (x0 - apexX) * t));
      const right = Math.min(this.width - 1, Math.round(apexX + (x1 - apexX) * t));
      if (right >= left) this.blendSpan(y, left, right + 1, color, alpha);
    }
  }

  /** Prints text with the 5x7 font at an integer scale; returns the drawn width. */
  drawText(text: string, x0: number, y0: number, scale: number, color: Rgb): number {
    let x = x0;
    for (const character of text) {
      const columns = glyphColumns(character);
      columns.forEach((bits, column) => {
        for (let row = 0; row < GLYPH_HEIGHT; row += 1) {
          if ((bits >> row) & 1)
            this.fillRect(x + column * scale, y0 + row * scale, scale, scale, color);
        }
      });
      x += (GLYPH_WIDTH + 1) * scale;
    }
    return x - x0;
  }
}
