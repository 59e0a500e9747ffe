/**
 * The title a downloaded output gets in the library, made so that results side by side
 * tell themselves apart. The name: the track's own title, the request's title, then for
 * edits of a song (extend, concat, stems…) the song's title before the edit's own prompt,
 * then the prompt summary, the source track's title, the model. Then what tells it apart:
 * a stem's part ("Night Drive – drum kit"), what the action made ("Night Drive (full
 * song)", "Night Drive (extended, 2)"), a track or batch number ("rain (2)", "harbour at
 * dawn #3"), and MIDI note data named as data.
 */
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
  /** 1-based position of an image or video in a batch, and the batch's size. */
  batchIndex?: number | null;
  batchCount?: number;
  /** MIDI note data kept as JSON next to (or instead of) the .mid file. */
  midiNoteData?: boolean;
}

/** Edits of an existing song: named after the song, not after the words the edit was given. */
const SONG_EDITS = new Set(['extend', 'concat', 'cover', 'remaster', 'crop', 'fade-in', 'fade-out', 'adjust-speed', 'replace-section', 'remove-section', 'add-stem', 'stems', 'stems-all', 'midi', 'aligned-lyrics', 'bpm', 'music-video', 'download']);

/** What an action made of the song, said after its name. */
const MADE: Readonly<Record<string, string>> = {
  extend: 'extended',
  'upload-extend': 'extended',
  concat: 'full song',
  cover: 'cover',
  'upload-cover': 'cover',
  remaster: 'remastered',
};

export function assetTitle(input: AssetTitleInput): string {
  const action = input.action ?? null;
  const songName = action && SONG_EDITS.has(action) ? input.sourceTitle : null;
  const base = input.trackTitle ?? input.requestTitle ?? (songName || input.summary || input.sourceTitle || input.model);
  if (input.midiNoteData) return `${base} – MIDI note data`;
  if (input.stem) return `${base} – ${input.stem}`;
  const made = action ? (MADE[action] ?? null) : null;
  const numbered = input.trackIndex !== null && input.trackCount > 1 && (input.trackTitle === null || made !== null);
  const number = numbered ? String(input.trackIndex) : null;
  const suffix = [made, number].filter(Boolean).join(', ');
  const title = suffix && !base.endsWith(`(${suffix})`) ? `${base} (${suffix})` : base;
  return input.batchIndex && (input.batchCount ?? 0) > 1 ? `${title} #${input.batchIndex}` : title;
}
