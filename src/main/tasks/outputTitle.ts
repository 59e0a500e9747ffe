/**
 * The facts one output is titled from (assetTitle.ts), read from its submission: the same
 * words whether the downloader saves the output now or an older title is rebuilt later
 * (legacyTitles.ts).
 */
import { batchIndex, STATUS_RECORD_KEY, type PlannedOutput } from '../outputs/outputPlan';
import { assetTitle } from './assetTitle';
import type { JournalEntry, JournalPort, LibraryPort } from './ports';
import { sourceTrackTitle } from './sourceTrackTitle';

export interface TitleLookups {
  journal: Pick<JournalPort, 'getByTaskId'>;
  library: Pick<LibraryPort, 'bySubmission'>;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

export const modelOf = (entry: JournalEntry): string =>
  'model' in entry.target ? entry.target.model : 'tune';

export function outputTitle(
  entry: JournalEntry,
  output: PlannedOutput,
  counts: { trackCount: number; batchCount: number },
  lookups: TitleLookups,
): string {
  const body = entry.body;
  return assetTitle({
    trackTitle: output.title,
    stem: output.stem,
    trackIndex: output.trackIndex,
    trackCount: counts.trackCount,
    requestTitle: text(body['title']),
    summary: entry.summary,
    sourceTitle:
      entry.sources.length > 0
        ? sourceTrackTitle(entry.sources, lookups.journal, lookups.library)
        : null,
    model: modelOf(entry),
    action: entry.action,
    continueAtS: typeof body['continue_at'] === 'number' ? body['continue_at'] : null,
    variation: entry.variation ?? null,
    batchIndex: batchIndex(output.key),
    batchCount: counts.batchCount,
    midiNoteData: output.key === 'midi-notes',
    statusRecord: output.key === STATUS_RECORD_KEY,
  });
}

/** How many tracks and batch items a task's outputs hold (numbering only when several). */
export function outputCounts(outputs: readonly PlannedOutput[]): {
  trackCount: number;
  batchCount: number;
} {
  return {
    trackCount: outputs.filter((output) => output.trackIndex !== null).length,
    batchCount: outputs.filter((output) => batchIndex(output.key) !== null).length,
  };
}
