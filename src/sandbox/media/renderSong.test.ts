import { describe, expect, it } from 'vitest';
import { composeSong } from './composeSong';
import { renderSong, SAMPLE_RATE } from './renderSong';

function rms(pcm: Float32Array): number {
  let sum = 0;
  for (const value of pcm) sum += value * value;
  return Math.sqrt(sum / pcm.length);
}

describe('renderSong', () => {
  const song = composeSong({ seed: 'mix', durationS: 40 });

  it('renders the whole duration with audible, unclipped-ish content', () => {
    const pcm = renderSong(song);
    expect(pcm.length).toBe(Math.ceil(40 * SAMPLE_RATE));
    expect(rms(pcm)).toBeGreaterThan(0.03);
    let peak = 0;
    for (const value of pcm) peak = Math.max(peak, Math.abs(value));
    expect(peak).toBeLessThan(1.5);
  });

  it('sums its stems exactly to the mix', () => {
    const mix = renderSong(song);
    const sum = new Float32Array(mix.length);
    for (const part of song.parts) {
      const stem = renderSong(song, [part.name]);
      expect(rms(stem), part.name).toBeGreaterThan(0.001);
      for (let index = 0; index < sum.length; index += 1)
        sum[index] = (sum[index] ?? 0) + (stem[index] ?? 0);
    }
    let worst = 0;
    for (let index = 0; index < mix.length; index += 1)
      worst = Math.max(worst, Math.abs((mix[index] ?? 0) - (sum[index] ?? 0)));
    expect(worst).toBeLessThan(1e-5);
  });

  it('is deterministic and renders a stem the song lacks as silence', () => {
    const again = renderSong(composeSong({ seed: 'mix', durationS: 40 }));
    expect(Buffer.from(again.buffer).equals(Buffer.from(renderSong(song).buffer))).toBe(true);
    expect(rms(renderSong(song, ['theremin']))).toBe(0);
  });

  it('puts the beat where the tempo says: drum energy peaks on the beat grid', () => {
    const drums = composeSong({ seed: 'grid', durationS: 20, bpm: 120, stems: ['kick'] });
    const pcm = renderSong(drums);
    const beat = Math.round((60 / 120) * SAMPLE_RATE);
    const window = Math.round(0.05 * SAMPLE_RATE);
    let onBeat = 0;
    let offBeat = 0;
    for (let start = 0; start + beat < pcm.length; start += beat) {
      onBeat += rms(pcm.subarray(start, start + window));
      offBeat += rms(pcm.subarray(start + beat / 2 - window, start + beat / 2));
    }
    expect(onBeat).toBeGreaterThan(offBeat * 3);
  });
});
