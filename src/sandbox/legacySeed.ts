// Music tasks "finished before 2026-10-15" for a key: status without `result` (tracks only
// in result_urls), still usable as sources. Ids are derived from the key, so a restarted
// sandbox or a test can find them again without storing anything.
import { createHash } from 'node:crypto';
import { planMusicTask } from './musicPlan';
import type { TaskRecord } from './taskRecord';
import type { TaskStore } from './taskStore';
import { hashSeed } from './trackRecipe';

export interface LegacySeed {
  /** A generate task with two tracks. */
  generate: string;
  /** An upload task (source for add-vocals, add-instrumental, sample). */
  upload: string;
  /** An extend of the generate task's first track at 30 s (source for concat). */
  extend: string;
}

export const LEGACY_CUTOFF = Date.UTC(2026, 9, 15);
const SEEDED_AT = Date.UTC(2026, 8, 1, 10, 0, 0);

function legacyId(key: string, name: string): string {
  const hex = createHash('sha256').update(`${key}\u0000legacy\u0000${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function legacyTask(
  key: string,
  name: string,
  action: string,
  body: Record<string, unknown>,
  minute: number,
): TaskRecord {
  const id = legacyId(key, name);
  return {
    id,
    owner: key,
    model: 'tune',
    action,
    body,
    credits: 0,
    createdAt: SEEDED_AT + minute * 60_000,
    timeline: { totalMs: 30_000, review: false },
    refunded: false,
    legacy: true,
    seed: hashSeed(id),
    sources: [],
  };
}

export function seedLegacyTasks(store: TaskStore, key: string): LegacySeed {
  const generate = legacyTask(
    key,
    'generate',
    'generate',
    { prompt: 'A legacy song about late summer evenings', duration: 90 },
    0,
  );
  const upload = legacyTask(
    key,
    'upload',
    'upload',
    { audio_url: 'https://example.com/legacy/instrumental.mp3' },
    5,
  );
  const extend = legacyTask(
    key,
    'extend',
    'extend',
    { task_id: generate.id, continue_at: 30, duration: 60 },
    10,
  );
  const firstTrack = planMusicTask(generate).tracks[0];
  if (firstTrack)
    extend.sources = [
      { taskId: generate.id, index: 1, recipe: firstTrack.recipe, action: 'generate' },
    ];
  for (const task of [generate, upload, extend]) store.insertFinished(task);
  return { generate: generate.id, upload: upload.id, extend: extend.id };
}
