// Owns the list of finished music tasks of given actions (personas, custom models) for the
// persona and custom-model pickers, from the tasks journal; refreshed as tasks change.
import { useEffect, useState } from 'react';
import type { SubmissionView } from '../../shared/ipc/tasks';
import type { MusicAction } from '../../shared/service';

export interface FinishedTask {
  taskId: string;
  action: string;
  summary: string;
  finishedAt: string | null;
}

function actionOf(submission: SubmissionView): string | null {
  return 'action' in submission.target ? submission.target.action : null;
}

export function useFinishedTasks(
  actions: readonly MusicAction[],
  needed: boolean,
): { tasks: FinishedTask[]; error: string | null } {
  const [state, setState] = useState<{ tasks: FinishedTask[]; error: string | null }>({
    tasks: [],
    error: null,
  });
  const [generation, setGeneration] = useState(0);
  const key = actions.join(',');
  useEffect(
    () =>
      window.atelier.on('tasks:changed', (submission) => {
        if (submission.status === 'SUCCEEDED') setGeneration((value) => value + 1);
      }),
    [],
  );
  useEffect(() => {
    if (!needed) return;
    let cancelled = false;
    window.atelier.tasks
      .list({ states: ['accepted'], statuses: ['SUCCEEDED'], kinds: ['music'], limit: 200 })
      .then(
        ({ items }) => {
          if (cancelled) return;
          const tasks = items
            .filter(
              (item) =>
                item.taskId !== null &&
                item.status === 'SUCCEEDED' &&
                key.split(',').includes(actionOf(item) ?? ''),
            )
            .map((item) => ({
              taskId: item.taskId as string,
              action: actionOf(item) ?? '',
              summary: item.summary,
              finishedAt: item.finishedAt,
            }));
          setState({ tasks, error: null });
        },
        (error: unknown) =>
          !cancelled &&
          setState({ tasks: [], error: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      cancelled = true;
    };
  }, [key, needed, generation]);
  return state;
}
