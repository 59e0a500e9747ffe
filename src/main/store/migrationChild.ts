/**
 * The process migrationKill.int.test.ts kills in the middle of an upgrade: opens the library at
 * <path> (a real file, real migrations) and prints each progress report as a JSON line.
 * Usage: tsx migrationChild.ts <database path>
 */
import { closeDatabase, openDatabase } from './database';

const [path = ''] = process.argv.slice(2);
const db = openDatabase(path, {
  onMigrationProgress: (progress) => process.stdout.write(`${JSON.stringify(progress)}\n`),
});
closeDatabase(db);
process.stdout.write('closed\n');
