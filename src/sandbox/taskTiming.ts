// When each task changes state. Nothing is scheduled: a task stores its acceptance time and
// a timeline, and its status is computed from the clock on every read, so thousands of
// tasks cost no timers at all.

export type TaskStatus =
  'PENDING' | 'QUEUED' | 'PROCESSING' | 'REVIEW_REQUIRED' | 'SUCCEEDED' | 'FAILED';

export interface TaskTimeline {
  /** Milliseconds from acceptance until the task reaches its final state. */
  totalMs: number;
  /** Whether the task passes through REVIEW_REQUIRED while processing. */
  review: boolean;
}

export type TaskDurationClass =
  'image' | 'video' | 'music' | 'music-quick' | 'music-video' | 'create-model';

/** Realistic defaults, [shortest, longest] in milliseconds, used when --task-ms is not given. */
const REALISTIC_MS: Record<TaskDurationClass, [number, number]> = {
  image: [2_500, 6_000],
  video: [15_000, 30_000],
  music: [10_000, 25_000],
  'music-quick': [2_000, 5_000],
  'music-video': [20_000, 30_000],
  'create-model': [120_000, 240_000],
};

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

export function durationClass(kind: string, action: string | undefined): TaskDurationClass {
  if (kind === 'image') return 'image';
  if (kind === 'video') return 'video';
  if (action === 'create-model') return 'create-model';
  if (action === 'music-video') return 'music-video';
  if (action !== undefined && QUICK_MUSIC_ACTIONS.has(action)) return 'music-quick';
  return 'music';
}

/** `fraction` in [0, 1) comes from the task seed, so the same task always gets the same timing. */
export function planTimeline(
  durationKind: TaskDurationClass,
  taskMs: number | undefined,
  fraction: number,
  review: boolean,
): TaskTimeline {
  if (taskMs !== undefined) return { totalMs: Math.floor(taskMs * (0.5 + 0.5 * fraction)), review };
  const [shortest, longest] = REALISTIC_MS[durationKind];
  return { totalMs: Math.floor(shortest + (longest - shortest) * fraction), review };
}

/** PENDING 10%, QUEUED 20%, then PROCESSING (with REVIEW_REQUIRED over its middle third when flagged). */
export function statusAt(
  timeline: TaskTimeline,
  elapsedMs: number,
  finalStatus: 'SUCCEEDED' | 'FAILED',
): TaskStatus {
  const total = timeline.totalMs;
  if (elapsedMs >= total) return finalStatus;
  if (elapsedMs < total * 0.1) return 'PENDING';
  if (elapsedMs < total * 0.3) return 'QUEUED';
  if (timeline.review && elapsedMs >= total * 0.5 && elapsedMs < total * 0.8)
    return 'REVIEW_REQUIRED';
  return 'PROCESSING';
}
