/**
 * The title of the track a music action runs on (its `task_id` + `audio_index`), when this
 * library has it: what names results and submissions that carry no words of their own
 * (stems, crop, midi, extend…).
 */
import type { JournalPort, LibraryPort } from './ports';

export function sourceTrackTitle(
  sources: readonly { taskId: string; audioIndex: number | null; role: string }[],
  journal: Pick<JournalPort, 'getByTaskId'>,
  library: Pick<LibraryPort, 'bySubmission'>,
): string | null {
  const source = sources.find((item) => item.role === 'source');
  const from = source ? journal.getByTaskId(source.taskId) : null;
  if (!source || !from) return null;
  const tracks = library.bySubmission(from.id).filter((asset) => asset.kind === 'audio');
  return (tracks.find((asset) => asset.trackIndex === source.audioIndex) ?? tracks[0])?.title ?? (from.summary || null);
}
