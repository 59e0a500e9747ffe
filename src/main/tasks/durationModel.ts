/**
 * How long tasks of each class take, so the scheduler can skip polls that cannot find a
 * finished task and spend its request budget near the expected finish. Starts from modest
 * priors (images a few seconds, video and music tens of seconds, create-model minutes) and
 * learns from finishes it sees: a task seen running at age `lower` and finished at age
 * `upper` finished somewhere in between. The service's speed changes with its load, so
 * only recent finishes count.
 */
import type { ModelKind } from '../../shared/service/models';
import { durationClass, type DurationClass, type ExpectedWindow } from './pollDelay';

/** Priors in ms: deliberately early `soonestMs` (a wrong prior only costs a few polls). */
export const PRIOR_WINDOWS: Record<DurationClass, ExpectedWindow> = {
  image: { soonestMs: 1_000, latestMs: 8_000 },
  video: { soonestMs: 5_000, latestMs: 40_000 },
  music: { soonestMs: 4_000, latestMs: 30_000 },
  musicQuick: { soonestMs: 1_000, latestMs: 8_000 },
  createModel: { soonestMs: 30_000, latestMs: 300_000 },
};

export interface DurationModel {
  /** Where tasks of this class usually finish (ms of age). */
  window(kind: ModelKind, action: string | null): ExpectedWindow;
  /** A task was last seen running at age `lowerMs` (0 if never) and found final at `upperMs`. */
  observeFinish(kind: ModelKind, action: string | null, lowerMs: number, upperMs: number): void;
}

export interface DurationModelOptions {
  /** Multiplies the priors (tests and bench shrink every delay with it). */
  scale?: number;
  /** Finishes remembered per class. */
  keep?: number;
  /** Finishes needed before the observations replace the prior. */
  minSamples?: number;
  /** A learned `soonestMs` never exceeds this many times the prior's `latestMs`. */
  maxStretch?: number;
}

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

export function createDurationModel(options: DurationModelOptions = {}): DurationModel {
  const scale = options.scale ?? 1;
  const keep = options.keep ?? 64;
  const minSamples = options.minSamples ?? 8;
  const maxStretch = options.maxStretch ?? 10;
  const samples = new Map<DurationClass, { lower: number; upper: number }[]>();
  const cached = new Map<DurationClass, ExpectedWindow>();

  const prior = (name: DurationClass): ExpectedWindow => ({
    soonestMs: PRIOR_WINDOWS[name].soonestMs * scale,
    latestMs: PRIOR_WINDOWS[name].latestMs * scale,
  });

  function learned(name: DurationClass): ExpectedWindow {
    const seen = samples.get(name) ?? [];
    const base = prior(name);
    if (seen.length < minSamples) return base;
    // Soonest: a low quantile of the ages at which finished tasks were still running, so
    // polling lag can only make it earlier (safe), never later than a real fast finish.
    const lowers = seen.map((sample) => sample.lower).sort((a, b) => a - b);
    const middles = seen.map((sample) => (sample.lower + sample.upper) / 2).sort((a, b) => a - b);
    const soonestMs = Math.min(quantile(lowers, 0.1), base.latestMs * maxStretch);
    const latestMs = Math.max(soonestMs, quantile(middles, 0.9));
    return { soonestMs, latestMs };
  }

  return {
    window(kind, action) {
      const name = durationClass(kind, action);
      let found = cached.get(name);
      if (!found) {
        found = learned(name);
        cached.set(name, found);
      }
      return found;
    },
    observeFinish(kind, action, lowerMs, upperMs) {
      if (!(upperMs >= 0) || !(lowerMs >= 0) || lowerMs > upperMs) return;
      const name = durationClass(kind, action);
      const seen = samples.get(name) ?? [];
      seen.push({ lower: lowerMs, upper: upperMs });
      if (seen.length > keep) seen.shift();
      samples.set(name, seen);
      cached.delete(name);
    },
  };
}
