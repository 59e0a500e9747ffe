/**
 * Owns the buttons on a timeline card: which song actions a track offers (from the shared
 * service rules), the body each submits, the continue point's default and bounds, and the
 * button's words with its price ("Extend from 1:01 · 30 cr").
 */
import { t } from '../../shared/i18n/activeLanguage';
import { actionName } from '../../shared/service/music/actionNames';
import { musicActionTable, type CostEstimate, type MusicAction } from '../../shared/service';
import { formatCredits } from '../format/credits';
import { actionsForTrack, sourceActionOf } from '../library/trackActions';
import { formatClock } from '../library/trackFacts';

/** The actions the song page offers, in button order. */
export const SONG_ACTIONS = [
  'extend',
  'concat',
  'cover',
  'remaster',
  'stems-all',
] as const satisfies readonly MusicAction[];
export type SongAction = (typeof SONG_ACTIONS)[number];

/** The song actions a track of a `sourceAction` task can take (concat only on an extend). */
export function songActionsFor(sourceAction: string): SongAction[] {
  const allowed = actionsForTrack(sourceActionOf({ model: '', action: sourceAction }));
  return SONG_ACTIONS.filter((action) => allowed.includes(action));
}

/**
 * The continue point, in whole seconds: at least 1 and less than the track's length (the
 * service's rule); null when the track is too short to extend.
 */
export function clampContinueAt(seconds: number, durationS: number): number | null {
  const last = Math.ceil(durationS) - 1;
  if (!Number.isFinite(durationS) || last < 1) return null;
  return Math.min(last, Math.max(1, Math.round(seconds)));
}

/** Near the end, so the extension carries on from the last phrase: 10 % before it, 5 s at least. */
export function defaultContinueAt(durationS: number): number | null {
  return clampContinueAt(durationS - Math.max(5, durationS * 0.1), durationS);
}

export interface SongSource {
  taskId: string;
  audioIndex: number;
  /** The song's title and style as first asked for (a cover keeps them). */
  title: string | null;
  style: string | null;
}

/** The request body of `action` on `source` (continueAt for extend). */
export function songActionBody(
  action: SongAction,
  source: SongSource,
  continueAt: number | null = null,
): Record<string, unknown> {
  const base = { task_id: source.taskId, audio_index: source.audioIndex };
  if (action === 'extend') return { ...base, continue_at: continueAt };
  if (action === 'cover') {
    const named = {
      ...(source.title ? { title: source.title } : {}),
      ...(source.style ? { style: source.style } : {}),
    };
    return Object.keys(named).length > 0
      ? { ...base, ...named }
      : { ...base, gpt_description: 'A new cover of this song' };
  }
  return base;
}

/** Remaster's variations as the service names them (subtle, normal, high). */
export const REMASTER_VARIATIONS: readonly string[] =
  musicActionTable('remaster').find((field) => field.name === 'variation_category')?.values ?? [];

/** A remaster, with the variation the user picked (the service's default without one). */
export function remasterBody(
  source: SongSource,
  variation: string | null,
): Record<string, unknown> {
  return {
    ...songActionBody('remaster', source),
    ...(variation ? { variation_category: variation } : {}),
  };
}

/** A cover with the title and style as typed (the song's own when left as they were). */
export function coverBody(
  source: SongSource,
  title: string,
  style: string,
): Record<string, unknown> {
  return songActionBody('cover', {
    ...source,
    title: title.trim() || null,
    style: style.trim() || null,
  });
}

/** "30 cr"; "…" while the price is asked; "price unknown" when the catalog cannot say. */
export function priceLabel(estimate: CostEstimate | null): string {
  if (!estimate) return '…';
  return estimate.kind === 'known'
    ? t('song.price.short', { amount: formatCredits(estimate.credits, { unit: false }) })
    : t('song.price.unknown');
}

/** "Extend from 1:01 · 30 cr", "Get the whole song · 10 cr", "Separate all stems · 40 cr". */
export function songActionLabel(
  action: MusicAction,
  estimate: CostEstimate | null,
  continueAt: number | null = null,
): string {
  const name =
    action === 'extend' && continueAt !== null
      ? t('song.action.extendFrom', { time: formatClock(continueAt) })
      : actionName(action);
  return withPrice(name, estimate);
}

/** "Crop to 0:12–0:45 · 30 cr": an action's words, then its price. */
export function withPrice(name: string, estimate: CostEstimate | null): string {
  return t('song.price.labelled', { name, price: priceLabel(estimate) });
}
