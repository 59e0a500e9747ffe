/**
 * Owns which music actions apply to one library track and the Generate-page link that
 * opens each with its source filled in. The rules come from shared/service (which
 * actions take a source track, which need an upload or extend task); only the grouping
 * for the UI (range, point, plain) lives here.
 */
import {
  MUSIC_ACTIONS,
  REQUIRED_SOURCE_KIND,
  TRACK_SOURCE_ACTIONS,
  isMusicAction,
  takesSourceTrack,
  type MusicAction,
} from '../../shared/service';
import { hrefFor } from '../routes';

/** Actions whose range comes from a region dragged on the waveform. */
export const RANGE_ACTIONS: readonly MusicAction[] = [
  'crop',
  'remove-section',
  'replace-section',
  'sample',
  'persona',
];
/** Actions that continue from a point clicked on the waveform. */
export const POINT_ACTIONS: readonly MusicAction[] = ['extend'];

export type ActionInput = 'range' | 'point' | 'none';

export function actionInput(action: MusicAction): ActionInput {
  if (RANGE_ACTIONS.includes(action)) return 'range';
  if (POINT_ACTIONS.includes(action)) return 'point';
  return 'none';
}

/**
 * The action a library asset's task ran: music tasks carry it; the legacy `tune` model is
 * a generate.
 */
export function sourceActionOf(asset: {
  model: string;
  action: string | null;
}): MusicAction | null {
  if (asset.action && isMusicAction(asset.action)) return asset.action;
  return asset.model === 'tune' ? 'generate' : null;
}

/**
 * Actions that can take a track of a task made by `sourceAction` (mashup needs two tracks
 * and is started from the Generate page instead).
 */
export function actionsForTrack(sourceAction: MusicAction | null): MusicAction[] {
  if (!sourceAction || !TRACK_SOURCE_ACTIONS.includes(sourceAction)) return [];
  return MUSIC_ACTIONS.filter((action) => {
    if (action === 'mashup' || !takesSourceTrack(action)) return false;
    const required = REQUIRED_SOURCE_KIND[action];
    return required === undefined || required === sourceAction;
  });
}

export interface TrackLinkOptions {
  action: MusicAction;
  taskId: string;
  audioIndex: number;
  continueAt?: number | null;
  range?: { startS: number; endS: number } | null;
}

const seconds = (value: number): string => String(Math.round(value * 100) / 100);

/** `#/generate?action=crop&task_id=…&audio_index=2&start_s=…&end_s=…` (read by the Generate page). */
export function generateLinkForTrack(options: TrackLinkOptions): string {
  const input = actionInput(options.action);
  const range = input === 'range' && options.range ? options.range : null;
  const continueAt =
    input === 'point' && options.continueAt != null ? Math.max(1, options.continueAt) : null;
  return hrefFor('generate', {
    action: options.action,
    task_id: options.taskId,
    audio_index: String(options.audioIndex),
    continue_at: continueAt !== null ? seconds(continueAt) : undefined,
    start_s: range ? seconds(Math.max(0, Math.min(range.startS, range.endS))) : undefined,
    end_s: range ? seconds(Math.max(range.startS, range.endS)) : undefined,
  });
}
