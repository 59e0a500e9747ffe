import { describe, expect, it } from 'vitest';
import { composedSong, renderRecipe } from './mediaStore';
import { renderSong } from './media';
import type { SongRecipe } from './trackRecipe';

const peakOf = (pcm: Float32Array): number =>
  pcm.reduce((peak, value) => Math.max(peak, Math.abs(value)), 0);

describe('song levels', () => {
  it('turns a loud song down instead of clipping it, and its stems still sum to the mix', () => {
    // Find a song whose raw mix goes past full scale (such seeds made a CI run fail once).
    let loud: SongRecipe | null = null;
    for (let seed = 1; seed < 400 && !loud; seed += 1) {
      const recipe: SongRecipe = { op: 'song', seed, durationS: 6, instrumental: false };
      if (peakOf(renderSong(composedSong(recipe))) > 1) loud = recipe;
    }
    expect(loud, 'a seed whose raw mix clips').not.toBeNull();
    const mix = renderRecipe(loud!);
    expect(peakOf(mix)).toBeLessThanOrEqual(0.9 + 1e-6);
    const stems = composedSong(loud!).parts.map((part) =>
      renderRecipe({ op: 'stem', source: loud!, stem: part.name }),
    );
    let worst = 0;
    for (let index = 0; index < mix.length; index += 1)
      worst = Math.max(
        worst,
        Math.abs(stems.reduce((sum, stem) => sum + (stem[index] ?? 0), 0) - (mix[index] ?? 0)),
      );
    expect(worst).toBeLessThan(1e-5);
  });

  it('leaves a song that fits unchanged', () => {
    for (let seed = 1; seed < 50; seed += 1) {
      const recipe: SongRecipe = { op: 'song', seed, durationS: 4, instrumental: true };
      const raw = renderSong(composedSong(recipe));
      if (peakOf(raw) > 0.9) continue;
      const rendered = renderRecipe(recipe);
      const length = Math.min(rendered.length, raw.length);
      expect(rendered.subarray(0, length)).toEqual(raw.subarray(0, length));
      return;
    }
    throw new Error('no quiet seed found');
  });
});
