// The stateful half of music validation: checks on the earlier tasks a request refers to
// (spec "Referencing earlier tasks"), run after the static validators and before any
// credits move. Legacy sources (finished before 2026-10-15) skip the index and time
// checks here; an out-of-range reference then fails the accepted task instead.
import {
  CUSTOM_MODEL_SOURCE_ACTIONS,
  PERSONA_SOURCE_ACTIONS,
  REQUIRED_SOURCE_KIND,
  TRACK_SOURCE_ACTIONS,
  type MusicAction,
} from '../shared/service';
import { httpError } from './envelope';
import { planMusicTask } from './musicPlan';
import type { ResolvedTrack, TaskRecord } from './taskRecord';
import type { TaskStore } from './taskStore';
import { recipeDuration } from './trackRecipe';

export interface ResolvedSources {
  sources: ResolvedTrack[];
  personaId?: string;
  customModelId?: string;
  /** Set when a legacy source makes the accepted task fail (index or time out of range). */
  lateFailure?: string;
}

const reject = (param: string, message: string) =>
  httpError(422, 'validation_failed', `${param}: ${message}`, { param });
const numberField = (body: Record<string, unknown>, field: string): number | undefined =>
  typeof body[field] === 'number' ? (body[field] as number) : undefined;

/** A finished `tune` task of the caller, or a 422 naming the field. */
function finishedTuneTask(store: TaskStore, owner: string, id: unknown, param: string): TaskRecord {
  const task = typeof id === 'string' ? store.get(id) : undefined;
  if (!task || task.owner !== owner)
    throw reject(param, `no task ${String(id)} found for this API key`);
  if (task.model !== 'tune')
    throw reject(param, `task ${task.id} is a ${task.model} task, not a tune task`);
  const status = store.status(task);
  if (status !== 'SUCCEEDED')
    throw reject(param, `task ${task.id} is ${status}; only SUCCEEDED tasks can be referenced`);
  return task;
}

/** Time fields must fit inside the selected track; returns the first violation. */
function timeProblem(
  action: string,
  body: Record<string, unknown>,
  duration: number,
): { param: string; message: string } | undefined {
  const continueAt = numberField(body, 'continue_at');
  const startS = numberField(body, 'start_s');
  const endS = numberField(body, 'end_s');
  const fade = numberField(body, 'fade_duration');
  const length = `the source track is ${duration} s long`;
  if (action === 'extend' && continueAt !== undefined && continueAt >= duration)
    return { param: 'continue_at', message: `must be less than the track duration (${length})` };
  if (endS !== undefined && endS > duration)
    return { param: 'end_s', message: `must be at most the track duration (${length})` };
  if (startS !== undefined && startS >= (endS ?? duration))
    return { param: 'start_s', message: `must be less than end_s (${endS ?? duration})` };
  if (fade !== undefined && fade > duration)
    return { param: 'fade_duration', message: `must not be longer than the track (${length})` };
  return undefined;
}

function selectTrack(
  action: string,
  body: Record<string, unknown>,
  source: TaskRecord,
  index: number,
  params: { task: string; index: string },
  late: string[],
  checkTimes: boolean,
): ResolvedTrack {
  const sourceAction = source.action ?? 'generate';
  if (!(TRACK_SOURCE_ACTIONS as readonly string[]).includes(sourceAction))
    throw reject(params.task, `a ${sourceAction} task has no tracks and cannot be a source`);
  const required = REQUIRED_SOURCE_KIND[action as MusicAction];
  if (required !== undefined && sourceAction !== required)
    throw reject(
      params.task,
      `${action} needs a ${required} task as source, got a ${sourceAction} task`,
    );
  const tracks = planMusicTask(source).tracks;
  const track = tracks.find((candidate) => candidate.index === index);
  if (!track) {
    const message = `track ${index} does not exist in task ${source.id} (it has ${tracks.length})`;
    if (!source.legacy) throw reject(params.index, message);
    late.push(`${params.index}: ${message}`);
    return {
      taskId: source.id,
      index,
      recipe: (tracks[0] ?? track)?.recipe ?? {
        op: 'song',
        seed: 0,
        durationS: 1,
        instrumental: true,
      },
      action: sourceAction,
    };
  }
  if (checkTimes) {
    const problem = timeProblem(action, body, recipeDuration(track.recipe));
    if (problem && !source.legacy) throw reject(problem.param, problem.message);
    if (problem) late.push(`${problem.param}: ${problem.message}`);
  }
  const resolved: ResolvedTrack = {
    taskId: source.id,
    index,
    recipe: track.recipe,
    action: sourceAction,
  };
  if (track.fullRecipe) resolved.fullRecipe = track.fullRecipe;
  return resolved;
}

export function resolveSources(
  store: TaskStore,
  owner: string,
  action: string,
  body: Record<string, unknown>,
): ResolvedSources {
  const late: string[] = [];
  const result: ResolvedSources = { sources: [] };
  if (body['task_id'] !== undefined) {
    const source = finishedTuneTask(store, owner, body['task_id'], 'task_id');
    const index = numberField(body, 'audio_index') ?? 1;
    result.sources.push(
      selectTrack(
        action,
        body,
        source,
        index,
        { task: 'task_id', index: 'audio_index' },
        late,
        true,
      ),
    );
  }
  if (Array.isArray(body['task_ids'])) {
    const indexes = Array.isArray(body['audio_indexes'])
      ? (body['audio_indexes'] as number[])
      : [1, 1];
    (body['task_ids'] as unknown[]).forEach((id, position) => {
      const source = finishedTuneTask(store, owner, id, 'task_ids');
      result.sources.push(
        selectTrack(
          action,
          body,
          source,
          indexes[position] ?? 1,
          { task: 'task_ids', index: 'audio_indexes' },
          late,
          false,
        ),
      );
    });
  }
  if (body['persona_task_id'] !== undefined) {
    const persona = finishedTuneTask(store, owner, body['persona_task_id'], 'persona_task_id');
    if (!(PERSONA_SOURCE_ACTIONS as readonly string[]).includes(persona.action ?? 'generate'))
      throw reject(
        'persona_task_id',
        `task ${persona.id} is a ${persona.action ?? 'generate'} task, not a persona or create-voice task`,
      );
    const personaId = planMusicTask(persona).personaId;
    if (personaId !== undefined) result.personaId = personaId;
  }
  if (body['custom_model_task_id'] !== undefined) {
    const model = finishedTuneTask(
      store,
      owner,
      body['custom_model_task_id'],
      'custom_model_task_id',
    );
    if (!(CUSTOM_MODEL_SOURCE_ACTIONS as readonly string[]).includes(model.action ?? 'generate'))
      throw reject(
        'custom_model_task_id',
        `task ${model.id} is a ${model.action ?? 'generate'} task, not a create-model task`,
      );
    const modelId = planMusicTask(model).modelId;
    if (modelId !== undefined) result.customModelId = modelId;
  }
  if (late.length > 0)
    result.lateFailure = `Source out of range on a legacy task: ${late.join('; ')}`;
  return result;
}
