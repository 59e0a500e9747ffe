/**
 * Owns loading a song's timeline from the local journal and library (works offline): the
 * lineage around one task, each version's tracks, and the song's first title and style.
 * Reloads when tasks or library files change, so a submitted job's card appears at once
 * and becomes its tracks when the files arrive.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { useAtelierEvent } from '../hooks/useAtelierEvent';
import {
  buildLineage,
  flattenLineage,
  type LineageNode,
  type LineageSubmission,
} from '../library/songLineage';
import {
  musicSubmissions,
  submissionAction,
  tracksOf,
  type LineageTrack,
} from '../library/useSongContext';

const MAX_NODE_DETAILS = 60;

export interface SongTimeline {
  loading: boolean;
  error: unknown;
  lineage: LineageNode | null;
  tracks: Record<string, LineageTrack[]>;
  title: string | null;
  style: string | null;
  reload: () => void;
}

/** Rejected and dismissed requests never ran: they are not versions of the song. */
const counts = (submission: SubmissionView) =>
  submission.state !== 'rejected' && submission.state !== 'dismissed';

function toLineage(submission: SubmissionView): LineageSubmission {
  const { id, taskId, body, summary, status, createdAt } = submission;
  return { id, taskId, action: submissionAction(submission), body, summary, status, createdAt };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

async function loadTimeline(
  taskId: string,
): Promise<Omit<SongTimeline, 'loading' | 'error' | 'reload'>> {
  const submissions = (await musicSubmissions()).filter(counts);
  const lineage = buildLineage(submissions.map(toLineage), taskId);
  const tracks: Record<string, LineageTrack[]> = {};
  if (lineage) {
    const nodes = flattenLineage(lineage).slice(0, MAX_NODE_DETAILS);
    await Promise.all(
      nodes.map(async ({ node }) => {
        const detail = await window.atelier.tasks.get({ id: node.submission.id }).catch(() => null);
        if (detail) tracks[node.submission.id] = await tracksOf(detail);
      }),
    );
  }
  const body = lineage?.submission.body ?? {};
  return { lineage, tracks, title: text(body['title']), style: text(body['style']) };
}

export function useSongTimeline(taskId: string | null): SongTimeline {
  const [state, setState] = useState<Omit<SongTimeline, 'reload'>>({
    loading: true,
    error: undefined,
    lineage: null,
    tracks: {},
    title: null,
    style: null,
  });
  const running = useRef(false);
  const again = useRef(false);
  const current = useRef(taskId);
  current.current = taskId;

  const reload = useCallback(() => {
    if (!current.current) return;
    // One load at a time; changes during a load ask for one more after it.
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    const forTask = current.current;
    loadTimeline(forTask)
      .then(
        (loaded) =>
          forTask === current.current && setState({ loading: false, error: undefined, ...loaded }),
      )
      .catch(
        (error: unknown) =>
          forTask === current.current &&
          setState((previous) => ({ ...previous, loading: false, error })),
      )
      .finally(() => {
        running.current = false;
        if (again.current) {
          again.current = false;
          reload();
        }
      });
  }, []);

  useEffect(() => {
    setState({
      loading: taskId !== null,
      error: undefined,
      lineage: null,
      tracks: {},
      title: null,
      style: null,
    });
    reload();
  }, [taskId, reload]);
  useAtelierEvent('tasks:changed', reload);
  useAtelierEvent('library:changed', reload);
  return { ...state, reload };
}
