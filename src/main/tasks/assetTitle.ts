/**
 * The title a downloaded output gets in the library, by the one title rule
 * (shared/titles/titleRule.ts): a name, then the version in words. The name: the track's own
 * title, the request's title, then for edits of a song (extend, concat, stems…) the song's
 * name (the source's title without its version) before the edit's own prompt, then the
 * prompt summary, the source track's name, the model.
 */
import { nameOf, titleOf } from '../../shared/titles/titleRule';

export interface AssetTitleInput {
  trackTitle: string | null;
  stem: string | null;
  trackIndex: number | null;
  /** Tracks in this result: numbering is only needed when there are several. */
  trackCount: number;
  requestTitle: string | null;
  summary: string;
  sourceTitle: string | null;
  model: string;
  /** The music action, or null for a model's submit. */
  action?: string | null;
  /** An extend's `continue_at` (seconds into the source). */
  continueAtS?: number | null;
  /** 1-based position of an image or video in a batch, and the batch's size. */
  batchIndex?: number | null;
  batchCount?: number;
  /** One of a "Variations ×N" submit. */
  variation?: { index: number; count: number } | null;
  /** MIDI note data kept as JSON next to (or instead of) the .mid file. */
  midiNoteData?: boolean;
  /** The task's status record (JSON), kept beside its files. */
  statusRecord?: boolean;
}

/** Edits of an existing song: named after the song, not after the words the edit was given. */
const SONG_EDITS = new Set([
  'extend',
  'concat',
  'cover',
  'remaster',
  'crop',
  'fade-in',
  'fade-out',
  'adjust-speed',
  'replace-section',
  'remove-section',
  'add-stem',
  'stems',
  'stems-all',
  'midi',
  'aligned-lyrics',
  'bpm',
  'music-video',
  'download',
]);

export function assetTitle(input: AssetTitleInput): string {
  const action = input.action ?? null;
  const sourceName = input.sourceTitle ? nameOf(input.sourceTitle) : null;
  const songName = action && SONG_EDITS.has(action) ? sourceName : null;
  const name =
    input.trackTitle ??
    input.requestTitle ??
    (songName || input.summary || sourceName || input.model);
  return titleOf(nameOf(name), {
    action,
    continueAtS: input.continueAtS ?? null,
    stem: input.stem,
    trackIndex: input.trackIndex,
    trackCount: input.trackCount,
    variation: input.variation ?? null,
    batch: input.batchIndex ? { index: input.batchIndex, count: input.batchCount ?? 0 } : null,
    notes: input.midiNoteData ?? false,
    record: input.statusRecord ?? false,
  });
}
