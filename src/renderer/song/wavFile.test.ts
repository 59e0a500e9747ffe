import { describe, expect, it } from 'vitest';
import { encodeWav, toBase64 } from './wavFile';

describe('encodeWav', () => {
  it('writes a 16-bit PCM header and interleaved, clipped samples', () => {
    const bytes = encodeWav([new Float32Array([0, 1, -1]), new Float32Array([0.5, 2, -2])], 44_100);
    const view = new DataView(bytes.buffer);
    const ascii = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
    expect([ascii(0), ascii(8), ascii(12), ascii(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint16(22, true)).toBe(2);
    expect(view.getUint32(24, true)).toBe(44_100);
    expect(view.getUint32(40, true)).toBe(12);
    expect(bytes.length).toBe(56);
    const samples = Array.from({ length: 6 }, (_, position) =>
      view.getInt16(44 + position * 2, true),
    );
    expect(samples).toEqual([0, 16384, 32767, 32767, -32768, -32768]);
  });
});

describe('toBase64', () => {
  it('round-trips more than one chunk', () => {
    const bytes = new Uint8Array(70_000).map((_, position) => position % 251);
    const back = Uint8Array.from(atob(toBase64(bytes)), (char) => char.charCodeAt(0));
    expect(back).toEqual(bytes);
  });
});
