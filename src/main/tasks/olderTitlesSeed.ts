/**
 * Test helper: finished music tasks as the journal holds them, their tracks saved in the library
 * under titles an older rule wrote (legacyTitles.test.ts, bench/seedOlderTitles.ts for the
 * browser spec).
 */
import type { LibraryStore } from '../library/libraryStore';
import { newAsset } from '../library/testAssets';
import type { Journal } from '../store/journal';
import { sourcesOfBody } from '../store/lineage';

export interface OlderTask {
  taskId: string;
  action: string;
  body: Record<string, unknown>;
  /** The status result's tracks (a stem names its part). */
  tracks: { title?: string; stem?: string }[];
  /** The titles stored for them, one per track. */
  titles: string[];
  /** The submission's summary as an older build wrote it (the source's title then). */
  summary?: string;
}

/** Saves one task and its tracks; returns the tracks' asset ids. */
export function saveOlderTask(
  journal: Pick<Journal, 'begin' | 'accept' | 'updateStatus'>,
  library: Pick<LibraryStore, 'addAsset'>,
  task: OlderTask,
): string[] {
  const begun = journal.begin({
    profileId: 'sandbox',
    target: { action: task.action } as never,
    kind: 'music',
    body: task.body,
    sources: sourcesOfBody(task.body),
    creditsEstimated: 10,
    ...(task.summary !== undefined ? { summary: task.summary } : {}),
  });
  journal.accept(begun.id, { taskId: task.taskId });
  const tracks = task.tracks.map((track, i) => ({
    ...track,
    audio_url: `https://files.invalid/${task.taskId}/${i}.mp3`,
    duration: 20,
  }));
  journal.updateStatus(begun.id, {
    status: 'SUCCEEDED',
    statusResult: { status: 'SUCCEEDED', result: { tracks } },
  });
  return task.titles.map((title, i) => {
    const { asset } = library.addAsset(
      newAsset({
        submissionId: begun.id,
        taskId: task.taskId,
        kind: 'audio',
        model: 'tune',
        action: task.action,
        outputKey: `track-${i + 1}`,
        trackIndex: i + 1,
        durationS: 20,
        title,
        relativePath: `files/${task.taskId}-${i}.mp3`,
        mimeType: 'audio/mpeg',
      }),
    );
    return asset.id;
  });
}
