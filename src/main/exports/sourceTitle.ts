/**
 * Owns the title exports name files after. Results of actions run ON a track (stems,
 * midi, download, …) carry no title of their own (the downloader falls back to the model
 * name), so the title of the source track — found through the journal's lineage — names
 * them; otherwise the asset's own title.
 */
import type { AssetRecord, ExportLibrary, SubmissionLookup } from './ports';

export type TitleLookup = SubmissionLookup & { getByTaskId?(taskId: string): { id: string } | null };

export function sourceTitle(asset: AssetRecord, library: Pick<ExportLibrary, 'bySubmission'>, journal?: TitleLookup): string {
  const entry = journal?.get(asset.submissionId);
  if (!entry || typeof entry.body['title'] === 'string') return asset.title;
  const source = entry.sources.find((item) => item.role === 'source' && item.audioIndex !== null);
  const sourceEntry = source && journal?.getByTaskId ? journal.getByTaskId(source.taskId) : null;
  if (!source || !sourceEntry) return asset.title;
  const track = library.bySubmission(sourceEntry.id).find((item) => item.kind === 'audio' && item.trackIndex === source.audioIndex);
  return track?.title ?? asset.title;
}
