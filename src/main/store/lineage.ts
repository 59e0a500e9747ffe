/**
 * Owns how a request body names the tasks it was made from (music lineage): `task_id` +
 * `audio_index`, mashup's `task_ids` + `audio_indexes`, `persona_task_id` and
 * `custom_model_task_id`. Pure; the journal stores what this returns.
 */

export interface SubmissionSource {
  taskId: string;
  /** 1-based track of the source; null when the action takes no track (persona, model). */
  audioIndex: number | null;
  /** `asset`: a library result sent as an input link (its task, and track or batch position). */
  role: 'source' | 'mashup' | 'persona' | 'model' | 'asset';
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;
const index = (value: unknown): number | null =>
  Number.isInteger(value) ? (value as number) : null;

export function sourcesOfBody(body: Record<string, unknown>): SubmissionSource[] {
  const sources: SubmissionSource[] = [];
  const taskId = text(body['task_id']);
  // The service defaults audio_index to 1; recording the default keeps lineage exact.
  if (taskId) sources.push({ taskId, audioIndex: index(body['audio_index']) ?? 1, role: 'source' });
  const taskIds = Array.isArray(body['task_ids']) ? body['task_ids'] : [];
  const indexes = Array.isArray(body['audio_indexes']) ? body['audio_indexes'] : [];
  taskIds.forEach((value, position) => {
    const id = text(value);
    if (id) sources.push({ taskId: id, audioIndex: index(indexes[position]) ?? 1, role: 'mashup' });
  });
  const persona = text(body['persona_task_id']);
  if (persona) sources.push({ taskId: persona, audioIndex: null, role: 'persona' });
  const model = text(body['custom_model_task_id']);
  if (model) sources.push({ taskId: model, audioIndex: null, role: 'model' });
  return sources;
}

/** Short text for lists: the first of prompt, description, style, title, name. */
export function summaryOfBody(body: Record<string, unknown>, limit = 200): string {
  for (const key of ['prompt', 'gpt_description', 'style', 'title', 'name', 'description']) {
    const value = text(body[key])?.trim();
    if (value) return value.length > limit ? `${value.slice(0, limit - 1)}…` : value;
  }
  return '';
}
