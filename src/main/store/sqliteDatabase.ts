/**
 * The connection type every store takes. Its own file so that what the migrations run
 * (songRoots.ts, musicFacts.ts, sourceUrls.ts) can name it without importing database.ts,
 * which imports the migrations: the store's files then read one way.
 */
import type Database from 'better-sqlite3';

export type SqliteDatabase = Database.Database;
