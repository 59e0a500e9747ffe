/**
 * The source-task rules the local journal can answer before a paid music submit: the
 * source is a music task we know, SUCCEEDED, of an allowed action, the chosen track exists
 * and the times fit its duration. What we cannot check is a warning, not a refusal: a
 * legacy task (no `result`) has no track list, and a task id we never saw may still be
 * the caller's (made elsewhere) — the service decides.
 */
import {
  CUSTOM_MODEL_SOURCE_ACTIONS,
  PERSONA_SOURCE_ACTIONS,
  REQUIRED_SOURCE_KIND,
  TRACK_SOURCE_ACTIONS,
  takesSourceTrack,
  type MusicAction,
  type ValidationIssue,
} from '../../shared/service';
import type { JournalEntry } from './ports';

export interface SourceCheck {
  issues: ValidationIssue[];
  warnings: ValidationIssue[];
}

type Lookup = (taskId: string) => JournalEntry | null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberField = (body: Record<string, unknown>, name: string): number | undefined =>
  typeof body[name] === 'number' ? (body[name] as number) : undefined;

interface KnownTrack {
  index: number;
  durationS: number | null;
}

/** Tracks of a finished task, or null for a legacy task without `result`. */
function tracksOf(entry: JournalEntry): KnownTrack[] | null {
  const result = entry.statusResult?.['result'];
  if (!isRecord(result)) return null;
  const tracks = Array.isArray(result['tracks']) ? result['tracks'] : [];
  return tracks.filter(isRecord).map((track) => ({
    index: typeof track['index'] === 'number' ? track['index'] : -1,
    durationS: typeof track['duration'] === 'number' ? track['duration'] : null,
  }));
}

function finishedSource(
  field: string,
  taskId: string,
  lookup: Lookup,
  out: SourceCheck,
): JournalEntry | null {
  const entry = lookup(taskId);
  if (!entry) {
    out.warnings.push({
      field,
      message: `${field}: task ${taskId} is not in this library; the service will check it`,
    });
    return null;
  }
  if (entry.kind !== 'music') {
    out.issues.push({ field, message: `${field}: task ${taskId} is not a music task` });
    return null;
  }
  if (entry.status !== 'SUCCEEDED') {
    out.issues.push({
      field,
      message: `${field}: task ${taskId} has not succeeded (status ${entry.status ?? entry.state})`,
    });
    return null;
  }
  return entry;
}

function timeIssues(
  action: MusicAction,
  body: Record<string, unknown>,
  duration: number,
): ValidationIssue[] {
  const length = `the source track is ${duration} s long`;
  const issues: ValidationIssue[] = [];
  const continueAt = numberField(body, 'continue_at');
  const startS = numberField(body, 'start_s');
  const endS = numberField(body, 'end_s');
  const fade = numberField(body, 'fade_duration');
  if (action === 'extend' && continueAt !== undefined && continueAt >= duration)
    issues.push({
      field: 'continue_at',
      message: `continue_at: must be less than the track duration (${length})`,
    });
  if (endS !== undefined && endS > duration)
    issues.push({
      field: 'end_s',
      message: `end_s: must be at most the track duration (${length})`,
    });
  if (startS !== undefined && endS === undefined && startS >= duration)
    issues.push({
      field: 'start_s',
      message: `start_s: must be less than the track duration (${length})`,
    });
  if (fade !== undefined && fade > duration)
    issues.push({
      field: 'fade_duration',
      message: `fade_duration: must not be longer than the track (${length})`,
    });
  return issues;
}

function checkTrack(
  action: MusicAction,
  field: string,
  taskId: string,
  audioIndex: number,
  body: Record<string, unknown>,
  lookup: Lookup,
  out: SourceCheck,
  checkTimes: boolean,
): void {
  const entry = finishedSource(field, taskId, lookup, out);
  if (!entry) return;
  const sourceAction = entry.action ?? 'generate';
  if (!(TRACK_SOURCE_ACTIONS as readonly string[]).includes(sourceAction)) {
    out.issues.push({
      field,
      message: `${field}: a ${sourceAction} task has no tracks to use as a source`,
    });
    return;
  }
  const required = REQUIRED_SOURCE_KIND[action];
  if (required && sourceAction !== required) {
    out.issues.push({
      field,
      message: `${field}: ${action} needs a ${required} task as its source, not ${sourceAction}`,
    });
    return;
  }
  const tracks = tracksOf(entry);
  if (tracks === null) {
    out.warnings.push({
      field,
      message: `${field}: task ${taskId} finished before result details existed; its track index and times cannot be checked here`,
    });
    return;
  }
  const track = tracks.find((candidate) => candidate.index === audioIndex);
  if (!track) {
    const indexField = field === 'task_id' ? 'audio_index' : 'audio_indexes';
    out.issues.push({
      field: indexField,
      message: `${indexField}: task ${taskId} has no track ${audioIndex} (it has ${tracks.map((known) => known.index).join(', ') || 'none'})`,
    });
    return;
  }
  if (checkTimes && track.durationS !== null)
    out.issues.push(...timeIssues(action, body, track.durationS));
}

function checkNamed(
  field: string,
  allowed: readonly string[],
  body: Record<string, unknown>,
  lookup: Lookup,
  out: SourceCheck,
): void {
  const taskId = body[field];
  if (typeof taskId !== 'string') return;
  const entry = finishedSource(field, taskId, lookup, out);
  if (entry && !allowed.includes(entry.action ?? '')) {
    out.issues.push({
      field,
      message: `${field}: must be a finished ${allowed.join(' or ')} task, not ${entry.action ?? entry.kind}`,
    });
  }
}

export function checkSources(
  action: MusicAction,
  body: Record<string, unknown>,
  lookup: Lookup,
): SourceCheck {
  const out: SourceCheck = { issues: [], warnings: [] };
  if (takesSourceTrack(action)) {
    if (typeof body['task_id'] === 'string') {
      checkTrack(
        action,
        'task_id',
        body['task_id'],
        numberField(body, 'audio_index') ?? 1,
        body,
        lookup,
        out,
        true,
      );
    }
    if (Array.isArray(body['task_ids'])) {
      const indexes = Array.isArray(body['audio_indexes']) ? body['audio_indexes'] : [];
      body['task_ids'].forEach((taskId, position) => {
        if (typeof taskId !== 'string') return;
        const index = typeof indexes[position] === 'number' ? (indexes[position] as number) : 1;
        checkTrack(action, 'task_ids', taskId, index, body, lookup, out, false);
      });
    }
  }
  checkNamed('persona_task_id', PERSONA_SOURCE_ACTIONS, body, lookup, out);
  checkNamed('custom_model_task_id', CUSTOM_MODEL_SOURCE_ACTIONS, body, lookup, out);
  return out;
}
