// Tests' archived submissions: a finished music task with the sources its lineage names.
import type { ArchivedSubmission } from './archiveManifest';

export type Source = ArchivedSubmission['sources'][number];

export const archivedSubmission = (taskId: string, sources: Source[]): ArchivedSubmission => ({
  id: `sub-${taskId}`,
  profileId: 'sandbox',
  target: { action: 'extend' },
  kind: 'music',
  body: {},
  summary: 'crafted',
  taskId,
  status: 'SUCCEEDED',
  statusResult: null,
  creditsDeducted: 10,
  sources,
  createdAt: '2026-11-01T00:00:00.000Z',
  finishedAt: '2026-11-01T00:01:00.000Z',
});

export const lineageSource = (taskId: string, audioIndex: number | null = 1): Source => ({
  taskId,
  audioIndex,
  role: 'source',
});
