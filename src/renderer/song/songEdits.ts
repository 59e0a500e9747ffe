/**
 * Owns the song page's edits of one track: a region (crop, remove or replace a section) or
 * a fade (in, out), as typed in m:ss or dragged on the waveform; the request body each
 * sends, what is wrong with it before anything is sent (the shared validator plus the
 * track-length fit the Generate form uses) and the button's words ("Crop to 0:12–0:45").
 */
import { t } from '../../shared/i18n/activeLanguage';
import { validateMusicAction, type MusicAction, type ValidationIssue } from '../../shared/service';
import { inlineMessage, timeFitIssues } from '../generate/formIssues';
import { parseDuration } from '../library/libraryFilters';
import { actionsForTrack, sourceActionOf } from '../library/trackActions';
import { formatClock } from '../library/trackFacts';
import type { TimeRange } from '../library/WaveformPlayer';

export const REGION_ACTIONS = [
  'crop',
  'remove-section',
  'replace-section',
] as const satisfies readonly MusicAction[];
export const FADE_ACTIONS = ['fade-in', 'fade-out'] as const satisfies readonly MusicAction[];
export type RegionAction = (typeof REGION_ACTIONS)[number];
export type FadeAction = (typeof FADE_ACTIONS)[number];
export type EditAction = RegionAction | FadeAction;

/** The fade a card offers first: 3 s, or the whole of a shorter track. */
export const DEFAULT_FADE_S = 3;

/** The edits a track of a `sourceAction` task can take (from the shared source rules). */
export function editActionsFor(sourceAction: string): {
  region: RegionAction[];
  fade: FadeAction[];
} {
  const allowed = actionsForTrack(sourceActionOf({ model: '', action: sourceAction }));
  return {
    region: REGION_ACTIONS.filter((action) => allowed.includes(action)),
    fade: FADE_ACTIONS.filter((action) => allowed.includes(action)),
  };
}

/**
 * A region dragged on the waveform, in whole seconds (as its m:ss shows it) and inside the
 * track; null when it is too short to be a region (a click, not a drag).
 */
export function roundRegion(range: TimeRange, durationS: number): TimeRange | null {
  const startS = Math.max(0, Math.round(Math.min(range.startS, range.endS)));
  const endS = Math.min(
    Math.round(Math.max(range.startS, range.endS)),
    durationS > 0 ? durationS : Infinity,
  );
  return endS > startS ? { startS, endS } : null;
}

export { NUDGE_BIG_STEP_S, NUDGE_STEP_S } from '../../shared/commands/playerKeys';

/**
 * The region moved by `seconds`, its length kept, stopping at the track's start and end;
 * null when there is no region to move (its ends do not read as one).
 */
export function nudgeRegion(
  range: TimeRange | null,
  seconds: number,
  durationS: number,
): TimeRange | null {
  if (!range || range.endS <= range.startS) return null;
  const length = range.endS - range.startS;
  const latest = durationS > 0 ? Math.max(0, durationS - length) : Infinity;
  const startS = Math.min(Math.max(0, range.startS + seconds), latest);
  return { startS, endS: startS + length };
}

export interface EditSource {
  taskId: string;
  audioIndex: number;
}

/** The request body of a region edit; replace-section's new lyrics only when given. */
export function regionBody(
  action: RegionAction,
  source: EditSource,
  range: TimeRange,
  lyrics = '',
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    task_id: source.taskId,
    audio_index: source.audioIndex,
    start_s: range.startS,
    end_s: range.endS,
  };
  if (action === 'replace-section' && lyrics.trim()) body['infill_lyrics'] = lyrics.trim();
  return body;
}

export function fadeBody(source: EditSource, fadeS: number): Record<string, unknown> {
  return { task_id: source.taskId, audio_index: source.audioIndex, fade_duration: fadeS };
}

/** Seconds typed as m:ss (or plain seconds); a message naming the rule when it is not one. */
export function readClock(
  text: string,
  field: string,
): { seconds: number | null; issue: ValidationIssue | null } {
  if (!text.trim())
    return {
      seconds: null,
      issue: { field, message: `${field}: ${t('song.edit.timeMissing')}` },
    };
  const seconds = parseDuration(text);
  return seconds === null
    ? {
        seconds: null,
        issue: { field, message: `${field}: ${t('song.edit.notATime', { text: text.trim() })}` },
      }
    : { seconds, issue: null };
}

/**
 * Everything wrong with an edit's body before it is sent: the shared validator (the same
 * rules as the Generate form) and the fit inside the track's length; empty when it may go.
 */
export function editIssues(
  action: EditAction,
  body: Record<string, unknown>,
  durationS: number | null,
): ValidationIssue[] {
  const checked = validateMusicAction(action, body);
  const shared = checked.ok ? [] : checked.issues;
  return [
    ...shared,
    ...(durationS !== null && durationS > 0 ? timeFitIssues(body, durationS) : []),
  ];
}

/** The page's words for the API fields the shared rules name inside their messages. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  start_s: 'the region start',
  end_s: 'the region end',
  fade_duration: 'the fade length',
  infill_lyrics: 'the new lyrics',
};

/** A rule without words of its own that names an API field: said with the page's words for it. */
function inWords(message: string): string {
  return message.replace(
    /\b(start_s|end_s|fade_duration|infill_lyrics)\b/gu,
    (name) => FIELD_WORDS[name] ?? name,
  );
}

/** One message per field, in the words the field shows (no API names: the page's labels). */
export function messagesByField(issues: readonly ValidationIssue[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const found of issues) byField[found.field] ??= inWords(inlineMessage(found));
  return byField;
}

/** "Crop to 0:12–0:45", "Remove 0:12–0:45", "Fade in 0:03" (the price is added by the button). */
export function editName(action: EditAction, at: TimeRange | number): string {
  const when =
    typeof at === 'number' ? formatClock(at) : `${formatClock(at.startS)}–${formatClock(at.endS)}`;
  if (action === 'crop') return t('song.edit.cropTo', { when });
  if (action === 'remove-section') return t('song.edit.remove', { when });
  if (action === 'replace-section') return t('song.edit.replace', { when });
  if (action === 'fade-in') return t('song.edit.fadeIn', { when });
  return t('song.edit.fadeOut', { when });
}
