/**
 * Test fixture (the export tests only): the export service over a test library as those tests
 * use it (a fixed clock, drag and icon folders in the data folder, an `out` folder to save
 * into), and a stems-all task of four stems with its files.
 */
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Handlers } from '../../shared/ipc/types';
import { createExportService } from './exportService';
import { openTestLibrary, type TestLibrary } from './testLibrary';

export interface ExportRig {
  t: TestLibrary;
  service: Handlers['exports'];
  /** An empty folder to export into. */
  out: string;
}

export async function openExportRig(name: string): Promise<ExportRig> {
  const t = await openTestLibrary(name);
  const out = join(t.dataDirectory, 'out');
  await mkdir(out);
  const service = createExportService({
    library: t.library,
    libraryFolder: t.libraryFolder,
    desktop: t.desktop,
    bus: t.bus,
    preferences: t.preferences,
    journal: t.journal,
    iconFolder: join(t.dataDirectory, 'drag-icons'),
    dragFolder: join(t.dataDirectory, 'drag-out'),
    now: () => Date.parse('2026-11-02T00:00:00Z'),
  });
  return { t, service, out };
}

export const STEMS = ['lead_vocal', 'drum_kit', 'bass', 'piano'];

export function stemsFixture(t: TestLibrary): { id: string; files: Buffer[] } {
  const tracks = STEMS.map((stem, position) => ({
    index: position + 1,
    stem,
    title: 'Night Drive',
    audio_url: 'https://x/y.wav',
  }));
  const submission = t.finishedSubmission(
    'stems-all',
    { task_id: 'song-task' },
    { result: { tracks } },
  );
  const files = STEMS.map(() => randomBytes(2048));
  STEMS.forEach((_stem, position) =>
    t.addFile(
      {
        submissionId: submission.id,
        taskId: submission.taskId,
        action: 'stems-all',
        outputKey: `track-${position + 1}`,
        trackIndex: position + 1,
      },
      files[position]!,
      'wav',
    ),
  );
  return { id: submission.id, files };
}
