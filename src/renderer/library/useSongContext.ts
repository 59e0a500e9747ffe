/**
 * Owns loading what the audio preview knows about a track's song, all from the local
 * journal (works offline): the music submissions (for lineage), the track's own task, the
 * analyses run on it (bpm, midi, aligned-lyrics) and, per lineage node, its tracks.
 */
import { useEffect, useState } from 'react';
import { t } from '../../shared/i18n/activeLanguage';
import type { AssetView } from '../../shared/ipc/library';
import { stemName } from '../../shared/service/music/stemNames';
import type { SubmissionDetail, SubmissionView } from '../../shared/ipc/tasks';
import {
  buildLineage,
  flattenLineage,
  type LineageNode,
  type LineageSubmission,
} from './songLineage';
import { trackFacts, type TrackFacts } from './trackFacts';

const ANALYSES = new Set(['bpm', 'midi', 'aligned-lyrics']);
const MAX_PAGES = 5;
const MAX_NODE_DETAILS = 40;

export interface LineageTrack {
  index: number;
  durationS: number | null;
  label: string;
  asset: AssetView | null;
}

export interface SongContext {
  loading: boolean;
  error: unknown;
  own: SubmissionDetail | null;
  facts: TrackFacts;
  lineage: LineageNode | null;
  /** Tracks of each lineage node, by submission id. */
  tracks: Record<string, LineageTrack[]>;
}

export function submissionAction(submission: Pick<SubmissionView, 'target'>): string {
  const target = submission.target;
  if ('action' in target) return target.action;
  return target.model === 'tune' ? 'generate' : target.model;
}

function toLineage(submission: SubmissionView): LineageSubmission {
  return {
    id: submission.id,
    taskId: submission.taskId,
    action: submissionAction(submission),
    body: submission.body,
    summary: submission.summary,
    status: submission.status,
    createdAt: submission.createdAt,
  };
}

export async function musicSubmissions(): Promise<SubmissionView[]> {
  const all: SubmissionView[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await window.atelier.tasks.list({
      kinds: ['music'],
      limit: 200,
      ...(cursor ? { cursor } : {}),
    });
    all.push(...result.items);
    if (!result.nextCursor) break;
    cursor = result.nextCursor;
  }
  return all;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

export async function tracksOf(detail: SubmissionDetail): Promise<LineageTrack[]> {
  const assets = (
    await Promise.all(
      detail.assetIds.map((id) => window.atelier.library.get({ id }).catch(() => null)),
    )
  ).filter((asset): asset is AssetView => asset !== null && asset.kind === 'audio');
  const resultTracks = record(detail.statusResult?.['result'])?.['tracks'];
  const described = Array.isArray(resultTracks)
    ? resultTracks.map(record).filter((track) => track !== null)
    : [];
  const indexes = new Set<number>([
    ...described
      .map((track) => track['index'])
      .filter((index): index is number => typeof index === 'number'),
    ...assets.map((asset) => asset.trackIndex).filter((index): index is number => index !== null),
  ]);
  return [...indexes]
    .sort((a, b) => a - b)
    .map((index) => {
      const track = described.find((each) => each['index'] === index);
      const asset = assets.find((each) => each.trackIndex === index) ?? null;
      // The stem's human name in the user's language ("Leadgesang"), not its `stem_type` token.
      const stem = typeof track?.['stem'] === 'string' ? stemName(track['stem']) : null;
      const duration =
        typeof track?.['duration'] === 'number' ? track['duration'] : (asset?.durationS ?? null);
      return {
        index,
        durationS: duration,
        label: stem ?? t('library.song.track', { track: index }),
        asset,
      };
    });
}

export function useSongContext(asset: AssetView | null): SongContext {
  const empty: SongContext = {
    loading: asset !== null,
    error: undefined,
    own: null,
    facts: {
      durationS: asset?.durationS ?? null,
      bpm: asset?.bpm ?? null,
      key: asset?.musicalKey ?? null,
      lyrics: [],
    },
    lineage: null,
    tracks: {},
  };
  const [context, setContext] = useState<SongContext>(empty);
  const assetId = asset?.id;
  useEffect(() => {
    if (!asset) return undefined;
    let cancelled = false;
    setContext({ ...empty, loading: true });
    (async () => {
      const own = await window.atelier.tasks.get({ id: asset.submissionId });
      const submissions = await musicSubmissions();
      const audioIndex = asset.trackIndex ?? 1;
      const analysisViews = submissions
        .filter(
          (each) =>
            ANALYSES.has(submissionAction(each)) &&
            each.status === 'SUCCEEDED' &&
            each.body['task_id'] === asset.taskId,
        )
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      const analyses = await Promise.all(
        analysisViews.map((each) => window.atelier.tasks.get({ id: each.id })),
      );
      const facts = trackFacts({
        taskId: asset.taskId,
        audioIndex,
        durationS: asset.durationS,
        known: { bpm: asset.bpm, musicalKey: asset.musicalKey },
        own: { action: submissionAction(own), body: own.body, statusResult: own.statusResult },
        analyses: analyses.map((each) => ({
          action: submissionAction(each),
          body: each.body,
          statusResult: each.statusResult,
        })),
      });
      const lineage = buildLineage(submissions.map(toLineage), asset.taskId);
      const tracks: Record<string, LineageTrack[]> = {};
      if (lineage) {
        const nodes = flattenLineage(lineage).slice(0, MAX_NODE_DETAILS);
        await Promise.all(
          nodes.map(async ({ node }) => {
            const detail =
              node.submission.id === own.id
                ? own
                : await window.atelier.tasks.get({ id: node.submission.id }).catch(() => null);
            if (detail) tracks[node.submission.id] = await tracksOf(detail);
          }),
        );
      }
      if (!cancelled) setContext({ loading: false, error: undefined, own, facts, lineage, tracks });
    })().catch((error: unknown) => !cancelled && setContext({ ...empty, loading: false, error }));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload per asset, not per render
  }, [assetId]);
  return context;
}
