/**
 * Owns the balance history (schema 7): every balance the app reads, per profile, with the time
 * it was read. Cheap by design: a reading equal to the profile's last row is not written.
 */
import type { SqliteDatabase } from '../store/database';

export interface BalanceReading {
  credits: number;
  at: number;
}

export interface BalanceHistory {
  /** Returns true when a row was written (the value moved since the last one). */
  record(profileId: string, credits: number, at: number): boolean;
  list(profileId: string): BalanceReading[];
}

export function createBalanceHistory(db: SqliteDatabase): BalanceHistory {
  const last = db.prepare<[string], { credits: number }>(
    'SELECT credits FROM balance_history WHERE profile_id = ? ORDER BY seq DESC LIMIT 1',
  );
  const insert = db.prepare(
    'INSERT INTO balance_history (profile_id, credits, read_at) VALUES (?, ?, ?)',
  );
  const select = db.prepare<[string], { credits: number; at: number }>(
    'SELECT credits, read_at AS at FROM balance_history WHERE profile_id = ? ORDER BY seq',
  );
  return {
    record(profileId, credits, at) {
      if (!Number.isFinite(credits)) return false;
      return db.transaction(() => {
        if (last.get(profileId)?.credits === credits) return false;
        insert.run(profileId, credits, at);
        return true;
      })();
    },
    list: (profileId) => select.all(profileId),
  };
}
