/** Owns how an asset is named and summarized in lists: kind names, sizes, dates, origins, in the user's language. */
import { formatFileSize } from '../../shared/format/number';
import { t } from '../../shared/i18n/activeLanguage';
import type { MessageKey } from '../../shared/i18n/translator';
import type { AssetKind, AssetView } from '../../shared/ipc/library';
import { actionName } from '../../shared/service/music/actionNames';
import { titleInWords } from '../../shared/titles/titleWords';
export { formatDate } from '../format/date';

const KIND_KEYS: Record<AssetKind, MessageKey> = {
  image: 'library.kind.image',
  video: 'library.kind.video',
  audio: 'library.kind.audio',
  midi: 'library.kind.midi',
  lyrics: 'library.kind.lyrics',
  text: 'library.kind.text',
  json: 'library.kind.json',
  file: 'library.kind.file',
};

/** "Image", "Audio"…, in the chosen language. */
export function kindName(kind: AssetKind): string {
  return t(KIND_KEYS[kind]);
}

/** MIDI note data kept as JSON: notes, not a second MIDI file. */
export const isMidiNotes = (asset: Pick<AssetView, 'kind' | 'mimeType'>): boolean =>
  asset.kind === 'midi' && asset.mimeType.includes('json');

/** The kind as a person reads it: MIDI note data (JSON) is "Notes (JSON)", not a second MIDI file. */
export function kindLabel(asset: Pick<AssetView, 'kind' | 'mimeType'>): string {
  return isMidiNotes(asset) ? t('library.kind.notes') : kindName(asset.kind);
}

/** "1.5 MB", with the language's digits (the one size format, shared/format). */
export function formatBytes(bytes: number): string {
  return formatFileSize(bytes);
}

/** How an asset was made, in the user's words: "Separate all stems · track 2", "Image A" (the catalog's name). */
export function assetOrigin(
  asset: AssetView,
  modelNames: Readonly<Record<string, string>> = {},
): string {
  const madeBy = asset.action ? actionName(asset.action) : (modelNames[asset.model] ?? asset.model);
  return [
    madeBy,
    asset.trackIndex !== null ? t('library.origin.track', { track: asset.trackIndex }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The same origin as the API names it ("tune · extend · track 2"), as detail for those who want it. */
export function assetApiOrigin(asset: AssetView): string {
  return [asset.model, asset.action, asset.trackIndex !== null ? `track ${asset.trackIndex}` : null]
    .filter(Boolean)
    .join(' · ');
}

/** A title that is never empty, with the title rule's words in the user's language. */
export function displayTitle(asset: AssetView): string {
  return (
    titleInWords(asset.title.trim(), t) ||
    asset.prompt.trim().slice(0, 80) ||
    `${kindName(asset.kind)} ${asset.id.slice(0, 8)}`
  );
}
