/**
 * Owns what a DAW pack is on the song page: the three paid jobs one confirm sends on a track
 * (all stems as WAV, MIDI, tempo), and finding them again through the lineage — the newest
 * of each action made from that track — with the pack's state (working, failed, ready).
 */
import { formatList } from '../../shared/format/number';
import { t } from '../../shared/i18n/activeLanguage';
import { actionName } from '../../shared/service/music/actionNames';
import type { LineageNode, LineageSubmission } from '../library/songLineage';
import type { LineageTrack } from '../library/useSongContext';
import { versionName } from './songTimeline';

export const DAW_PACK_ACTIONS = ['stems-all', 'midi', 'bpm'] as const;
export type DawPackAction = (typeof DAW_PACK_ACTIONS)[number];

export interface PackSource {
  taskId: string;
  audioIndex: number;
}

/** The three requests, in the order they are sent. Stems as WAV: what a DAW imports losslessly. */
export function dawPackRequests(
  source: PackSource,
): { action: DawPackAction; body: Record<string, unknown> }[] {
  const base = { task_id: source.taskId, audio_index: source.audioIndex };
  return DAW_PACK_ACTIONS.map((action) => ({
    action,
    body: action === 'stems-all' ? { ...base, audio_format: 'wav' } : base,
  }));
}

export type PackParts = Record<DawPackAction, LineageSubmission | null>;

export interface DawPack {
  source: PackSource;
  /** "Take · track 1": the version the pack was made from. */
  label: string;
  parts: PackParts;
  state: 'working' | 'failed' | 'ready';
}

const FAILED = new Set(['FAILED', 'CANCELLED', 'EXPIRED']);
// Any finished stems of the track serve the pack (main reuses them rather than buying again)...
const isPackPart = (child: LineageNode, action: DawPackAction): boolean =>
  child.submission.action === action;
// ...but only the pack's own jobs (MIDI, tempo, WAV stems) make a track show a pack card.
const marksPack = (child: LineageNode): boolean =>
  DAW_PACK_ACTIONS.some(
    (action) =>
      isPackPart(child, action) &&
      (action !== 'stems-all' || child.submission.body['audio_format'] === 'wav'),
  );

const isWav = (part: LineageSubmission): boolean => part.body['audio_format'] === 'wav';

/** Does `candidate` serve the pack better than `current`: WAV stems first (lossless in a DAW), then the newest. */
function better(candidate: LineageSubmission, current: LineageSubmission | null): boolean {
  if (!current) return true;
  if (isWav(candidate) !== isWav(current)) return isWav(candidate);
  return candidate.createdAt > current.createdAt;
}

/** The pack part of each action made from `audioIndex` of `node` (the newest; WAV stems first). */
function partsOf(node: LineageNode, audioIndex: number): PackParts {
  const parts: PackParts = { 'stems-all': null, midi: null, bpm: null };
  for (const child of node.children) {
    if ((child.fromAudioIndex ?? 1) !== audioIndex) continue;
    for (const action of DAW_PACK_ACTIONS) {
      if (isPackPart(child, action) && better(child.submission, parts[action]))
        parts[action] = child.submission;
    }
  }
  return parts;
}

/** Ready once all three have succeeded and every stem's file is in the library. */
export function packState(
  parts: PackParts,
  tracks: Readonly<Record<string, readonly LineageTrack[]>>,
): DawPack['state'] {
  const present = DAW_PACK_ACTIONS.map((action) => parts[action]);
  if (present.some((part) => part !== null && part.status !== null && FAILED.has(part.status)))
    return 'failed';
  if (present.some((part) => part === null || part.status !== 'SUCCEEDED')) return 'working';
  const stems = tracks[parts['stems-all']!.id] ?? [];
  return stems.length > 0 && stems.every((track) => track.asset !== null) ? 'ready' : 'working';
}

/** Every track of the song with at least one pack part, in lineage order. */
export function dawPacks(
  root: LineageNode,
  tracks: Readonly<Record<string, readonly LineageTrack[]>>,
): DawPack[] {
  const packs: DawPack[] = [];
  const visit = (node: LineageNode) => {
    const { taskId } = node.submission;
    const indexes = new Set(
      node.children.filter(marksPack).map((child) => child.fromAudioIndex ?? 1),
    );
    for (const audioIndex of [...indexes].sort((a, b) => a - b)) {
      if (!taskId) continue;
      const parts = partsOf(node, audioIndex);
      packs.push({
        source: { taskId, audioIndex },
        label: t('song.lane.heading', {
          version: versionName(node.submission.action),
          track: audioIndex,
        }),
        parts,
        state: packState(parts, tracks),
      });
    }
    for (const child of node.children) visit(child);
  };
  visit(root);
  return packs;
}

export type PartStatus = 'not-run' | 'failed' | 'done' | 'working';

/** A part's state (data-status); partStatusWords says it next to its name ("Transcribe to MIDI: done"). */
export function partStatus(part: LineageSubmission | null): PartStatus {
  if (!part) return 'not-run';
  if (part.status !== null && FAILED.has(part.status)) return 'failed';
  return part.status === 'SUCCEEDED' ? 'done' : 'working';
}

export function partStatusWords(status: PartStatus): string {
  if (status === 'not-run') return t('song.dawPack.part.notRun');
  if (status === 'failed') return t('song.dawPack.part.failed');
  if (status === 'done') return t('song.dawPack.part.done');
  return t('song.dawPack.part.working');
}

export const partName = (action: DawPackAction): string => actionName(action);

/**
 * Why a pack stopped part-way: what was sent (those tasks run and are billed on their own),
 * which part failed and why, and that the rest was not sent (nothing is resent as a group).
 */
export function packStoppedMessage(
  sent: readonly string[],
  failed: string | null,
  why: string,
): string {
  const done =
    sent.length > 0
      ? t('song.dawPack.partsSent', { count: sent.length, parts: formatList(sent) })
      : '';
  const reason = failed ? t('song.dawPack.partFailed', { part: failed, why }) : why;
  return t('song.dawPack.stopped', { sent: done, reason });
}
