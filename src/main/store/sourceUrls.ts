/**
 * Owns each asset's ORIGINAL service URL (`assets.source_url`): the public link the service
 * returned for that output, the only form in which a result can be sent back to the service
 * as an input. Read from a finished task's status result with the same plan the downloader
 * saves by (outputs/outputPlan.ts), matched by output key. Inline outputs (lyrics, JSON) and files
 * that never came from the service have none.
 */
import type { SqliteDatabase } from './sqliteDatabase';
import { planOutputs } from '../outputs/outputPlan';
import type { StatusData } from '../outputs/statusData';
import type { ModelKind } from '../../shared/service';

/** The URL the service gave for `outputKey` in a status result, or null. */
export function sourceUrlOf(kind: ModelKind, status: StatusData, outputKey: string): string | null {
  const output = planOutputs(kind, status).find((planned) => planned.key === outputKey);
  return output?.source === 'url' ? output.url : null;
}

interface BackfillRow {
  seq: number;
  output_key: string;
  kind: ModelKind;
  status_result: string;
}

/** Migration 8's backfill: fills source_url of saved assets from their journal rows. */
export function backfillSourceUrls(db: SqliteDatabase): number {
  const rows = db
    .prepare<[], BackfillRow>(
      `SELECT a.seq, a.output_key, s.kind, s.status_result FROM assets a
       JOIN submissions s ON s.id = a.submission_id WHERE s.status_result IS NOT NULL`,
    )
    .all();
  const update = db.prepare<[string, number]>('UPDATE assets SET source_url = ? WHERE seq = ?');
  let filled = 0;
  for (const row of rows) {
    let status: StatusData;
    try {
      status = JSON.parse(row.status_result) as StatusData;
    } catch {
      continue;
    }
    const url = sourceUrlOf(row.kind, status, row.output_key);
    if (url) filled += update.run(url, row.seq).changes;
  }
  return filled;
}
