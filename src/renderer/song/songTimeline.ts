/**
 * Owns the order and wording of a song's timeline: one card per track of each take or
 * version (generate's tracks, extends, the whole song, covers, remasters …), in lineage
 * order, and a waiting card for a job whose files have not arrived yet.
 */
import { actionName } from '../../shared/service/music/actionNames';
import type { LineageNode, LineageSubmission } from '../library/songLineage';
import { formatClock } from '../library/trackFacts';
import type { LineageTrack } from '../library/useSongContext';

/** Results that are not versions of the song: stems go to the mixer, analyses to the facts. */
const OFF_TIMELINE = new Set(['stems', 'stems-all', 'bpm', 'midi', 'aligned-lyrics', 'lyrics', 'upsample-tags', 'persona', 'create-model', 'create-voice', 'music-video', 'download']);

/** Siblings sit in the order a song grows: extends, then the joined song, covers, remasters. */
const SIBLING_RANK: Record<string, number> = { extend: 0, concat: 1, cover: 2, remaster: 3 };

export type TimelineCard =
  | { kind: 'track'; key: string; submission: LineageSubmission; track: LineageTrack; heading: string; detail: string }
  | { kind: 'waiting'; key: string; submission: LineageSubmission; heading: string; detail: string; failed: boolean };

const FAILED = new Set(['FAILED', 'CANCELLED', 'EXPIRED']);

export function versionName(action: string): string {
  if (action === 'generate') return 'Take';
  if (action === 'extend') return 'Extension';
  if (action === 'concat') return 'Whole song';
  return actionName(action);
}

/** An edit's region or fade length in m:ss (", 0:05–0:13", ", 0:03"); '' for other versions. */
function editedSpan(body: Readonly<Record<string, unknown>>): string {
  const { start_s: start, end_s: end, fade_duration: fade } = body;
  if (typeof start === 'number' && typeof end === 'number') return `, ${formatClock(start)}–${formatClock(end)}`;
  return typeof fade === 'number' ? `, ${formatClock(fade)}` : '';
}

/** "of track 1 from 0:08", "of track 1, 0:05–0:13" (an edit), "of track 2", "" for a first take. */
export function versionDetail(node: Pick<LineageNode, 'fromAudioIndex'> & { submission: Pick<LineageSubmission, 'action' | 'body'> }): string {
  const { action, body } = node.submission;
  if (action === 'concat') return 'the extension joined to its source';
  if (node.fromAudioIndex === null) return '';
  const at = typeof body['continue_at'] === 'number' ? ` from ${formatClock(body['continue_at'])}` : '';
  return `of track ${node.fromAudioIndex}${action === 'extend' ? at : editedSpan(body)}`;
}

function orderedChildren(node: LineageNode): LineageNode[] {
  const rank = (child: LineageNode) => SIBLING_RANK[child.submission.action] ?? 9;
  return node.children.slice().sort((a, b) => rank(a) - rank(b) || a.submission.createdAt.localeCompare(b.submission.createdAt));
}

/** The strip's cards, left to right. Tracks without their file yet show as waiting. */
export function timelineCards(root: LineageNode, tracks: Readonly<Record<string, readonly LineageTrack[]>>): TimelineCard[] {
  const cards: TimelineCard[] = [];
  const visit = (node: LineageNode) => {
    const { submission } = node;
    if (OFF_TIMELINE.has(submission.action)) return;
    const heading = versionName(submission.action);
    const detail = versionDetail(node);
    const ready = (tracks[submission.id] ?? []).filter((track) => track.asset !== null);
    const failed = submission.status !== null && FAILED.has(submission.status);
    if (ready.length === 0) {
      cards.push({ kind: 'waiting', key: `${submission.id}-waiting`, submission, heading, detail, failed });
    } else {
      for (const track of ready) cards.push({ kind: 'track', key: `${submission.id}-${track.index}`, submission, track, heading: `${heading} · track ${track.index}`, detail });
    }
    for (const child of orderedChildren(node)) visit(child);
  };
  visit(root);
  return cards;
}

/** What a waiting card says about its job. */
export function waitingStatus(status: string | null, failed: boolean): string {
  if (failed) return 'Failed';
  if (status === 'SUCCEEDED') return 'Saving the files…';
  if (status === null || status === 'PENDING' || status === 'QUEUED') return 'Queued…';
  return 'Making it…';
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
        found.push({ submission: child.submission, source: `${versionName(node.submission.action)} · track ${child.fromAudioIndex ?? 1}` });
      }
      visit(child);
    }
  };
  visit(root);
  return found.sort((a, b) => a.submission.createdAt.localeCompare(b.submission.createdAt));
}
