/**
 * Owns the SQL functions of the library's text search (searchText.ts has the rule):
 * `atelier_fold(text)`, which the search index's triggers call on every write (migration 11),
 * `atelier_text_has(terms, ...fields)`, the same match tested on one row's fields (terms as
 * JSON from `searchTerms`), and `atelier_walk_budget(seq)`, which ends an index walk that runs
 * past the deadline `withinWalkBudget` set. Registered on every connection before its
 * migrations run.
 */
import type Database from 'better-sqlite3';
import { foldSearchText, textHasTerms, type SearchTerms } from './searchText';

/** Thrown inside SQLite when a walk passes its deadline; withinWalkBudget turns it into null. */
class WalkOverBudget extends Error {}

const deadlines = new WeakMap<Database.Database, { at: number }>();

/**
 * Runs `read` with a deadline `ms` from now for the atelier_walk_budget() it calls: null when
 * the walk ran past it (the statement stops there), so the caller reads the page another way.
 */
export function withinWalkBudget<T>(db: Database.Database, ms: number, read: () => T): T | null {
  const deadline = deadlines.get(db);
  if (!deadline) throw new Error('The search functions are not registered on this connection.');
  deadline.at = performance.now() + ms;
  try {
    return read();
  } catch (error) {
    if (error instanceof WalkOverBudget) return null;
    throw error;
  } finally {
    deadline.at = Number.POSITIVE_INFINITY;
  }
}

export function registerSearchFunctions(db: Database.Database): void {
  const deadline = { at: Number.POSITIVE_INFINITY };
  deadlines.set(db, deadline);
  // Called for every row a walk reads (its argument keeps SQLite from calling it once).
  db.function('atelier_walk_budget', (_seq: unknown) => {
    if (performance.now() > deadline.at)
      throw new WalkOverBudget('The index walk ran past its time.');
    return 1;
  });
  db.function('atelier_fold', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? foldSearchText(text) : text,
  );
  // A page tests hundreds of rows against one query: its terms are parsed once.
  let lastJson: unknown;
  let terms: SearchTerms = [];
  db.function(
    'atelier_text_has',
    { deterministic: true, varargs: true },
    (json: unknown, ...fields: unknown[]) => {
      if (json !== lastJson) {
        terms = JSON.parse(String(json)) as SearchTerms;
        lastJson = json;
      }
      return textHasTerms(terms, fields) ? 1 : 0;
    },
  );
}
