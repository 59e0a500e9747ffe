/**
 * How long to wait before polling a task again, by what it is and how old it is. Images
 * finish in seconds, video and music in tens of seconds, create-model in minutes, so each
 * kind starts near its typical duration's granularity and slows down as the task ages
 * (a task that has run for long will not finish in the next second either).
 */
import type { ModelKind } from '../../shared/service/models';

export interface DelayCurve {
  /** First delay after acceptance. */
  initialMs: number;
  /** The delay grows by `initialMs` every `growEveryMs` of age… */
  growEveryMs: number;
  /** …up to this. */
  maxMs: number;
}

const QUICK_MUSIC_ACTIONS = new Set(['lyrics', 'upsample-tags', 'bpm', 'midi', 'aligned-lyrics', 'download', 'persona', 'create-voice', 'upload']);

export const DELAY_CURVES = {
  image: { initialMs: 1_000, growEveryMs: 10_000, maxMs: 5_000 },
  video: { initialMs: 3_000, growEveryMs: 20_000, maxMs: 15_000 },
  music: { initialMs: 2_000, growEveryMs: 15_000, maxMs: 10_000 },
  musicQuick: { initialMs: 1_000, growEveryMs: 10_000, maxMs: 5_000 },
  createModel: { initialMs: 30_000, growEveryMs: 120_000, maxMs: 120_000 },
} as const satisfies Record<string, DelayCurve>;

export function delayCurve(kind: ModelKind, action: string | null): DelayCurve {
  if (kind === 'image') return DELAY_CURVES.image;
  if (kind === 'video') return DELAY_CURVES.video;
  if (action === 'create-model') return DELAY_CURVES.createModel;
  if (action !== null && QUICK_MUSIC_ACTIONS.has(action)) return DELAY_CURVES.musicQuick;
  return DELAY_CURVES.music;
}

/**
 * Delay before the next poll. `speed` is the preference multiplier (2 = polls half as
 * often); `scale` lets tests and the bench shrink every delay at once.
 */
export function pollDelay(kind: ModelKind, action: string | null, ageMs: number, speed = 1, scale = 1): number {
  const curve = delayCurve(kind, action);
  const grown = curve.initialMs * (1 + Math.max(0, ageMs) / curve.growEveryMs);
  return Math.max(1, Math.round(Math.min(curve.maxMs, grown) * speed * scale));
}
