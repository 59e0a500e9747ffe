/**
 * The track a music action runs on (its `task_id` + `audio_index`), when this library has it:
 * what names results and submissions that carry no words of their own (stems, crop, midi,
 * extend…), and the files exports write for them.
 */
import type { JournalPort, LibraryPort } from './ports';

type Sources = readonly { taskId: string; audioIndex: number | null; role: string }[];
type Journal = Pick<JournalPort, 'getByTaskId'>;
type Library = Pick<LibraryPort, 'bySubmission'>;

/** The source submission, its audio assets, and the exact track named (null when absent). */
export function sourceTrack(sources: Sources, journal: Journal, library: Library) {
  const source = sources.find((item) => item.role === 'source' && item.audioIndex !== null);
  const from = source ? journal.getByTaskId(source.taskId) : null;
  if (!source || !from) return null;
  const tracks = library.bySubmission(from.id).filter((asset) => asset.kind === 'audio');
  return {
    from,
    tracks,
    track: tracks.find((asset) => asset.trackIndex === source.audioIndex) ?? null,
  };
}

/** The source track's title; else another of its tracks, else its submission's summary. */
export function sourceTrackTitle(
  sources: Sources,
  journal: Journal,
  library: Library,
): string | null {
  const found = sourceTrack(sources, journal, library);
  if (!found) return null;
  return (found.track ?? found.tracks[0])?.title ?? (found.from.summary || null);
}
