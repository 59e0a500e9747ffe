/**
 * Owns the submission journal: Atelier's durable record of every paid request. A row is
 * written BEFORE the POST (`submitting`) and then moves only along submissionStates.ts.
 * Status, credits, downloads and lineage of accepted tasks live on the same row.
 */
import { randomUUID } from 'node:crypto';
import { AtelierError, type SerializedError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import type { SubmissionState } from '../../shared/ipc/tasks';
import { isFinalStatus } from '../../shared/service/envelopes';
import type { SqliteDatabase } from './database';
import { decodeSeqCursor, encodeSeqCursor } from './cursor';
import { entryOfRow, viewOfRow, type JournalEntry, type SubmissionRow } from './journalRows';

import { sourcesOfBody, summaryOfBody, type SubmissionSource } from './lineage';
import { assertTransition, RESUBMITTABLE } from './submissionStates';
import { noSubmission, stateWords } from './journalWords';
import {
  downloadFailuresError,
  IMPORTED_ID_PREFIX,
  type BeginSubmission,
  type Clock,
  type Journal,
  type StatusUpdate,
} from './journalContract';

export type { JournalEntry };
export * from './journalContract';

const MAX_PAGE = 200;

export function createJournal(db: SqliteDatabase, clock: Clock): Journal {
  const selectById = db.prepare<[string], SubmissionRow>('SELECT * FROM submissions WHERE id = ?');
  const selectByTask = db.prepare<[string], SubmissionRow>(
    'SELECT * FROM submissions WHERE task_id = ?',
  );
  const selectSources = db.prepare<
    [string],
    { source_task_id: string; audio_index: number | null; role: string }
  >(
    'SELECT source_task_id, audio_index, role FROM submission_sources WHERE submission_id = ? ORDER BY position',
  );
  const selectSucceededFrom = db.prepare<[string, string, string, number], SubmissionRow>(`
    SELECT submissions.* FROM submissions
    JOIN submission_sources source ON source.submission_id = submissions.id AND source.position = 0 AND source.role = 'source'
    WHERE submissions.profile_id = ? AND submissions.action = ? AND submissions.state = 'accepted' AND submissions.status = 'SUCCEEDED'
      AND source.source_task_id = ? AND coalesce(source.audio_index, 1) = ?
    ORDER BY submissions.seq DESC LIMIT 50`);
  const selectPollState = db.prepare<
    [string],
    {
      state: SubmissionState;
      task_id: string | null;
      status: string | null;
      profile_id: string;
      credits_deducted: number | null;
    }
  >('SELECT state, task_id, status, profile_id, credits_deducted FROM submissions WHERE id = ?');
  const selectStatusGuard = db.prepare<
    [string],
    { state: SubmissionState; finished_at: number | null }
  >('SELECT state, finished_at FROM submissions WHERE id = ?');
  // Prepared once: it runs for every status change of every task.
  const updateStatusRow = db.prepare(`UPDATE submissions SET status = @status,
      status_result = CASE WHEN @hasResult THEN @statusResult ELSE status_result END,
      error = CASE WHEN @hasError THEN @error ELSE error END,
      refunded = coalesce(@refunded, refunded),
      credits_deducted = coalesce(@creditsDeducted, credits_deducted),
      finished_at = @finishedAt, updated_at = @now
    WHERE id = @id`);
  const updateDownloads = db.prepare(
    'UPDATE submissions SET downloads_done = ?, downloads_total = ?, downloads_failed = ?, updated_at = ? WHERE id = ?',
  );
  const selectAssets = db.prepare<[string], { id: string }>(
    'SELECT id FROM assets WHERE submission_id = ? ORDER BY seq',
  );
  const insertSource = db.prepare(
    'INSERT INTO submission_sources (submission_id, position, source_task_id, audio_index, role) VALUES (?, ?, ?, ?, ?)',
  );
  const insertRow = db.prepare(`
    INSERT INTO submissions (id, profile_id, target, model, action, kind, state, body, summary, credits_estimated,
      price_basis, variation_group, variation_index, variation_count, created_at, updated_at, resubmitted_from)
    VALUES (@id, @profileId, @target, @model, @action, @kind, 'submitting', @body, @summary, @creditsEstimated,
      @priceBasis, @variationGroup, @variationIndex, @variationCount, @now, @now, @resubmittedFrom)`);

  function row(id: string): SubmissionRow {
    const found = selectById.get(id);
    if (!found) throw noSubmission(id);
    return found;
  }

  function entry(found: SubmissionRow): JournalEntry {
    return entryOfRow(
      found,
      selectSources.all(found.id).map((source) => ({
        taskId: source.source_task_id,
        audioIndex: source.audio_index,
        role: source.role,
      })),
      selectAssets.all(found.id).map((asset) => asset.id),
    );
  }

  /** Reads, checks the transition and writes in one transaction. */
  const move = db.transaction(
    (id: string, to: SubmissionState, patch: Record<string, unknown>): void => {
      const current = row(id);
      assertTransition(id, current.state, to);
      const columns = { ...patch, state: to, updated_at: clock.now() };
      const assignments = Object.keys(columns)
        .map((column) => `${column} = @${column}`)
        .join(', ');
      db.prepare(`UPDATE submissions SET ${assignments} WHERE id = @id`).run({ ...columns, id });
    },
  );

  const insert = db.transaction(
    (input: BeginSubmission, resubmittedFrom: string | null): string => {
      const id = input.imported ? `${IMPORTED_ID_PREFIX}${randomUUID()}` : randomUUID();
      const model = 'model' in input.target ? input.target.model : 'tune';
      const action =
        'action' in input.target ? input.target.action : model === 'tune' ? 'generate' : null;
      insertRow.run({
        id,
        profileId: input.profileId,
        target: JSON.stringify(input.target),
        model,
        action,
        kind: input.kind,
        body: JSON.stringify(input.body),
        summary: input.summary ?? summaryOfBody(input.body),
        creditsEstimated: input.creditsEstimated ?? null,
        priceBasis: input.priceBasis ?? null,
        variationGroup: input.variation?.group || input.stack || null,
        variationIndex: input.variation?.index ?? null,
        variationCount: input.variation?.count ?? null,
        now: input.imported?.createdAt ?? clock.now(),
        resubmittedFrom,
      });
      (input.sources ?? sourcesOfBody(input.body)).forEach((source, position) =>
        insertSource.run(id, position, source.taskId, source.audioIndex, source.role),
      );
      return id;
    },
  );

  function writeStatus(id: string, update: StatusUpdate): void {
    const current = selectStatusGuard.get(id);
    if (!current) throw noSubmission(id);
    if (current.state !== 'accepted') {
      throw new AtelierError(
        'conflict',
        `Submission ${id} is ${current.state}; only accepted tasks have a status.`,
      );
    }
    const finishedAt =
      update.finishedAt !== undefined
        ? update.finishedAt
        : isFinalStatus(update.status)
          ? (current.finished_at ?? clock.now())
          : null;
    updateStatusRow.run({
      id,
      status: update.status,
      hasResult: update.statusResult !== undefined ? 1 : 0,
      statusResult: update.statusResult ? JSON.stringify(update.statusResult) : null,
      hasError: update.error !== undefined ? 1 : 0,
      error: update.error ? JSON.stringify(update.error) : null,
      refunded: update.refunded === undefined ? null : update.refunded ? 1 : 0,
      creditsDeducted: update.creditsDeducted ?? null,
      finishedAt,
      now: clock.now(),
    });
  }

  const journal: Journal = {
    begin(input) {
      return entry(row(insert(input, null)));
    },
    accept(id, outcome) {
      if (!outcome.taskId)
        throw new AtelierError('invalid_input', 'An accepted submission needs a task id.');
      move(id, 'accepted', {
        task_id: outcome.taskId,
        credits_deducted: outcome.creditsDeducted ?? null,
        status: outcome.status ?? null,
        error: null,
      });
      return entry(row(id));
    },
    reject(id, error) {
      move(id, 'rejected', { error: JSON.stringify(error), finished_at: clock.now() });
      return entry(row(id));
    },
    markInDoubt(id, error) {
      move(id, 'in_doubt', { error: error ? JSON.stringify(error) : null });
      return entry(row(id));
    },
    dismiss(id) {
      move(id, 'dismissed', { finished_at: clock.now() });
      return entry(row(id));
    },
    resubmit(id) {
      const newId = db.transaction(() => {
        const old = row(id);
        if (!RESUBMITTABLE.includes(old.state)) {
          throw new AtelierError(
            'conflict',
            t('mainWords.tasks.notResubmittable', { state: stateWords(old.state) }),
            { details: { id, state: old.state } },
          );
        }
        const already = db
          .prepare('SELECT id FROM submissions WHERE resubmitted_from = ?')
          .get(id) as { id: string } | undefined;
        if (already)
          throw new AtelierError('conflict', t('mainWords.tasks.alreadyResubmitted'), {
            details: { id, resubmittedAs: already.id },
          });
        const old_ = entry(old);
        return insert(
          {
            profileId: old_.profileId,
            target: old_.target,
            kind: old_.kind,
            body: old_.body,
            summary: old_.summary,
            creditsEstimated: old_.creditsEstimated,
            priceBasis: old.price_basis,
            variation:
              old.variation_group && old.variation_index && old.variation_count
                ? {
                    group: old.variation_group,
                    index: old.variation_index,
                    count: old.variation_count,
                  }
                : null,
            // A batch's job tried again stays in its batch's stack.
            ...(old.variation_group ? { stack: old.variation_group } : {}),
            sources: old_.sources as SubmissionSource[],
          },
          id,
        );
      })();
      return entry(row(newId));
    },
    recoverInterrupted() {
      return db.transaction(() => {
        const stuck = db.prepare("SELECT id FROM submissions WHERE state = 'submitting'").all() as {
          id: string;
        }[];
        const error: SerializedError = {
          code: 'in_doubt',
          // Kept with the row: said in the language Atelier speaks at this start-up.
          message: t('mainWords.tasks.interrupted'),
        };
        for (const { id } of stuck) move(id, 'in_doubt', { error: JSON.stringify(error) });
        return stuck.map(({ id }) => id);
      })();
    },
    updateStatus(id, update) {
      writeStatus(id, update);
      return entry(row(id));
    },
    recordStatus(id, update) {
      writeStatus(id, update);
      return viewOfRow(row(id));
    },
    pollState(id) {
      const found = selectPollState.get(id);
      return found
        ? {
            state: found.state,
            taskId: found.task_id,
            status: found.status,
            profileId: found.profile_id,
            creditsDeducted: found.credits_deducted,
          }
        : null;
    },
    noteDownloadFailures(id, failures, total) {
      const error = downloadFailuresError(failures, total);
      db.prepare("UPDATE submissions SET error = ? WHERE id = ? AND state = 'accepted'").run(
        error ? JSON.stringify(error) : null,
        id,
      );
    },
    recordDownloads(id, downloads) {
      const changed = updateDownloads.run(
        downloads.done,
        downloads.total,
        downloads.failed,
        clock.now(),
        id,
      ).changes;
      if (changed === 0) throw noSubmission(id);
    },
    setDownloads(id, downloads) {
      row(id);
      db.prepare(
        'UPDATE submissions SET downloads_done = ?, downloads_total = ?, downloads_failed = ?, updated_at = ? WHERE id = ?',
      ).run(downloads.done, downloads.total, downloads.failed, clock.now(), id);
      return entry(row(id));
    },
    get(id) {
      const found = selectById.get(id);
      return found ? entry(found) : null;
    },
    getByTaskId(taskId) {
      const found = selectByTask.get(taskId);
      return found ? entry(found) : null;
    },
    succeededFrom(profileId, action, sourceTaskId, audioIndex) {
      return selectSucceededFrom.all(profileId, action, sourceTaskId, audioIndex).map(entry);
    },
    unfinished() {
      const rows = db
        .prepare<[], SubmissionRow>(
          "SELECT * FROM submissions WHERE state = 'accepted' AND (status IS NULL OR status NOT IN ('SUCCEEDED', 'FAILED')) ORDER BY seq",
        )
        .all();
      return rows.map(entry);
    },
    undownloaded() {
      const rows = db
        .prepare<[], SubmissionRow>(
          `SELECT * FROM submissions s WHERE state = 'accepted' AND status = 'SUCCEEDED' AND (downloads_done < downloads_total
            OR (downloads_total = 0 AND NOT EXISTS (SELECT 1 FROM assets WHERE submission_id = s.id))) ORDER BY seq`,
        )
        .all();
      return rows.map(entry);
    },
    list(query = {}) {
      const where: string[] = [];
      const params: unknown[] = [];
      const inList = (column: string, values: readonly string[] | undefined): void => {
        if (!values || values.length === 0) return;
        where.push(`${column} IN (${values.map(() => '?').join(', ')})`);
        params.push(...values);
      };
      inList('state', query.states);
      inList('status', query.statuses);
      inList('kind', query.kinds);
      const text = query.text?.trim();
      if (text) {
        // lower() and the JS side's lowering (renderer matchesFilter) both fold ASCII only.
        where.push(
          "(instr(lower(summary), ?) > 0 OR instr(lower(model), ?) > 0 OR instr(lower(coalesce(action, '')), ?) > 0 OR task_id = ?)",
        );
        const folded = text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
        params.push(folded, folded, folded, text);
      }
      if (query.cursor !== undefined) {
        where.push('seq < ?');
        params.push(decodeSeqCursor(query.cursor));
      }
      const limit = Math.min(Math.max(query.limit ?? 50, 1), MAX_PAGE);
      const rows = db
        .prepare(
          `SELECT * FROM submissions ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY seq DESC LIMIT ?`,
        )
        .all(...params, limit + 1) as SubmissionRow[];
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map(viewOfRow),
        nextCursor: rows.length > limit && last ? encodeSeqCursor(last.seq) : null,
      };
    },
    counts() {
      const counts = db
        .prepare(
          `SELECT
            sum(state = 'submitting' OR (state = 'accepted' AND (status IS NULL OR status NOT IN ('SUCCEEDED', 'FAILED')))
              -- A job runs until its files are saved (as its row on Tasks says).
              OR (state = 'accepted' AND status = 'SUCCEEDED' AND downloads_done + downloads_failed < downloads_total)) AS running,
            sum(state = 'in_doubt') AS inDoubt
          FROM submissions`,
        )
        .get() as { running: number | null; inDoubt: number | null };
      return { running: counts.running ?? 0, inDoubt: counts.inDoubt ?? 0 };
    },
  };
  return journal;
}
