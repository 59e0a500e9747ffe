// The local tempo estimate (src/renderer/library/tempoEstimate.ts) on songs the sandbox
// renders, against the tempo the service's bpm action reports for them. Seeded apart from
// the bench's tuning and held-out sets (bench/tempoCorpus.ts). Lives here because the
// renderer may not import the sandbox.
import { describe, expect, it } from 'vitest';
import { estimateTempo, readTempo } from '../src/renderer/library/tempoEstimate';
import { SAMPLE_RATE } from '../src/sandbox/media/renderSong';
import { composedSong, renderRecipe } from '../src/sandbox/mediaStore';
import { hashSeed, type SongRecipe } from '../src/sandbox/trackRecipe';

const within2Percent = (value: number | null | undefined, truth: number): boolean =>
  value != null && Math.abs(value - truth) <= 0.02 * truth;

function song(bpm: number, seedIndex: number): { samples: Float32Array; truth: number } {
  const recipe: SongRecipe = {
    op: 'song',
    seed: hashSeed('tempo-test', seedIndex),
    durationS: 60,
    instrumental: false,
    bpm,
    key: 'Am',
  };
  return { samples: renderRecipe(recipe), truth: composedSong(recipe).bpm };
}

// Each case renders a minute of sandbox audio (a second or two of CPU, more on a busy machine).
describe('the tempo estimate on sandbox songs', { timeout: 120_000 }, () => {
  // The same song at 84 and at 168 BPM: the same drum patterns twice as fast. The estimator
  // before issue 22 part 2 read the fast one as 84 (its kick-to-snare taken as one beat).
  it.each([84, 168])('reads the same song at %i BPM at its tempo', (bpm) => {
    const { samples, truth } = song(bpm, 1);
    expect(truth).toBe(bpm);
    expect(readTempo([samples], SAMPLE_RATE)?.bpm).toSatisfy((read: number | undefined) =>
      within2Percent(read, truth),
    );
    expect(estimateTempo([samples], SAMPLE_RATE)).toSatisfy(
      (estimate: number | null) => estimate === null || within2Percent(estimate, truth),
    );
  });

  it.each([150, 190])('reads a fast %i BPM song at its tempo, not at half', (bpm) => {
    const { samples, truth } = song(bpm, 2);
    expect(readTempo([samples], SAMPLE_RATE)?.bpm).toSatisfy((read: number | undefined) =>
      within2Percent(read, truth),
    );
  });
});
