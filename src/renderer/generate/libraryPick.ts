// Owns the "From library…" picker's model: which library kinds fit a URL field, and which of
// them can be picked. The one rule for "can this result be an input" stays inputUseOf()
// (library/inputTargets.ts): a result without a service link, or a video frame that was
// never uploaded, is listed but disabled with that rule's plain reason.
import { t } from '../../shared/i18n/activeLanguage';
import type { AssetKind, AssetView } from '../../shared/ipc/library';
import { titleInWords } from '../../shared/titles/titleWords';
import { inputUseOf } from '../library/inputTargets';
import { formatClock } from '../library/trackFacts';

/** Library kinds listed for a URL field (videos only to say why their frame cannot be used), or null. */
export function pickerKindsFor(fieldName: string): AssetKind[] | null {
  if (
    fieldName === 'image_urls' ||
    fieldName.endsWith('image_url') ||
    fieldName.endsWith('frame_url')
  )
    return ['image', 'video'];
  if (fieldName === 'audio_url' || fieldName === 'audio_urls') return ['audio'];
  return null;
}

export interface PickEntry {
  id: string;
  title: string;
  kind: AssetKind;
  /** The service link the field receives; null when it cannot be picked. */
  url: string | null;
  /** Why it cannot be picked, in the user's words. */
  reason: string | null;
  /** What tells two results of one title apart: track number and m:ss, or pixel size. */
  detail: string;
}

type Pickable = Pick<AssetView, 'id' | 'title' | 'kind' | 'sourceUrl'> &
  Partial<Pick<AssetView, 'trackIndex' | 'durationS' | 'width' | 'height'>>;

function detailOf(asset: Pickable): string {
  const kind =
    asset.kind === 'audio'
      ? asset.trackIndex
        ? `Track ${asset.trackIndex}`
        : 'Track'
      : asset.kind === 'video'
        ? 'Video'
        : 'Image';
  const fact =
    asset.kind === 'audio'
      ? asset.durationS != null
        ? formatClock(asset.durationS)
        : null
      : asset.width && asset.height
        ? `${asset.width}×${asset.height}`
        : null;
  return fact ? `${kind} · ${fact}` : kind;
}

export function pickEntry(asset: Pickable): PickEntry {
  const use = inputUseOf(asset);
  const usable = use.kind === 'targets' && asset.sourceUrl !== null;
  return {
    id: asset.id,
    // A title the rule wrote in English ('— lead vocal stem') reads in the user's words.
    title: titleInWords(asset.title, t),
    kind: asset.kind,
    url: usable ? asset.sourceUrl : null,
    reason:
      use.kind === 'unavailable'
        ? use.reason
        : usable
          ? null
          : 'This result cannot be used as an input.',
    detail: detailOf(asset),
  };
}

/** The entries for a field: only kinds that fit it, usable ones first (the query's order kept within each group). */
export function pickEntries(fieldName: string, assets: readonly Pickable[]): PickEntry[] {
  const kinds = pickerKindsFor(fieldName) ?? [];
  const entries = assets.filter((asset) => kinds.includes(asset.kind)).map(pickEntry);
  return [...entries.filter((entry) => entry.url), ...entries.filter((entry) => !entry.url)];
}
