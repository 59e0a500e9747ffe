/**
 * Owns the small in-place forms of the Library preview's track actions (issue 22 item 5):
 * which actions run at once and which ask a few options first, which fields each form shows
 * (rows of the shared field table, so labels, limits and validation are the service's), the
 * values a form starts from (the waveform's range or point, the song's title and style), and
 * the request body it sends. The body is checked by the shared validator: a request we can
 * tell is invalid is never priced as sendable, never sent.
 */
import {
  musicActionFields,
  validateMusicAction,
  type FieldSpec,
  type MusicAction,
} from '../../shared/service';
import { timeFitIssues } from '../generate/formIssues';
import { clampContinueAt, coverBody, remasterBody, type SongSource } from '../song/songActions';
import { messagesByField } from '../song/songEdits';

/** Actions sent at once: the track is all they need. */
export const ONE_STEP_ACTIONS: readonly MusicAction[] = [
  'concat',
  'stems-all',
  'midi',
  'aligned-lyrics',
  'bpm',
  'music-video',
];

/** The fields each form-needing action asks, in order (the rest keep the service's defaults). */
export const FORM_FIELDS: Readonly<Partial<Record<MusicAction, readonly string[]>>> = {
  extend: ['continue_at', 'prompt', 'style'],
  cover: ['title', 'style'],
  remaster: ['variation_category'],
  'add-vocals': ['prompt', 'style'],
  'add-instrumental': ['style'],
  'add-stem': ['style'],
  sample: ['start_s', 'end_s', 'style', 'prompt'],
  persona: ['name', 'description', 'start_s', 'end_s'],
  'replace-section': ['start_s', 'end_s', 'infill_lyrics', 'style'],
  'remove-section': ['start_s', 'end_s'],
  crop: ['start_s', 'end_s'],
  'fade-in': ['fade_duration'],
  'fade-out': ['fade_duration'],
  'adjust-speed': ['speed', 'keep_pitch'],
  stems: ['stem_type', 'audio_format'],
  download: ['formats'],
};

export function needsForm(action: MusicAction): boolean {
  return FORM_FIELDS[action] !== undefined;
}

export type FormValues = Record<string, unknown>;

export interface FormStart {
  source: SongSource;
  durationS: number | null;
  range: { startS: number; endS: number } | null;
  point: number | null;
}

const tenths = (seconds: number): number => Math.round(seconds * 10) / 10;

/** Where a form starts: the range or point chosen on the waveform, else the whole track / near its end. */
export function initialValues(action: MusicAction, start: FormStart): FormValues {
  const fields = FORM_FIELDS[action] ?? [];
  const values: FormValues = {};
  const length = start.durationS != null ? tenths(start.durationS) : null;
  if (fields.includes('start_s')) {
    values['start_s'] = start.range ? tenths(start.range.startS) : 0;
    const end = start.range ? tenths(start.range.endS) : length;
    if (end !== null) values['end_s'] = end;
  }
  if (fields.includes('continue_at') && start.durationS != null) {
    const at =
      start.point != null
        ? clampContinueAt(start.point, start.durationS)
        : clampContinueAt(start.durationS - Math.max(5, start.durationS * 0.1), start.durationS);
    if (at !== null) values['continue_at'] = at;
  }
  if (action === 'cover') {
    values['title'] = start.source.title ?? '';
    values['style'] = start.source.style ?? '';
  }
  if (fields.includes('fade_duration')) values['fade_duration'] = 3;
  if (fields.includes('speed')) values['speed'] = 1.25;
  return values;
}

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The request the form sends: the track, then each value the user left set (empty ones are not sent). */
export function formBody(
  action: MusicAction,
  source: SongSource,
  values: FormValues,
): Record<string, unknown> {
  if (action === 'cover')
    return coverBody(source, String(values['title'] ?? ''), String(values['style'] ?? ''));
  if (action === 'remaster')
    return remasterBody(source, (values['variation_category'] as string | undefined) ?? null);
  const body: Record<string, unknown> = { task_id: source.taskId, audio_index: source.audioIndex };
  for (const name of FORM_FIELDS[action] ?? []) {
    const value = values[name];
    if (!isEmpty(value)) body[name] = typeof value === 'string' ? value.trim() : value;
  }
  return body;
}

/** The rows the form draws, with `required` as the body's mode makes it. */
export function formFields(action: MusicAction, body: Record<string, unknown>): FieldSpec[] {
  const wanted = FORM_FIELDS[action] ?? [];
  const shown = musicActionFields(action, body).fields;
  return wanted
    .map((name) => shown.find((field) => field.name === name))
    .filter((field): field is FieldSpec => field !== undefined);
}

/**
 * Each field's broken rule in words (field → message): the service's rules, then the track's
 * own length (a range past its end); an issue not on a shown field is also under ''.
 */
export function formProblems(
  action: MusicAction,
  body: Record<string, unknown>,
  durationS: number | null,
): Record<string, string> {
  const checked = validateMusicAction(action, body);
  const issues = [
    ...(checked.ok ? [] : checked.issues),
    ...(durationS !== null && durationS > 0 ? timeFitIssues(body, durationS) : []),
  ];
  if (issues.length === 0) return {};
  const byField = messagesByField(issues);
  const shown = new Set(FORM_FIELDS[action] ?? []);
  const other = Object.entries(byField).find(([field]) => !shown.has(field));
  return other ? { ...byField, '': other[1] } : byField;
}
