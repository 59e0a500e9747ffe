/**
 * Owns the library index in SQLite: assets (one row per saved output file), their tags and
 * favorites, and page queries over them. Files themselves live in the library folder; this
 * store only records their relative paths. Re-saving an output (same submission and
 * `outputKey`) updates the file facts of the existing row, so downloads are idempotent.
 */
import { randomUUID } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import type { TimelineMonth } from '../../shared/ipc/library';
import type { SqliteDatabase } from '../store/database';
import type { Clock } from '../store/journal';
import { createSongKeyOf } from '../store/songRoots';
import { recordOfRow, type AssetRecord, type AssetRow } from './assetRows';
import { applyTaskFacts } from '../store/musicFacts';
import { withinWalkBudget } from '../store/searchFunctions';
import { TAG_LIST } from '../store/tagCounts';
import {
  TEXT_WALK_BUDGET_MS,
  collectionCountQuery,
  countQuery,
  kindCountQuery,
  pageQuery,
  totalQuery,
  type PageQuery,
} from './libraryQuery';
import {
  groupedTimelineQuery,
  groupsAtOnce,
  monthCursor,
  monthQuery,
  monthRanges,
  type TimelineRow,
} from './libraryTimeline';
import { trackSources } from './trackSources';

export type { AssetRecord } from './assetRows';
export type { LibraryQuery } from './libraryQuery';

import {
  normalizeTags,
  trashPath,
  TRASH_FOLDER,
  type FileMove,
  type LibraryStore,
  type NewAsset,
} from './libraryContract';

export * from './libraryContract';

export function createLibraryStore(
  db: SqliteDatabase,
  clock: Clock,
  tuning: { textWalkBudgetMs?: number } = {},
): LibraryStore {
  const selectById = db.prepare<[string], AssetRow>('SELECT * FROM assets WHERE id = ?');
  const selectByKey = db.prepare<[string, string], AssetRow>(
    'SELECT * FROM assets WHERE submission_id = ? AND output_key = ?',
  );
  const selectTags = db.prepare<[number], { tag: string }>(
    'SELECT tag FROM asset_tags WHERE asset_seq = ? ORDER BY tag',
  );
  const insertTag = db.prepare('INSERT OR IGNORE INTO asset_tags (asset_seq, tag) VALUES (?, ?)');
  const upsert = db.prepare(`
    INSERT INTO assets (id, kind, submission_id, task_id, profile_id, model, action, output_key, title, prompt, style,
      lyrics, mime_type, bytes, relative_path, track_index, duration_s, width, height, created_at, song_key,
      bpm, musical_key, source_url, variation_group)
    VALUES (@id, @kind, @submissionId, @taskId, @profileId, @model, @action, @outputKey, @title, @prompt, @style,
      @lyrics, @mimeType, @bytes, @relativePath, @trackIndex, @durationS, @width, @height, @createdAt, @songKey,
      @bpm, @musicalKey, @sourceUrl, @variationGroup)
    ON CONFLICT (submission_id, output_key) DO NOTHING`);
  let selectBySourceUrl: Statement<[string], AssetRow> | undefined;
  const refreshFile = db.prepare(
    'UPDATE assets SET mime_type = ?, bytes = ?, relative_path = ? WHERE submission_id = ? AND output_key = ?',
  );

  const songKeyOf = createSongKeyOf(db);
  const tagsOf = (seq: number): string[] => selectTags.all(seq).map((row) => row.tag);
  const record = (row: AssetRow): AssetRecord => recordOfRow(row, tagsOf(row.seq));

  /** Tags for a page in one query rather than one per row. */
  function records(rows: AssetRow[]): AssetRecord[] {
    if (rows.length === 0) return [];
    const bySeq = new Map<number, string[]>();
    const tagRows = db
      .prepare(
        `SELECT asset_seq, tag FROM asset_tags WHERE asset_seq IN (${rows.map(() => '?').join(', ')}) ORDER BY tag`,
      )
      .all(...rows.map((row) => row.seq)) as { asset_seq: number; tag: string }[];
    for (const { asset_seq, tag } of tagRows)
      bySeq.set(asset_seq, [...(bySeq.get(asset_seq) ?? []), tag]);
    return rows.map((row) => recordOfRow(row, bySeq.get(row.seq) ?? []));
  }

  /** Inserts, or refreshes the file facts of the existing row (a re-download). */
  function insertOne(input: NewAsset): { seq: number | null; created: boolean } {
    const inserted = upsert.run({
      id: randomUUID(),
      kind: input.kind,
      submissionId: input.submissionId,
      taskId: input.taskId,
      profileId: input.profileId,
      model: input.model,
      action: input.action,
      outputKey: input.outputKey,
      title: input.title,
      prompt: input.prompt ?? '',
      style: input.style ?? null,
      lyrics: input.lyrics ?? null,
      mimeType: input.mimeType,
      bytes: input.bytes,
      relativePath: input.relativePath,
      trackIndex: input.trackIndex ?? null,
      durationS: input.durationS ?? null,
      width: input.width ?? null,
      height: input.height ?? null,
      createdAt: input.createdAt ?? clock.now(),
      songKey: input.kind === 'audio' ? songKeyOf(input.taskId, input.trackIndex ?? null) : null,
      bpm: input.bpm ?? null,
      musicalKey: input.musicalKey ?? null,
      sourceUrl: input.sourceUrl || null,
      variationGroup: input.variationGroup || null,
    });
    if (inserted.changes === 0) {
      refreshFile.run(
        input.mimeType,
        input.bytes,
        input.relativePath,
        input.submissionId,
        input.outputKey,
      );
      return { seq: null, created: false };
    }
    const seq = Number(inserted.lastInsertRowid);
    for (const tag of normalizeTags(input.tags ?? [])) insertTag.run(seq, tag);
    return { seq, created: true };
  }

  const addOne = db.transaction((input: NewAsset) => {
    const { created } = insertOne(input);
    return { row: selectByKey.get(input.submissionId, input.outputKey)!, created };
  });
  const addMany = db.transaction((inputs: readonly NewAsset[]) =>
    inputs.reduce((count, input) => count + (insertOne(input).created ? 1 : 0), 0),
  );

  const store: LibraryStore = {
    addAsset(input) {
      const { row, created } = addOne(input);
      return { asset: record(row), created };
    },
    addAssets: (inputs) => addMany(inputs),
    get(id) {
      const row = selectById.get(id);
      return row ? record(row) : null;
    },
    getMany(ids) {
      if (ids.length === 0) return [];
      const rows = db
        .prepare(`SELECT * FROM assets WHERE id IN (${ids.map(() => '?').join(', ')}) ORDER BY seq`)
        .all(...ids) as AssetRow[];
      return records(rows);
    },
    bySubmission(submissionId) {
      return records(
        db
          .prepare('SELECT * FROM assets WHERE submission_id = ? ORDER BY seq')
          .all(submissionId) as AssetRow[],
      );
    },
    findByOutputKey(submissionId, outputKey) {
      const row = selectByKey.get(submissionId, outputKey);
      return row ? record(row) : null;
    },
    bySourceUrl(url) {
      selectBySourceUrl ??= db.prepare<[string], AssetRow>(
        'SELECT * FROM assets WHERE source_url = ? ORDER BY seq LIMIT 1',
      );
      const row = selectBySourceUrl.get(url);
      return row ? record(row) : null;
    },
    list(query = {}, options = {}) {
      const counted = (count: { sql: string; params: unknown[] } | null): number | undefined =>
        count ? (db.prepare(count.sql).get(...count.params) as { n: number }).n : undefined;
      const textMatches = counted(countQuery(query));
      const kindMatches = counted(kindCountQuery(query));
      const collectionMatches = counted(collectionCountQuery(query));
      const plan = (matches: number | undefined): PageQuery =>
        pageQuery(query, {
          ...options,
          ...(matches !== undefined ? { textMatches: matches } : {}),
          ...(kindMatches !== undefined ? { kindMatches } : {}),
          ...(collectionMatches !== undefined ? { collectionMatches } : {}),
        });
      const read = (page: PageQuery): AssetRow[] =>
        db.prepare(page.sql).all(...page.params) as AssetRow[];
      let page = plan(textMatches);
      let rows = page.walksText
        ? withinWalkBudget(db, tuning.textWalkBudgetMs ?? TEXT_WALK_BUDGET_MS, () => read(page))
        : read(page);
      if (rows === null) {
        // The walk ran out of time: these matches are better collected and sorted.
        page = plan(0);
        rows = read(page);
      }
      const more = rows.length > page.limit;
      const items = rows.slice(0, page.limit);
      if (page.backward) items.reverse();
      const first = items[0];
      const last = items[items.length - 1];
      // Walking back, the rows after the page are the ones the cursor came from; walking on,
      // the rows before it are those the cursor came from.
      const nextCursor = last && (more || page.backward) ? page.cursorAfter(last) : null;
      const previousCursor =
        first && (page.backward ? more : query.cursor !== undefined)
          ? page.cursorBefore(first)
          : null;
      return { items: records(items), nextCursor, previousCursor };
    },
    count(query = {}) {
      const { sql, params } = totalQuery(query);
      return (db.prepare(sql).get(...params) as { n: number }).n;
    },
    timelineSteps(query, sort, utcOffsetMinutes) {
      const month = (row: TimelineRow): TimelineMonth => ({
        month: row.month,
        count: row.n,
        cursor: monthCursor(sort, row),
      });
      if (groupsAtOnce(query)) {
        const { sql, params } = groupedTimelineQuery(query, sort, utcOffsetMinutes);
        return [() => (db.prepare(sql).all(...params) as TimelineRow[]).map(month)];
      }
      const span = db
        .prepare('SELECT min(created_at) AS oldest, max(created_at) AS newest FROM assets')
        .get() as { oldest: number | null; newest: number | null };
      if (span.oldest === null || span.newest === null) return [];
      const { sql, params } = monthQuery(query, sort);
      const statement = db.prepare(sql);
      return monthRanges(span.oldest, span.newest, utcOffsetMinutes, sort).map((range) => () => {
        const row = statement.get(range.from, range.to, ...params) as Omit<TimelineRow, 'month'>;
        return row.n > 0 ? [month({ ...row, month: range.month })] : [];
      });
    },
    timeline(query, sort, utcOffsetMinutes) {
      return store.timelineSteps(query, sort, utcOffsetMinutes).flatMap((step) => step());
    },
    update(id, changes) {
      db.transaction(() => {
        const row = selectById.get(id);
        if (!row)
          throw new AtelierError('not_found', t('mainWords.export.itemGone'), { details: { id } });
        if (changes.title !== undefined)
          db.prepare('UPDATE assets SET title = ? WHERE seq = ?').run(
            changes.title.trim(),
            row.seq,
          );
        if (changes.favorite !== undefined)
          db.prepare('UPDATE assets SET favorite = ? WHERE seq = ?').run(
            changes.favorite ? 1 : 0,
            row.seq,
          );
        if (changes.tags !== undefined) {
          db.prepare('DELETE FROM asset_tags WHERE asset_seq = ?').run(row.seq);
          for (const tag of normalizeTags(changes.tags)) insertTag.run(row.seq, tag);
        }
      })();
      return record(selectById.get(id)!);
    },
    remove(ids) {
      return db.transaction(() => {
        const removed = store.getMany(ids);
        const statement = db.prepare('DELETE FROM assets WHERE id = ?');
        for (const asset of removed) statement.run(asset.id);
        return removed;
      })();
    },
    trash(ids) {
      return db.transaction(() =>
        store
          .getMany(ids)
          .filter((asset) => asset.trashedAt === null)
          .map((asset) => {
            const to = trashPath(asset.id, asset.relativePath);
            db.prepare(
              'UPDATE assets SET trashed_at = ?, trashed_from = relative_path, moving_from = relative_path, relative_path = ? WHERE id = ?',
            ).run(clock.now(), to, asset.id);
            return { id: asset.id, from: asset.relativePath, to };
          }),
      )();
    },
    restore(ids) {
      return db.transaction(() => {
        const rows = db
          .prepare(
            `SELECT id, relative_path, trashed_from FROM assets WHERE trashed_at IS NOT NULL AND id IN (${ids.map(() => '?').join(', ')})`,
          )
          .all(...ids) as { id: string; relative_path: string; trashed_from: string | null }[];
        const taken = db.prepare<[string], { n: number }>(
          'SELECT count(*) AS n FROM assets WHERE relative_path = ?',
        );
        return rows.map((row) => {
          const home =
            row.trashed_from ?? row.relative_path.replace(`${TRASH_FOLDER}/`, 'Restored/');
          // Its old place is someone else's now (practically never): a sibling name instead.
          const to =
            taken.get(home)!.n === 0
              ? home
              : home.replace(/(\.[^./]*)?$/u, `-${row.id.slice(0, 8)}$1`);
          db.prepare(
            'UPDATE assets SET trashed_at = NULL, trashed_from = NULL, moving_from = relative_path, relative_path = ? WHERE id = ?',
          ).run(to, row.id);
          return { id: row.id, from: row.relative_path, to };
        });
      })();
    },
    pendingMoves() {
      return db
        .prepare(
          'SELECT id, moving_from AS "from", relative_path AS "to" FROM assets WHERE moving_from IS NOT NULL ORDER BY seq',
        )
        .all() as FileMove[];
    },
    settleMove(id) {
      db.prepare('UPDATE assets SET moving_from = NULL WHERE id = ?').run(id);
    },
    trashedIds(before) {
      const rows = (
        before === undefined
          ? db.prepare('SELECT id FROM assets WHERE trashed_at IS NOT NULL ORDER BY seq').all()
          : db
              .prepare(
                'SELECT id FROM assets WHERE trashed_at IS NOT NULL AND trashed_at <= ? ORDER BY seq',
              )
              .all(before)
      ) as { id: string }[];
      return rows.map((row) => row.id);
    },
    firstMedia(submissionIds) {
      const found = new Map<string, AssetRecord>();
      if (submissionIds.length === 0) return found;
      const rows = db
        .prepare(
          `SELECT * FROM assets WHERE submission_id IN (${submissionIds.map(() => '?').join(', ')})
           AND kind IN ('image', 'video', 'audio') AND trashed_at IS NULL ORDER BY seq`,
        )
        .all(...submissionIds) as AssetRow[];
      for (const row of rows)
        if (!found.has(row.submission_id)) found.set(row.submission_id, recordOfRow(row, []));
      return found;
    },
    trashCount() {
      return (
        db.prepare('SELECT count(*) AS n FROM assets WHERE trashed_at IS NOT NULL').get() as {
          n: number;
        }
      ).n;
    },
    tags() {
      // Tags of assets in the library (the trash's would filter to nothing), from the counts the
      // triggers keep: a row per tag, however many assets (store/tagCounts.ts).
      return db.prepare(TAG_LIST).all() as { tag: string; count: number }[];
    },
    sources(options = {}) {
      return trackSources(db, options);
    },
    applyMusicFacts(task) {
      return db.transaction(() => applyTaskFacts(db, task))();
    },
    files() {
      return db
        .prepare(
          'SELECT id, relative_path AS relativePath, submission_id AS submissionId, output_key AS outputKey FROM assets ORDER BY seq',
        )
        .all() as { id: string; relativePath: string; submissionId: string; outputKey: string }[];
    },
    filesPage(afterSeq, limit) {
      return db
        .prepare(
          'SELECT seq, id, relative_path AS relativePath, submission_id AS submissionId, output_key AS outputKey FROM assets WHERE seq > ? ORDER BY seq LIMIT ?',
        )
        .all(afterSeq, limit) as {
        seq: number;
        id: string;
        relativePath: string;
        submissionId: string;
        outputKey: string;
      }[];
    },
    olderTitles(afterSeq, throughSeq) {
      return db
        .prepare(
          `SELECT seq, id, submission_id AS submissionId, output_key AS outputKey, title FROM assets
           WHERE seq > ? AND seq <= ? AND instr(title, ' — ') = 0
             AND (title LIKE '%)' OR title LIKE '(%' OR instr(title, ' #') > 0 OR instr(title, ' – ') > 0)
           ORDER BY seq`,
        )
        .all(afterSeq, throughSeq) as {
        seq: number;
        id: string;
        submissionId: string;
        outputKey: string;
        title: string;
      }[];
    },
    lastSeq() {
      return (db.prepare('SELECT max(seq) FROM assets').pluck().get() as number | null) ?? 0;
    },
  };
  return store;
}
