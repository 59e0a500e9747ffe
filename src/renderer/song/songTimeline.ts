/**
 * Owns the order, wording and placement of a song's timeline: one lane per track of each
 * take or version (generate's tracks, extends, the whole song, covers, remasters …), in
 * lineage order, each placed on the song's time axis, and a waiting lane for a job whose
 * files have not arrived yet.
 */
import { t } from '../../shared/i18n/activeLanguage';
import { actionName } from '../../shared/service/music/actionNames';
import type { LineageNode, LineageSubmission } from '../library/songLineage';
import { formatClock } from '../library/trackFacts';
import type { LineageTrack } from '../library/useSongContext';

/** Results that are not versions of the song: stems go to the mixer, analyses to the facts. */
const OFF_TIMELINE = new Set([
  'stems',
  'stems-all',
  'bpm',
  'midi',
  'aligned-lyrics',
  'lyrics',
  'upsample-tags',
  'persona',
  'create-model',
  'create-voice',
  'music-video',
  'download',
]);

/** Siblings sit in the order a song grows: extends, then the joined song, covers, remasters. */
const SIBLING_RANK: Record<string, number> = { extend: 0, concat: 1, cover: 2, remaster: 3 };

/**
 * `heading` names a version in full ("Extension · track 1"); `name` is a lane's short name
 * ("Extension 1", "Whole song" when it has one track); `startS` is where the version sits on
 * the song's time axis, in seconds (see `startOf`).
 */
export type TimelineCard =
  | {
      kind: 'track';
      key: string;
      submission: LineageSubmission;
      track: LineageTrack;
      heading: string;
      name: string;
      detail: string;
      startS: number;
    }
  | {
      kind: 'waiting';
      key: string;
      submission: LineageSubmission;
      heading: string;
      name: string;
      detail: string;
      failed: boolean;
      startS: number;
    };

const FAILED = new Set(['FAILED', 'CANCELLED', 'EXPIRED']);

export function versionName(action: string): string {
  if (action === 'generate') return t('song.version.take');
  if (action === 'extend') return t('song.version.extension');
  if (action === 'concat') return t('song.version.wholeSong');
  return actionName(action);
}

/** "of track 1 from 0:08", "of track 1, 0:05–0:13" (an edit), "of track 2", "" for a first take. */
export function versionDetail(
  node: Pick<LineageNode, 'fromAudioIndex'> & {
    submission: Pick<LineageSubmission, 'action' | 'body'>;
  },
): string {
  const { action, body } = node.submission;
  if (action === 'concat') return t('song.detail.joined');
  const track = node.fromAudioIndex;
  if (track === null) return '';
  const { continue_at: at, start_s: start, end_s: end, fade_duration: fade } = body;
  if (action === 'extend' && typeof at === 'number')
    return t('song.detail.extendedFrom', { track, time: formatClock(at) });
  if (action !== 'extend' && typeof start === 'number' && typeof end === 'number')
    return t('song.detail.region', { track, start: formatClock(start), end: formatClock(end) });
  if (action !== 'extend' && typeof fade === 'number')
    return t('song.detail.fade', { track, length: formatClock(fade) });
  return t('song.detail.ofTrack', { track });
}

function orderedChildren(node: LineageNode): LineageNode[] {
  const rank = (child: LineageNode) => SIBLING_RANK[child.submission.action] ?? 9;
  return node.children
    .slice()
    .sort(
      (a, b) => rank(a) - rank(b) || a.submission.createdAt.localeCompare(b.submission.createdAt),
    );
}

const seconds = (body: Readonly<Record<string, unknown>>, field: string): number =>
  typeof body[field] === 'number' ? body[field] : 0;

/**
 * Where `child` starts on the song's axis, given where its parent starts: an extension where
 * it continues (its audio is only the continuation), the joined song where its extension's
 * source starts (it is that source up to the continue point, then the extension), a crop
 * where its region starts, every other version (cover, remaster, fade…) with its parent.
 */
export function startOf(
  child: Pick<LineageNode, 'submission'>,
  parent: Pick<LineageNode, 'submission'>,
  parentStartS: number,
): number {
  const { action, body } = child.submission;
  if (action === 'extend') return parentStartS + seconds(body, 'continue_at');
  if (action === 'concat' && parent.submission.action === 'extend')
    return Math.max(0, parentStartS - seconds(parent.submission.body, 'continue_at'));
  if (action === 'crop') return parentStartS + seconds(body, 'start_s');
  return parentStartS;
}

/** The timeline's versions, oldest branch first. Tracks without their file yet show as waiting. */
export function timelineCards(
  root: LineageNode,
  tracks: Readonly<Record<string, readonly LineageTrack[]>>,
): TimelineCard[] {
  const cards: TimelineCard[] = [];
  const visit = (node: LineageNode, startS: number) => {
    const { submission } = node;
    if (OFF_TIMELINE.has(submission.action)) return;
    const heading = versionName(submission.action);
    const detail = versionDetail(node);
    const ready = (tracks[submission.id] ?? []).filter((track) => track.asset !== null);
    const failed = submission.status !== null && FAILED.has(submission.status);
    if (ready.length === 0) {
      cards.push({
        kind: 'waiting',
        key: `${submission.id}-waiting`,
        submission,
        heading,
        name: heading,
        detail,
        failed,
        startS,
      });
    } else {
      for (const track of ready) {
        const name =
          ready.length > 1
            ? t('song.lane.numbered', { version: heading, number: track.index })
            : heading;
        cards.push({
          kind: 'track',
          key: `${submission.id}-${track.index}`,
          submission,
          track,
          heading: t('song.lane.heading', { version: heading, track: track.index }),
          name,
          detail,
          startS,
        });
      }
    }
    for (const child of orderedChildren(node)) visit(child, startOf(child, node, startS));
  };
  visit(root, 0);
  return cards;
}

/** What a waiting card says about its job. */
export function waitingStatus(status: string | null, failed: boolean): string {
  if (failed) return t('song.waiting.failed');
  if (status === 'SUCCEEDED') return t('song.waiting.saving');
  if (status === null || status === 'PENDING' || status === 'QUEUED')
    return t('song.waiting.queued');
  return t('song.waiting.making');
}

export interface StemsResult {
  submission: LineageSubmission;
  /** "Take · track 1": the version the stems were separated from. */
  source: string;
}

/** Every stems separation in the song, oldest first, with the version it was made from. */
export function stemsResults(root: LineageNode): StemsResult[] {
  const found: StemsResult[] = [];
  const visit = (node: LineageNode) => {
    for (const child of node.children) {
      if (child.submission.action === 'stems-all' || child.submission.action === 'stems') {
        found.push({
          submission: child.submission,
          source: t('song.lane.heading', {
            version: versionName(node.submission.action),
            track: child.fromAudioIndex ?? 1,
          }),
        });
      }
      visit(child);
    }
  };
  visit(root);
  return found.sort((a, b) => a.submission.createdAt.localeCompare(b.submission.createdAt));
}
