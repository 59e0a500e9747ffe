/**
 * Owns carrying lineage through a library archive, on top of the submission journal's own
 * API: an accepted submission is described for the manifest, and on import a task this
 * library does not know is recorded as a finished submission (begin -> accept -> status
 * -> downloads complete) in ONE transaction, so a crash never leaves a `submitting` row
 * that would later look like a paid request in doubt. Imported rows get new local ids;
 * their tasks keep their ids, which is what lineage (sources) refers to.
 */
import type { Journal } from '../store/journal';
import type { ArchivedSubmission } from './archiveManifest';

export interface LineagePort {
  describe(submissionId: string): ArchivedSubmission | null;
  /** The local submission holding this task, or null. */
  localSubmissionId(taskId: string): string | null;
  /** Records an archived, finished submission here; returns its local id. */
  adopt(record: ArchivedSubmission, assetCount: number): string;
}

export type JournalForLineage = Pick<
  Journal,
  'get' | 'getByTaskId' | 'begin' | 'accept' | 'updateStatus' | 'setDownloads'
>;

export function journalLineage(
  journal: JournalForLineage,
  transaction: <T>(work: () => T) => T,
): LineagePort {
  return {
    describe(submissionId) {
      const entry = journal.get(submissionId);
      if (!entry || entry.state !== 'accepted' || !entry.taskId || !entry.status) return null;
      return {
        id: entry.id,
        profileId: entry.profileId,
        target: entry.target,
        kind: entry.kind,
        body: entry.body,
        summary: entry.summary,
        taskId: entry.taskId,
        status: entry.status,
        statusResult: entry.statusResult,
        creditsDeducted: entry.creditsDeducted,
        sources: entry.sources.map((source) => ({
          taskId: source.taskId,
          audioIndex: source.audioIndex,
          role: source.role as ArchivedSubmission['sources'][number]['role'],
        })),
        variation:
          entry.variationGroup && entry.variation
            ? { group: entry.variationGroup, ...entry.variation }
            : null,
        createdAt: entry.createdAt,
        finishedAt: entry.finishedAt,
      };
    },
    localSubmissionId(taskId) {
      return taskId ? (journal.getByTaskId(taskId)?.id ?? null) : null;
    },
    adopt(record, assetCount) {
      return transaction(() => {
        const started = journal.begin({
          profileId: record.profileId,
          target: record.target,
          kind: record.kind,
          body: record.body,
          summary: record.summary,
          sources: record.sources,
          variation: record.variation ?? null,
          imported: { createdAt: Date.parse(record.createdAt) },
        });
        journal.accept(started.id, {
          taskId: record.taskId,
          creditsDeducted: record.creditsDeducted,
          status: record.status,
        });
        journal.updateStatus(started.id, {
          status: record.status,
          statusResult: record.statusResult,
          finishedAt: record.finishedAt ? Date.parse(record.finishedAt) : null,
        });
        journal.setDownloads(started.id, { done: assetCount, total: assetCount, failed: 0 });
        return started.id;
      });
    },
  };
}
