/**
 * Owns the rules of the library's compare view, pure: which 2–4 results can be compared
 * (images and videos side by side, or tracks as an A/B switch, never mixed), the A/B switch
 * that keeps the playback position (keys 1–4), the synchronized zoom, and "keep one, discard
 * the rest".
 */
import { t } from '../../shared/i18n/activeLanguage';
import type { AssetView } from '../../shared/ipc/library';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
export const COMPARE_LETTERS = ['A', 'B', 'C', 'D'] as const;

export type CompareSet =
  { mode: 'side-by-side' | 'ab'; items: AssetView[] } | { mode: 'none'; reason: string };

const visual = (asset: AssetView): boolean => asset.kind === 'image' || asset.kind === 'video';

/** What the Compare button would open for these assets, or why it cannot. */
/** A, B, C, D in the order they were made (a song's tracks in track order). */
const madeFirst = (a: AssetView, b: AssetView): number =>
  a.createdAt.localeCompare(b.createdAt) || (a.trackIndex ?? 0) - (b.trackIndex ?? 0);

export function compareSet(selected: readonly AssetView[]): CompareSet {
  const assets = [...selected].sort(madeFirst);
  if (assets.length < COMPARE_MIN || assets.length > COMPARE_MAX) {
    return {
      mode: 'none',
      reason: t('library.compare.selectRange', {
        min: COMPARE_MIN,
        max: COMPARE_MAX,
        count: assets.length,
      }),
    };
  }
  if (assets.every(visual)) return { mode: 'side-by-side', items: assets };
  if (assets.every((asset) => asset.kind === 'audio')) return { mode: 'ab', items: assets };
  return { mode: 'none', reason: t('library.compare.mixed') };
}

/** The A/B switch: which take is heard and where playback stands. */
export interface AbState {
  active: number;
  /** Seconds into the track: the switch carries it over to the next take. */
  position: number;
  playing: boolean;
}

export const AB_START: AbState = { active: 0, position: 0, playing: false };

/** The take a key picks ("1" → 0 … "4" → 3), or null when there is no such take. */
export function abKey(key: string, count: number): number | null {
  const index = Number(key) - 1;
  return Number.isInteger(index) && index >= 0 && index < Math.min(count, COMPARE_MAX)
    ? index
    : null;
}

/**
 * Switches to take `to` at the position heard now, clamped to that take's length when known
 * (a shorter take starts at its end rather than failing); playing goes on playing.
 */
export function abSwitch(
  state: AbState,
  to: number,
  heardAt: number,
  lengthOfNext: number | null = null,
): AbState {
  const position =
    lengthOfNext !== null && Number.isFinite(lengthOfNext)
      ? Math.min(heardAt, lengthOfNext)
      : heardAt;
  return { active: to, position: Math.max(0, position), playing: state.playing };
}

export const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

/** One zoom for every column: the next step in or out, staying within 1×–4×. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const steps = [...ZOOM_STEPS];
  const next =
    direction > 0 ? steps.find((step) => step > zoom) : steps.reverse().find((step) => step < zoom);
  return next ?? zoom;
}

/**
 * What tells the columns apart when their titles match (the variations of one request):
 * "variation 2" by the order their submissions were made, and "track 1" for a song's tracks.
 * Empty when the titles already differ or nothing more is known.
 */
export function compareDetails(
  items: readonly AssetView[],
  titleOf: (asset: AssetView) => string,
): string[] {
  const sameTitle = new Set(items.map(titleOf)).size < items.length;
  const made = [
    ...new Set(
      [...items]
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map((item) => item.submissionId),
    ),
  ];
  const grouped =
    made.length > 1 &&
    items.every(
      (item) => item.variationGroup !== null && item.variationGroup === items[0]!.variationGroup,
    );
  return items.map((item) =>
    [
      sameTitle && grouped
        ? t('library.compare.detailVariation', { index: made.indexOf(item.submissionId) + 1 })
        : '',
      sameTitle && item.trackIndex !== null
        ? t('library.compare.detailTrack', { track: item.trackIndex })
        : '',
    ]
      .filter(Boolean)
      .join(t('titles.listSeparator')),
  );
}

/** "Keep one, discard the rest": the results that go to the trash. */
export function discardedBy(items: readonly AssetView[], keepId: string): AssetView[] {
  if (!items.some((item) => item.id === keepId)) return [];
  return items.filter((item) => item.id !== keepId);
}
