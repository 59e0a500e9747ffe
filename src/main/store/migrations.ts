/**
 * Owns the database schema: an ordered list of migrations, each applied in ONE transaction
 * together with `PRAGMA user_version`, so a crash leaves either the old or the new schema.
 * A migration that rewrites every asset (the search index) has a `backfill` instead: done in
 * chunks after its schema change, each chunk its own transaction, resumed where a kill left it
 * (migrationRunner.ts). Append new migrations; never edit what one leaves behind once shipped.
 */
import type Database from 'better-sqlite3';
import { assetChunkEnd, assetsAfter } from './assetChunks';
import type { Backfill, Migration } from './migrationRunner';
import { backfillMusicFacts } from './musicFacts';
import { COLLECTIONS } from './collectionsSchema';
import { backfillSourceUrls } from './sourceUrls';
import { PROMPT_LIBRARY } from './promptHistorySchema';
import { SONG_KEY_EXPRESSION, songRootsCte } from './songRoots';
import { TAG_COUNTS, tagCountsBackfill } from './tagCounts';
import { UPKEEP_MARKS } from './upkeepMarks';

const SUBMISSIONS = `
CREATE TABLE submissions (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  profile_id TEXT NOT NULL,
  target TEXT NOT NULL,
  model TEXT NOT NULL,
  action TEXT,
  kind TEXT NOT NULL CHECK (kind IN ('image', 'video', 'music')),
  state TEXT NOT NULL CHECK (state IN ('submitting', 'accepted', 'rejected', 'in_doubt', 'dismissed')),
  body TEXT NOT NULL,
  summary TEXT NOT NULL,
  task_id TEXT UNIQUE,
  status TEXT,
  status_result TEXT,
  credits_estimated INTEGER,
  credits_deducted INTEGER,
  refunded INTEGER NOT NULL DEFAULT 0,
  error TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  finished_at INTEGER,
  downloads_done INTEGER NOT NULL DEFAULT 0,
  downloads_total INTEGER NOT NULL DEFAULT 0,
  downloads_failed INTEGER NOT NULL DEFAULT 0,
  -- A resubmit is a new row pointing at the one it replaces; one resubmit per row.
  resubmitted_from TEXT UNIQUE REFERENCES submissions(id),
  CHECK (state <> 'accepted' OR task_id IS NOT NULL)
);
CREATE INDEX submissions_state ON submissions(state, seq);
CREATE INDEX submissions_unfinished ON submissions(seq)
  WHERE state = 'accepted' AND (status IS NULL OR status NOT IN ('SUCCEEDED', 'FAILED'));

-- Lineage: the source tasks a submission was made from (task_id, task_ids, persona, model).
CREATE TABLE submission_sources (
  submission_id TEXT NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  source_task_id TEXT NOT NULL,
  audio_index INTEGER,
  role TEXT NOT NULL,
  PRIMARY KEY (submission_id, position)
);
CREATE INDEX submission_sources_task ON submission_sources(source_task_id);
`;

// Assets are not tied to submissions by a foreign key: a library imported from another
// machine may carry assets whose submissions stay behind.
const ASSETS = `
CREATE TABLE assets (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  submission_id TEXT NOT NULL,
  task_id TEXT NOT NULL,
  profile_id TEXT NOT NULL,
  model TEXT NOT NULL,
  action TEXT,
  output_key TEXT NOT NULL,
  title TEXT NOT NULL,
  prompt TEXT NOT NULL DEFAULT '',
  style TEXT,
  lyrics TEXT,
  mime_type TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  relative_path TEXT NOT NULL UNIQUE,
  track_index INTEGER,
  duration_s REAL,
  width INTEGER,
  height INTEGER,
  favorite INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (submission_id, output_key)
);
-- Pages are ordered by seq (order added); an index on X also orders by seq within X.
CREATE INDEX assets_created ON assets(created_at);
CREATE INDEX assets_title ON assets(title COLLATE NOCASE);
CREATE INDEX assets_task ON assets(task_id);
CREATE INDEX assets_kind ON assets(kind);
CREATE INDEX assets_favorite ON assets(favorite) WHERE favorite = 1;

CREATE TABLE asset_tags (
  asset_seq INTEGER NOT NULL REFERENCES assets(seq) ON DELETE CASCADE,
  tag TEXT NOT NULL COLLATE NOCASE,
  PRIMARY KEY (asset_seq, tag)
) WITHOUT ROWID;
CREATE INDEX asset_tags_tag ON asset_tags(tag, asset_seq);

-- Full-text index; rowid = assets.seq. Contentless: the text lives in assets/asset_tags.
CREATE VIRTUAL TABLE asset_search USING fts5(
  title, prompt, style, lyrics, tags,
  content = '', contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);

CREATE TRIGGER assets_search_insert AFTER INSERT ON assets BEGIN
  INSERT INTO asset_search(rowid, title, prompt, style, lyrics, tags)
  VALUES (new.seq, new.title, new.prompt, coalesce(new.style, ''), coalesce(new.lyrics, ''), '');
END;
CREATE TRIGGER assets_search_update AFTER UPDATE OF title, prompt, style, lyrics ON assets BEGIN
  DELETE FROM asset_search WHERE rowid = old.seq;
  INSERT INTO asset_search(rowid, title, prompt, style, lyrics, tags)
  VALUES (new.seq, new.title, new.prompt, coalesce(new.style, ''), coalesce(new.lyrics, ''),
    coalesce((SELECT group_concat(tag, ' ') FROM asset_tags WHERE asset_seq = new.seq), ''));
END;
CREATE TRIGGER assets_search_delete AFTER DELETE ON assets BEGIN
  DELETE FROM asset_search WHERE rowid = old.seq;
END;
CREATE TRIGGER asset_tags_search_insert AFTER INSERT ON asset_tags BEGIN
  DELETE FROM asset_search WHERE rowid = new.asset_seq;
  INSERT INTO asset_search(rowid, title, prompt, style, lyrics, tags)
  SELECT seq, title, prompt, coalesce(style, ''), coalesce(lyrics, ''),
    coalesce((SELECT group_concat(tag, ' ') FROM asset_tags WHERE asset_seq = seq), '')
  FROM assets WHERE seq = new.asset_seq;
END;
CREATE TRIGGER asset_tags_search_delete AFTER DELETE ON asset_tags BEGIN
  DELETE FROM asset_search WHERE rowid = old.asset_seq;
  INSERT INTO asset_search(rowid, title, prompt, style, lyrics, tags)
  SELECT seq, title, prompt, coalesce(style, ''), coalesce(lyrics, ''),
    coalesce((SELECT group_concat(tag, ' ') FROM asset_tags WHERE asset_seq = seq), '')
  FROM assets WHERE seq = old.asset_seq;
END;
`;

// Trash: a trashed asset keeps its row (and its search entry) and its file moves under
// `.trash/`. `trashed_from` is where a restore puts it back. `moving_from` journals a file
// move: the row already names the new place; start-up finishes a move a crash cut short.
const TRASH = `
ALTER TABLE assets ADD COLUMN trashed_at INTEGER;
ALTER TABLE assets ADD COLUMN trashed_from TEXT;
ALTER TABLE assets ADD COLUMN moving_from TEXT;
CREATE INDEX assets_trashed ON assets(trashed_at) WHERE trashed_at IS NOT NULL;
CREATE INDEX assets_moving ON assets(seq) WHERE moving_from IS NOT NULL;
`;

/** Which row a search field reads: a trigger's `new`, or a row of `assets` (unqualified). */
type SearchRow = 'new' | 'assets';

/**
 * The five texts an asset is found by (title, prompt, style, lyrics, tags), each with a space
 * before and after it, as SQL on `prefix` (`new.`, `assets.` or nothing). The library's row
 * test (libraryQuery.ts) reads the same texts the index holds.
 */
export function searchTexts(prefix: string): string[] {
  const spaced = (expression: string) => `' ' || ${expression} || ' '`;
  return [
    spaced(`${prefix}title`),
    spaced(`${prefix}prompt`),
    spaced(`coalesce(${prefix}style, '')`),
    spaced(`coalesce(${prefix}lyrics, '')`),
    spaced(
      `coalesce((SELECT group_concat(tag, ' ') FROM asset_tags WHERE asset_seq = ${prefix}seq), '')`,
    ),
  ];
}

/** rowid and the five texts as the index is written: as they are (migration 3) or folded (11). */
const searchValues = (fold: boolean) => (row: SearchRow) => {
  const prefix = row === 'assets' ? '' : `${row}.`;
  const texts = searchTexts(prefix).map((text) => (fold ? `atelier_fold(${text})` : text));
  return [`${prefix}seq`, ...texts].join(', ');
};
const PLAIN_SEARCH_FIELDS = searchValues(false);
/** The values of an asset_search row for the current index (migration 11): bulk seeds write them too. */
export const SEARCH_FIELDS = searchValues(true);

const INSERT_SEARCH = 'INSERT INTO asset_search(rowid, title, prompt, style, lyrics, tags)';

const DROP_SEARCH = `
DROP TRIGGER assets_search_insert;
DROP TRIGGER assets_search_update;
DROP TRIGGER assets_search_delete;
DROP TRIGGER asset_tags_search_insert;
DROP TRIGGER asset_tags_search_delete;
DROP TABLE asset_search;
`;

/**
 * The trigram index asset_search (rowid = assets.seq) and the triggers that keep it in step with
 * assets and their tags (a tag row that comes or goes writes the asset's entry again). Its
 * backfill from the rows already saved is `searchBackfill`, done in chunks.
 */
function searchIndex(values: (row: SearchRow) => string, tokenize: string): string {
  const reindexTagged = (
    row: 'new' | 'old',
  ) => `  DELETE FROM asset_search WHERE rowid = ${row}.asset_seq;
  ${INSERT_SEARCH}
  SELECT ${values('assets')}
  FROM assets WHERE seq = ${row}.asset_seq;`;
  return `
CREATE VIRTUAL TABLE asset_search USING fts5(
  title, prompt, style, lyrics, tags,
  content = '', contentless_delete = 1,
  tokenize = '${tokenize}'
);

CREATE TRIGGER assets_search_insert AFTER INSERT ON assets BEGIN
  ${INSERT_SEARCH}
  VALUES (${values('new')});
END;
CREATE TRIGGER assets_search_update AFTER UPDATE OF title, prompt, style, lyrics ON assets BEGIN
  DELETE FROM asset_search WHERE rowid = old.seq;
  ${INSERT_SEARCH}
  VALUES (${values('new')});
END;
CREATE TRIGGER assets_search_delete AFTER DELETE ON assets BEGIN
  DELETE FROM asset_search WHERE rowid = old.seq;
END;
CREATE TRIGGER asset_tags_search_insert AFTER INSERT ON asset_tags BEGIN
${reindexTagged('new')}
END;
CREATE TRIGGER asset_tags_search_delete AFTER DELETE ON asset_tags BEGIN
${reindexTagged('old')}
END;
`;
}

/** Where migration 11 sets the previous index aside (renamed, no longer written) until it is cleared. */
const OLD_SEARCH = 'asset_search_old';
/**
 * Its shadow tables that grow with the library (FTS5 documentation, "Shadow tables"): the index
 * blocks and a row per asset. `_idx` (a small WITHOUT ROWID key per leaf page) and `_config` (a
 * row or two) go with the final drop.
 */
const OLD_SEARCH_ROWS = [`${OLD_SEARCH}_data`, `${OLD_SEARCH}_docsize`];

/**
 * Removes the set-aside index `rows` rows at a time, then drops what is left of it. One DROP TABLE
 * of it took ~6.4 s at a million assets, a single statement with no progress (issue 19 part 7);
 * row deletes free its pages a step at a time (and the new index reuses them, so the file does not
 * grow by a second index). Its shadow tables are written directly, which SQLite's defensive mode
 * refuses (better-sqlite3 turns it on): unsafe mode is on for these deletes only. Nothing reads
 * the old index any more, and it is dropped at the end.
 */
function clearOldSearch(db: Database.Database, rows: number): boolean {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(OLD_SEARCH))
    return false;
  let left = Math.max(1, Math.trunc(rows));
  db.unsafeMode(true);
  try {
    for (const table of OLD_SEARCH_ROWS) {
      if (left <= 0) return true;
      left -= db
        .prepare(`DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} LIMIT ?)`)
        .run(left).changes;
    }
  } finally {
    db.unsafeMode(false);
  }
  if (left <= 0) return true;
  // Empty: the drop only unlinks a few pages.
  db.exec(`DROP TABLE ${OLD_SEARCH}`);
  return false;
}

/** Writes the index entries of the rows already saved, in seq order, a chunk at a time. */
function searchBackfill(values: (row: SearchRow) => string, clear?: Backfill['clear']): Backfill {
  return {
    ...(clear ? { clear } : {}),
    remaining: assetsAfter,
    chunk(db, afterSeq, limit) {
      const last = assetChunkEnd(db, afterSeq, limit);
      if (last === null) return null;
      db.prepare(
        `${INSERT_SEARCH} SELECT ${values('assets')} FROM assets WHERE seq > ? AND seq <= ?`,
      ).run(afterSeq, last);
      return last;
    },
    // One b-tree segment instead of the many a large backfill leaves: fewer seeks per query. FTS5's
    // 'optimize' does it in one statement (5 s at 100,000 assets on a busy machine, no progress); a
    // 'merge' with a negative page count, repeated until it changes fewer than two rows, leaves the
    // index exactly as 'optimize' would (FTS5 documentation, "The 'merge' command"), a step at a time.
    compact(db, pages) {
      const changes = () => (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
      const before = changes();
      db.prepare("INSERT INTO asset_search(asset_search, rank) VALUES ('merge', ?)").run(
        -Math.max(1, Math.trunc(pages)),
      );
      return changes() - before >= 2;
    },
  };
}

// Migration 3: search inside words. asset_search becomes a trigram index (same name, same
// columns, same rowid = assets.seq), so "ighthouse" finds "Lighthouse". Each field is indexed
// with a space before and after it, so words of one or two characters (too short for a
// trigram) can match at word starts, a field's first word included (searchText.ts).
// One index keeps every query a single FTS5 walk in rowid order (a second, word index for
// short words made "piano dr" test every "dr*" match: 15-80 ms at 100,000 assets). The old
// word index and its triggers go; the new one is backfilled from the rows already saved.
const TRIGRAM_SEARCH = `
${DROP_SEARCH}
${searchIndex(PLAIN_SEARCH_FIELDS, 'trigram remove_diacritics 1')}

-- Fact sorts (librarySorts.ts) walk these. Unknown facts (NULL) become +infinity so they come
-- last in one ascending walk; "longest" and "largest" negate the fact to walk it descending.
-- The expressions must stay identical to librarySorts.ts for the planner to use the index.
CREATE INDEX assets_longest ON assets(ifnull(-duration_s, 9e999));
CREATE INDEX assets_shortest ON assets(ifnull(duration_s, 9e999));
CREATE INDEX assets_largest ON assets(ifnull(-(width * height), 9e999));
`;

// Migration 5: a track's tempo and key as facts to sort and filter by (musicFacts.ts owns the
// rule and fills them from the journal here). Fastest/slowest walk one index each, unknown
// tempos last, like migration 3's; the key is a filter only (its own index: keys are few and
// a filter for one key reads only its rows). The expressions must stay identical to
// librarySorts.ts.
const MUSIC_FACTS = `
ALTER TABLE assets ADD COLUMN bpm REAL;
ALTER TABLE assets ADD COLUMN musical_key TEXT;
CREATE INDEX assets_fastest ON assets(ifnull(-bpm, 9e999));
CREATE INDEX assets_slowest ON assets(ifnull(bpm, 9e999));
CREATE INDEX assets_musical_key ON assets(musical_key) WHERE musical_key IS NOT NULL;
`;

// Migration 6: each audio asset's song (songRoots.ts), so the library folds a song's
// versions under its take. Saved assets are filled from the journal's lineage: one walk per
// distinct (task, track), kept in a temporary table with an index for the update's lookups.
const SONG_KEYS = `
ALTER TABLE assets ADD COLUMN song_key TEXT;
CREATE TEMP TABLE song_keys AS
${songRootsCte("SELECT DISTINCT task_id, track_index FROM assets WHERE kind = 'audio'")}
SELECT start_task, start_index, key FROM (
  SELECT start_task, start_index, ${SONG_KEY_EXPRESSION} AS key,
    row_number() OVER (PARTITION BY start_task, start_index ORDER BY hops DESC) AS deepest
  FROM song_roots
) WHERE deepest = 1;
CREATE INDEX temp.song_keys_start ON song_keys(start_task, start_index);
UPDATE assets SET song_key = (
  SELECT key FROM temp.song_keys WHERE start_task = assets.task_id AND start_index IS assets.track_index
) WHERE kind = 'audio';
DROP TABLE temp.song_keys;
`;

// The Spending page (main/spending): every balance the app reads, with its time and profile
// (a row only when the value moved), and the catalog tier that priced each submit.
const SPEND_LEDGER = `
CREATE TABLE balance_history (
  seq INTEGER PRIMARY KEY,
  profile_id TEXT NOT NULL,
  credits REAL NOT NULL,
  read_at INTEGER NOT NULL
);
CREATE INDEX balance_history_profile ON balance_history(profile_id, seq);
-- The estimate's breakdown at submit ("generate: 10 credits (Standard)"); NULL before v7.
ALTER TABLE submissions ADD COLUMN price_basis TEXT;
CREATE INDEX submissions_profile_created ON submissions(profile_id, created_at);
`;

// Results as inputs (sourceUrls.ts): each asset keeps the public URL the service gave
// for it, filled for saved assets from the journal's status results; looked up by URL to
// record which asset a new job was made from.
const SOURCE_URLS = `
ALTER TABLE assets ADD COLUMN source_url TEXT;
CREATE INDEX assets_source_url ON assets(source_url) WHERE source_url IS NOT NULL;
`;

// Schema 9: variations ×N. One id per "Variations ×N" submit, on each of its N submissions and
// on the assets they save, so the library folds the N results into one stack. Null elsewhere.
const VARIATION_GROUPS = `
ALTER TABLE submissions ADD COLUMN variation_group TEXT;
ALTER TABLE assets ADD COLUMN variation_group TEXT;
CREATE INDEX assets_variation_group ON assets(variation_group) WHERE variation_group IS NOT NULL;
`;

// Where a submission stands in its "Variations ×N" submit (Tasks rows say "Variation 2 of 3"):
// kept at insert, since the group's size is known only then. Rows of an earlier schema take their
// place by seq in the group, and the group's size as they found it.
const VARIATION_POSITIONS = `
ALTER TABLE submissions ADD COLUMN variation_index INTEGER;
ALTER TABLE submissions ADD COLUMN variation_count INTEGER;
UPDATE submissions SET
  variation_index = (SELECT count(*) FROM submissions AS other WHERE other.variation_group = submissions.variation_group AND other.seq <= submissions.seq),
  variation_count = (SELECT count(*) FROM submissions AS other WHERE other.variation_group = submissions.variation_group)
WHERE variation_group IS NOT NULL;
`;

// Migration 11: the search index holds text Atelier folds itself (searchText.ts: case, accents,
// compatibility forms, through atelier_fold), with no folding of its own (case_sensitive), so a
// page can test a row's text in JavaScript exactly as the index would answer: a sort with its own
// index then walks it and tests each row (~10 µs) instead of collecting every match of a common
// word first (80-370 ms at a million assets). Rebuilt from every row, once.
// The previous index is renamed aside, not dropped here: see clearOldSearch.
const FOLDED_SEARCH = `
DROP TRIGGER assets_search_insert;
DROP TRIGGER assets_search_update;
DROP TRIGGER assets_search_delete;
DROP TRIGGER asset_tags_search_insert;
DROP TRIGGER asset_tags_search_delete;
ALTER TABLE asset_search RENAME TO ${OLD_SEARCH};
${searchIndex(SEARCH_FIELDS, 'trigram case_sensitive 1')}
`;

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'submission journal', up: (db) => db.exec(SUBMISSIONS) },
  { version: 2, name: 'library assets, tags and search', up: (db) => db.exec(ASSETS) },
  {
    version: 3,
    name: 'search inside words (trigram index) and fact sort indexes',
    up: (db) => db.exec(TRIGRAM_SEARCH),
    backfill: searchBackfill(PLAIN_SEARCH_FIELDS),
  },
  { version: 4, name: 'library trash', up: (db) => db.exec(TRASH) },
  {
    version: 5,
    name: 'tempo and key of tracks',
    up: (db) => {
      db.exec(MUSIC_FACTS);
      backfillMusicFacts(db);
    },
  },
  {
    version: 6,
    name: 'song of each audio asset (versions fold under their take)',
    up: (db) => db.exec(SONG_KEYS),
  },
  {
    version: 7,
    name: 'balance history and the price tier of each submit',
    up: (db) => db.exec(SPEND_LEDGER),
  },
  {
    version: 8,
    name: 'original service URL of each asset (results as inputs)',
    up: (db) => {
      db.exec(SOURCE_URLS);
      backfillSourceUrls(db);
    },
  },
  {
    version: 9,
    name: 'variation group of submissions and their assets',
    up: (db) => db.exec(VARIATION_GROUPS),
  },
  {
    version: 10,
    name: 'place of a submission in its variations',
    up: (db) => db.exec(VARIATION_POSITIONS),
  },
  {
    version: 11,
    name: 'search index of folded text (rows tested as the index answers)',
    up: (db) => db.exec(FOLDED_SEARCH),
    backfill: searchBackfill(SEARCH_FIELDS, clearOldSearch),
  },
  { version: 12, name: 'named collections of assets', up: (db) => db.exec(COLLECTIONS) },
  {
    version: 13,
    name: 'prompt history, its search index and templates',
    up: (db) => db.exec(PROMPT_LIBRARY),
  },
  {
    version: 14,
    name: 'marks of start-up checks done once (older titles)',
    up: (db) => db.exec(UPKEEP_MARKS),
  },
  {
    version: 15,
    name: 'how many assets carry each tag (the tag list without reading every tag)',
    up: (db) => db.exec(TAG_COUNTS),
    backfill: tagCountsBackfill,
  },
];

export {
  applyMigrations,
  schemaVersion,
  SchemaTooNewError,
  type Backfill,
  type Migration,
  type MigrationProgress,
} from './migrationRunner';
