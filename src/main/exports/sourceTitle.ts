/**
 * Owns the name exports name files after (the title rule's name, before the version).
 * Results of actions run ON a track (stems, midi, download, …) are named after the source
 * track's song — found through the journal's lineage (tasks/sourceTrackTitle.ts) — unless the
 * request gave a title; otherwise the asset's own name.
 */
import { nameOf } from '../../shared/titles/titleRule';
import { sourceTrack } from '../tasks/sourceTrackTitle';
import type { AssetRecord, ExportLibrary, SubmissionLookup } from './ports';

export function sourceTitle(
  asset: AssetRecord,
  library: Pick<ExportLibrary, 'bySubmission'>,
  journal?: SubmissionLookup,
): string {
  const entry = journal?.get(asset.submissionId);
  if (!entry || typeof entry.body['title'] === 'string' || !journal?.getByTaskId)
    return nameOf(asset.title);
  return nameOf(
    sourceTrack(entry.sources, { getByTaskId: journal.getByTaskId.bind(journal) }, library)?.track
      ?.title ?? asset.title,
  );
}
