// The test-tuning cap on seeded lengths (TaskRecord.maxSeededS): it shortens only the
// lengths the plan picks itself, never a duration the request gave, and is off by default.
import { describe, expect, it } from 'vitest';
import { planMusicTask } from './musicPlan';
import type { TaskRecord } from './taskRecord';
import { recipeDuration, hashSeed } from './trackRecipe';

function task(
  action: string,
  body: Record<string, unknown>,
  seed: number,
  extra: Partial<TaskRecord> = {},
): TaskRecord {
  return {
    id: `task-${action}-${seed}`,
    owner: 'sk-test',
    model: 'tune',
    action,
    body,
    credits: 10,
    createdAt: 0,
    timeline: { totalMs: 0 } as TaskRecord['timeline'],
    refunded: false,
    seed,
    sources: [],
    ...extra,
  };
}

const seeds = Array.from({ length: 40 }, (_, index) => hashSeed('plan-test', index));
const lengths = (made: TaskRecord) =>
  planMusicTask(made).tracks.map((t) => recipeDuration(t.recipe));
const upload = { audio_url: 'https://example.com/song.mp3' };

describe('seeded lengths of music plans', () => {
  it('are realistic by default: generate 60–150 s, upload 60–180 s', () => {
    const generated = seeds.flatMap((seed) => lengths(task('generate', { prompt: 'x' }, seed)));
    expect(Math.min(...generated)).toBeGreaterThanOrEqual(60);
    expect(Math.max(...generated)).toBeGreaterThan(120);
    const uploads = seeds.map(
      (seed) => lengths(task('upload', { audio_url: `https://example.com/${seed}.mp3` }, seed))[0],
    );
    expect(Math.max(...(uploads as number[]))).toBeGreaterThan(120);
  });

  it('are capped by maxSeededS, still varied by seed', () => {
    const capped = { maxSeededS: 20 };
    const generated = seeds.flatMap((seed) =>
      lengths(task('generate', { prompt: 'x' }, seed, capped)),
    );
    expect(Math.max(...generated)).toBeLessThanOrEqual(20);
    expect(Math.min(...generated)).toBeGreaterThanOrEqual(10);
    expect(new Set(generated).size).toBeGreaterThan(3);
    for (const seed of seeds) {
      const uploads = lengths(
        task('upload', { audio_url: `https://example.com/${seed}.mp3` }, seed, capped),
      );
      expect(uploads[0]).toBeLessThanOrEqual(20);
      // upload-extend: the slice of the upload up to continue_at plus a capped continuation.
      const extended = lengths(task('upload-extend', { ...upload, continue_at: 5 }, seed, capped));
      for (const length of extended) expect(length).toBeLessThanOrEqual(25);
    }
  });

  it('leave a duration the request gave alone', () => {
    for (const seed of seeds.slice(0, 5)) {
      expect(
        lengths(task('generate', { prompt: 'x', duration: 90 }, seed, { maxSeededS: 20 })),
      ).toEqual([90, 90]);
      expect(
        lengths(task('upload-cover', { ...upload, duration: 75 }, seed, { maxSeededS: 20 })),
      ).toEqual([75, 75]);
    }
  });

  it('cap extend continuations; the joined song is the kept part plus the continuation', () => {
    const source = task('generate', { prompt: 'x', duration: 100 }, seeds[0] as number);
    const [first] = planMusicTask(source).tracks;
    const extend = task('extend', { continue_at: 40 }, seeds[1] as number, {
      maxSeededS: 20,
      sources: [{ taskId: source.id, index: 1, recipe: first!.recipe, action: 'generate' }],
    });
    for (const track of planMusicTask(extend).tracks) {
      const continuation = recipeDuration(track.recipe);
      expect(continuation).toBeLessThanOrEqual(20);
      expect(recipeDuration(track.fullRecipe!)).toBeCloseTo(40 + continuation, 3);
    }
  });
});
