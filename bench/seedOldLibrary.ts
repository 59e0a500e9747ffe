/**
 * `tsx bench/seedOldLibrary.ts <dataDir> <assets>`: a data folder whose library is as the
 * previous release left it (schema 10: migration 11, the folded search index, still to come),
 * holding `assets` synthetic assets (bench/library.ts). The next start upgrades it, with
 * progress: for browser specs of the upgrade page and for timing the upgrade by hand.
 */
import { join } from 'node:path';
import { closeDatabase, openDatabase } from '../src/main/store/database';
import { MIGRATIONS } from '../src/main/store/migrations';
import { random, syntheticAssets } from './library';
import { seedAssets } from './librarySeed';

/** The schema of the release before the folded search index. */
export const PREVIOUS_SCHEMA = 10;

const [dataDirectory, assets] = process.argv.slice(2);
if (!dataDirectory || !assets) throw new Error('usage: seedOldLibrary.ts <dataDir> <assets>');
const db = openDatabase(join(dataDirectory, 'atelier.sqlite'), {
  migrations: MIGRATIONS.filter((migration) => migration.version <= PREVIOUS_SCHEMA),
});
const rand = random(42);
seedAssets(db, Number(assets), (from, to) => syntheticAssets(from, to, rand, Date.UTC(2025, 0, 1)));
closeDatabase(db);
