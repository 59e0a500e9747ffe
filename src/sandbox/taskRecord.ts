// The stored shape of an account and of a task: everything needed to answer status reads
// and to regenerate media, as plain JSON (this is exactly what --data persists).
import type { TaskTimeline } from './taskTiming';
import type { TrackRecipe } from './trackRecipe';

/** A source track resolved at acceptance time, so results never depend on later state. */
export interface ResolvedTrack {
  taskId: string;
  index: number;
  recipe: TrackRecipe;
  /** The source task's action (e.g. `extend`, so concat can reach the extended song). */
  action: string;
  /** For extend tracks: the whole song up to and including the continuation (what concat returns). */
  fullRecipe?: TrackRecipe;
}

export interface TaskRecord {
  id: string;
  owner: string;
  /** Model key of the submit endpoint; `tune` for every music action. */
  model: string;
  /** Music action; the legacy `tune` submit is stored as `generate`. */
  action?: string;
  body: Record<string, unknown>;
  credits: number;
  createdAt: number;
  timeline: TaskTimeline;
  /** When set the task ends FAILED with this text (and is refunded). */
  failure?: string;
  refunded: boolean;
  /** Finished before 2026-10-15: status has no `result`, tracks only in result_urls. */
  legacy?: boolean;
  seed: number;
  sources: ResolvedTrack[];
  /** Finished persona / create-model task the request referred to, if any. */
  personaId?: string;
  customModelId?: string;
  /**
   * Test tuning (SandboxOptions.maxSeededS): the longest length, in seconds, the plan may pick
   * itself for a song (never a `duration` the request gave). Kept on the task so its plan, and
   * every later read of its durations, stays the same across restarts. Absent: faithful lengths.
   */
  maxSeededS?: number;
}

export interface AccountRecord {
  key: string;
  balance: number;
}

export function finishesAt(task: TaskRecord): number {
  return task.createdAt + task.timeline.totalMs;
}
