// The tempo bench's corpus: sandbox songs whose tempo is known, spread evenly over 60–200 BPM,
// each with an extension and a cover made the way the sandbox's music plan makes them (a new
// song that keeps the source's tempo and key: musicPlan.ts `newSong(..., like)`), rendered to
// PCM by the sandbox's own renderer (mediaStore.renderRecipe). The truth is what the
// sandbox's `bpm` action returns for each track (taskView.ts: the composed song's tempo).
import { composedSong, renderRecipe } from '../src/sandbox/mediaStore';
import { SAMPLE_RATE } from '../src/sandbox/media';
import { hashSeed, type SongRecipe } from '../src/sandbox/trackRecipe';

export interface TempoCase {
  name: string;
  kind: 'song' | 'extension' | 'cover';
  /** What the service's bpm action says. */
  bpm: number;
  samples: Float32Array;
  sampleRate: number;
}

const KEYS = ['C', 'Am', 'G', 'Em', 'D', 'F#m', 'F', 'Dm', 'Bb', 'Eb', 'Cm', 'A'];

/**
 * `count` songs at tempos spread evenly over [low, high] BPM, with an extension and a cover
 * each. `label` seeds them: 'tempo-bench' is the set the thresholds were measured on,
 * 'tempo-heldout' a set never looked at while tuning.
 */
export function* tempoCorpus(
  count = 60,
  low = 60,
  high = 200,
  label = 'tempo-bench',
): Generator<TempoCase> {
  for (let index = 0; index < count; index += 1) {
    const bpm = Math.round(low + (index * (high - low)) / Math.max(1, count - 1));
    const seed = hashSeed(label, index);
    const song: SongRecipe = {
      op: 'song',
      seed,
      durationS: 60 + (seed % 61),
      instrumental: index % 3 === 0,
      bpm,
      key: KEYS[index % KEYS.length]!,
    };
    const like = (variant: string, durationS: number): SongRecipe => ({
      ...song,
      seed: hashSeed(label, index, variant),
      durationS,
    });
    const variants: [TempoCase['kind'], SongRecipe][] = [
      ['song', song],
      ['extension', like('extend', 30 + (seed % 61))],
      ['cover', like('cover', song.durationS)],
    ];
    for (const [kind, recipe] of variants) {
      yield {
        name: `${kind} ${index} (${bpm} BPM)`,
        kind,
        bpm: composedSong(recipe).bpm,
        samples: renderRecipe(recipe),
        sampleRate: SAMPLE_RATE,
      };
    }
  }
}
