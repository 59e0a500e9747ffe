/**
 * Owns the words an upgrade at start-up is shown in (the upgrade window, upgrading.html): what is
 * happening, how far along, and how long is left, from the migration runner's reports.
 */
import { formatClock } from '../../shared/format/clock';
import type { UpgradeProgress } from '../../shared/ipc/app';
import type { MigrationProgress } from '../store/migrationRunner';
import { MIGRATIONS, type Migration } from '../store/migrations';

/** The static page an upgrade is shown in (src/renderer/public): the Electron upgrade window and the web preview load it. */
export const UPGRADE_PAGE = 'upgrading.html';

/** Counts as the interface writes them (renderer/format/count.ts: one number format everywhere). */
const count = (value: number): string => value.toLocaleString('en-US');

export function upgradeProgress(
  progress: MigrationProgress,
  migrations: readonly Migration[] = MIGRATIONS,
): UpgradeProgress {
  const rebuildsSearch =
    migrations.find((migration) => migration.version === progress.version)?.backfill !== undefined;
  const compacting = progress.phase === 'compacting';
  const clearing = progress.phase === 'clearing';
  const counted = progress.total > 0 && !compacting && !clearing;
  const remaining =
    progress.finished || !counted
      ? ''
      : progress.remainingMs === null
        ? 'Estimating the time left…'
        : `About ${formatClock(Math.max(1, Math.ceil(progress.remainingMs / 1000)))} left`;
  return {
    activity: progress.finished
      ? 'Library upgraded'
      : compacting
        ? 'Compacting the search index'
        : clearing
          ? 'Removing the old search index'
          : rebuildsSearch
            ? 'Rebuilding the search index'
            : `Updating the library: ${progress.name}`,
    step: progress.steps > 1 ? `Step ${progress.step} of ${progress.steps}` : '',
    fraction: progress.finished ? 1 : counted ? Math.min(1, progress.done / progress.total) : null,
    count:
      counted && !progress.finished
        ? `${count(progress.done)} of ${count(progress.total)} assets`
        : '',
    remaining,
    finished: progress.finished,
  };
}
