/**
 * Reads one version's edit draft: the region's start and end and the fade length as typed in
 * m:ss (a drag on the waveform fills them, rounded to whole seconds), and what each reads as.
 * The draft itself is held per version by the page (useLaneDrafts), so choosing another
 * version and coming back keeps what was typed.
 */
import type { ValidationIssue } from '../../shared/service';
import { formatClock } from '../library/trackFacts';
import type { TimeRange } from '../library/WaveformPlayer';
import { DEFAULT_FADE_S, nudgeRegion, readClock, roundRegion } from './songEdits';

export interface TrackEdit {
  startText: string;
  endText: string;
  fadeText: string;
  setStartText: (text: string) => void;
  setEndText: (text: string) => void;
  setFadeText: (text: string) => void;
  /** Whether the user has begun a region (dragged it or typed into it). */
  hasRegion: boolean;
  /** Both ends read as times (possibly out of order: the rules say so by the field). */
  range: TimeRange | null;
  /** The region drawn on the waveform: only one that reads as a region. */
  shownRange: TimeRange | null;
  fadeS: number | null;
  /** Text that is not a time, per field (start_s, end_s, fade_duration). */
  typingIssues: ValidationIssue[];
  fromDrag: (range: TimeRange | null) => void;
  /** Moves the region by `seconds` (Alt+←/→); false when there is none to move. */
  nudge: (seconds: number) => boolean;
  clearRegion: () => void;
}

/** What was typed; `fadeText` null until the fade length is touched (a default is shown). */
export interface EditDraft {
  startText: string;
  endText: string;
  fadeText: string | null;
}

export const EMPTY_EDIT: EditDraft = { startText: '', endText: '', fadeText: null };

export function trackEdit(
  durationS: number,
  draft: EditDraft,
  onDraft: (patch: Partial<EditDraft>) => void,
): TrackEdit {
  const { startText, endText, fadeText } = draft;
  const setStartText = (text: string) => onDraft({ startText: text });
  const setEndText = (text: string) => onDraft({ endText: text });
  const setFadeText = (text: string) => onDraft({ fadeText: text });
  const fadeShown =
    fadeText ?? formatClock(Math.min(DEFAULT_FADE_S, Math.max(1, Math.floor(durationS))));
  const hasRegion = startText !== '' || endText !== '';
  const start = readClock(startText, 'start_s');
  const end = readClock(endText, 'end_s');
  const fade = readClock(fadeShown, 'fade_duration');
  const range =
    start.seconds !== null && end.seconds !== null
      ? { startS: start.seconds, endS: end.seconds }
      : null;
  const shownRange = range && range.startS < range.endS && range.endS <= durationS ? range : null;
  const typingIssues = [...(hasRegion ? [start.issue, end.issue] : []), fade.issue].filter(
    (found): found is ValidationIssue => found !== null,
  );
  return {
    startText,
    endText,
    fadeText: fadeShown,
    setStartText,
    setEndText,
    setFadeText,
    hasRegion,
    range,
    shownRange,
    fadeS: fade.seconds,
    typingIssues,
    fromDrag: (dragged) => {
      const rounded = dragged ? roundRegion(dragged, durationS) : null;
      if (!rounded) return;
      onDraft({ startText: formatClock(rounded.startS), endText: formatClock(rounded.endS) });
    },
    nudge: (seconds) => {
      const moved = nudgeRegion(range, seconds, durationS);
      if (!moved) return false;
      onDraft({ startText: formatClock(moved.startS), endText: formatClock(moved.endS) });
      return true;
    },
    clearRegion: () => onDraft({ startText: '', endText: '' }),
  };
}
