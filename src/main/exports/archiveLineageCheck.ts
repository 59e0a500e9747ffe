/**
 * Owns the lineage rules an archive must pass before anything is written: a task is never
 * its own source, no source is named twice, and the archive's submissions form no loop
 * (A made from B made from A). Lineage is a tree in a real library; a crafted manifest that
 * broke these rules made the song-root walk hang the import (issue 20 item 7).
 */
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import type { ArchivedSubmission } from './archiveManifest';

const who = (record: ArchivedSubmission) => ({ id: record.id, task: record.taskId });
const refusal = (message: string) => new AtelierError('invalid_input', message);

/** Throws, naming the submission and the rule, at the first one that breaks lineage. */
export function checkArchiveLineage(submissions: readonly ArchivedSubmission[]): void {
  const byTask = new Map<string, ArchivedSubmission>();
  for (const record of submissions) {
    const seen = new Set<string>();
    for (const source of record.sources) {
      if (source.taskId === record.taskId)
        throw refusal(t('mainWords.archive.lineage.selfSource', who(record)));
      const key = `${source.role}\0${source.taskId}\0${source.audioIndex}`;
      if (seen.has(key))
        throw refusal(
          t('mainWords.archive.lineage.twice', {
            ...who(record),
            source: source.taskId,
            hasTrack: source.audioIndex === null ? 'no' : 'yes',
            track: String(source.audioIndex),
            role: source.role,
          }),
        );
      seen.add(key);
    }
    byTask.set(record.taskId, record);
  }
  // Iterative depth-first walk with three colours: a grey task met again is a loop.
  const state = new Map<string, 'grey' | 'black'>();
  for (const start of byTask.values()) {
    if (state.has(start.taskId)) continue;
    const path: { record: ArchivedSubmission; next: number }[] = [{ record: start, next: 0 }];
    state.set(start.taskId, 'grey');
    while (path.length > 0) {
      const top = path[path.length - 1]!;
      const source = top.record.sources[top.next++];
      if (!source) {
        state.set(top.record.taskId, 'black');
        path.pop();
        continue;
      }
      const child = byTask.get(source.taskId);
      if (!child || state.get(child.taskId) === 'black') continue;
      if (state.get(child.taskId) === 'grey') {
        const loop = [
          ...path
            .slice(path.findIndex((step) => step.record === child))
            .map((step) => step.record.taskId),
          child.taskId,
        ];
        throw refusal(
          t('mainWords.archive.lineage.loop', { ...who(child), loop: loop.join(' → ') }),
        );
      }
      state.set(child.taskId, 'grey');
      path.push({ record: child, next: 0 });
    }
  }
}
