/**
 * When to poll a task next, from what it is, how old it is and how long tasks of its class
 * take. A task is not polled before it can plausibly be done (`soonestMs`), is polled at its
 * class's fastest cadence while it is inside its expected window, and slows down once it runs
 * past the window (a task far past its expected finish will not finish in the next second
 * either). The window comes from `DurationModel` (priors, refined by observed finishes).
 */
import type { ModelKind } from '../../shared/service/models';

export interface DelayCurve {
  /** Cadence inside the expected window. */
  initialMs: number;
  /** Past the window the delay grows by `initialMs` every `growEveryMs` of lateness… */
  growEveryMs: number;
  /** …up to this. */
  maxMs: number;
}

export type DurationClass = 'image' | 'video' | 'music' | 'musicQuick' | 'createModel';

const QUICK_MUSIC_ACTIONS = new Set([
  'lyrics',
  'upsample-tags',
  'bpm',
  'midi',
  'aligned-lyrics',
  'download',
  'persona',
  'create-voice',
  'upload',
]);

export const DELAY_CURVES = {
  image: { initialMs: 1_000, growEveryMs: 10_000, maxMs: 5_000 },
  video: { initialMs: 3_000, growEveryMs: 20_000, maxMs: 15_000 },
  music: { initialMs: 2_000, growEveryMs: 15_000, maxMs: 10_000 },
  musicQuick: { initialMs: 1_000, growEveryMs: 10_000, maxMs: 5_000 },
  createModel: { initialMs: 30_000, growEveryMs: 120_000, maxMs: 120_000 },
} as const satisfies Record<DurationClass, DelayCurve>;

export function durationClass(kind: ModelKind, action: string | null): DurationClass {
  if (kind === 'image') return 'image';
  if (kind === 'video') return 'video';
  if (action === 'create-model') return 'createModel';
  if (action !== null && QUICK_MUSIC_ACTIONS.has(action)) return 'musicQuick';
  return 'music';
}

export function delayCurve(kind: ModelKind, action: string | null): DelayCurve {
  return DELAY_CURVES[durationClass(kind, action)];
}

/** Ages (ms since acceptance) between which a task of a class usually finishes. */
export interface ExpectedWindow {
  soonestMs: number;
  latestMs: number;
}

/**
 * Delay before the next poll of a task of age `ageMs` that is not done yet. Without a
 * window the age counts from acceptance (the curve alone). `speed` is the preference
 * multiplier (2 = polls half as often); `scale` shrinks every delay at once (tests, bench).
 */
export function pollDelay(
  kind: ModelKind,
  action: string | null,
  ageMs: number,
  speed = 1,
  scale = 1,
  window?: ExpectedWindow,
): number {
  const curve = delayCurve(kind, action);
  const age = Math.max(0, ageMs);
  // Not plausibly done yet: wait for the window to open (no speed factor: it is not a cadence).
  if (window && age < window.soonestMs) return Math.max(1, Math.round(window.soonestMs - age));
  const lateness = window ? Math.max(0, age - window.latestMs) : age;
  const grown = curve.initialMs * (1 + lateness / curve.growEveryMs);
  return Math.max(1, Math.round(Math.min(curve.maxMs, grown) * speed * scale));
}
