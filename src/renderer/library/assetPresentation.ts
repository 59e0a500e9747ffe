/** Owns how an asset is named and summarized in lists: kind labels, icons' keys, sizes, dates. */
import type { AssetKind, AssetView } from '../../shared/ipc/library';
import { actionName } from '../../shared/service/music/actionNames';
export { formatDate } from '../format/date';

export const KIND_LABELS: Record<AssetKind, string> = {
  image: 'Image',
  video: 'Video',
  audio: 'Audio',
  midi: 'MIDI',
  lyrics: 'Lyrics',
  text: 'Text',
  json: 'Data',
  file: 'File',
};

/** MIDI note data kept as JSON: notes, not a second MIDI file. */
export const isMidiNotes = (asset: Pick<AssetView, 'kind' | 'mimeType'>): boolean =>
  asset.kind === 'midi' && asset.mimeType.includes('json');

/** The kind as a person reads it: MIDI note data (JSON) is "Notes (JSON)", not a second MIDI file. */
export function kindLabel(asset: Pick<AssetView, 'kind' | 'mimeType'>): string {
  return isMidiNotes(asset) ? 'Notes (JSON)' : KIND_LABELS[asset.kind];
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/** How an asset was made, in the user's words: "Separate all stems · track 2", "Image A" (the catalog's name). */
export function assetOrigin(
  asset: AssetView,
  modelNames: Readonly<Record<string, string>> = {},
): string {
  const madeBy = asset.action ? actionName(asset.action) : (modelNames[asset.model] ?? asset.model);
  return [madeBy, asset.trackIndex !== null ? `track ${asset.trackIndex}` : null]
    .filter(Boolean)
    .join(' · ');
}

/** The same origin as the API names it ("tune · extend · track 2"), as detail for those who want it. */
export function assetApiOrigin(asset: AssetView): string {
  return [asset.model, asset.action, asset.trackIndex !== null ? `track ${asset.trackIndex}` : null]
    .filter(Boolean)
    .join(' · ');
}

/** A title that is never empty. */
export function displayTitle(asset: AssetView): string {
  return (
    asset.title.trim() ||
    asset.prompt.trim().slice(0, 80) ||
    `${KIND_LABELS[asset.kind]} ${asset.id.slice(0, 8)}`
  );
}
