/**
 * Owns the words an upgrade at start-up is shown in (the upgrade window, upgrading.html): what is
 * happening, how far along, and how long is left, from the migration runner's reports, and the
 * page's own title and lead, all in main's language (set from the Settings choice before the
 * library opens: i18n/startupLanguage.ts). The page itself holds no words.
 */
import { formatClock } from '../../shared/format/clock';
import { activeLocale, t } from '../../shared/i18n/activeLanguage';
import type { MessageKey } from '../../shared/i18n/translator';
import type { UpgradeProgress } from '../../shared/ipc/app';
import type { MigrationProgress } from '../store/migrationRunner';
import { MIGRATIONS, type Migration } from '../store/migrations';

/** The static page an upgrade is shown in (src/renderer/public): the Electron upgrade window and the web preview load it. */
export const UPGRADE_PAGE = 'upgrading.html';

/** Each migration by what it does for the user, in words (its `name` is the developers'). */
export const MIGRATION_WORDS: Readonly<Record<number, MessageKey>> = {
  1: 'mainWords.upgrade.migration.1',
  2: 'mainWords.upgrade.migration.2',
  3: 'mainWords.upgrade.migration.3',
  4: 'mainWords.upgrade.migration.4',
  5: 'mainWords.upgrade.migration.5',
  6: 'mainWords.upgrade.migration.6',
  7: 'mainWords.upgrade.migration.7',
  8: 'mainWords.upgrade.migration.8',
  9: 'mainWords.upgrade.migration.9',
  10: 'mainWords.upgrade.migration.10',
  11: 'mainWords.upgrade.migration.11',
  12: 'mainWords.upgrade.migration.12',
  13: 'mainWords.upgrade.migration.13',
  14: 'mainWords.upgrade.migration.14',
  15: 'mainWords.upgrade.migration.15',
};

function activity(progress: MigrationProgress, rebuildsSearch: boolean): string {
  if (progress.finished) return t('mainWords.upgrade.activity.finished');
  if (progress.phase === 'compacting') return t('mainWords.upgrade.activity.compacting');
  if (progress.phase === 'clearing') return t('mainWords.upgrade.activity.clearing');
  if (rebuildsSearch) return t('mainWords.upgrade.activity.rebuilding');
  const words = MIGRATION_WORDS[progress.version];
  // A migration without words of its own still says what is going on, never its developer name.
  return words
    ? t('mainWords.upgrade.activity.migration', { what: t(words) })
    : t('mainWords.upgrade.activity.updating');
}

export function upgradeProgress(
  progress: MigrationProgress,
  migrations: readonly Migration[] = MIGRATIONS,
): UpgradeProgress {
  const rebuildsSearch =
    migrations.find((migration) => migration.version === progress.version)?.backfill !== undefined;
  const counted =
    progress.total > 0 && progress.phase !== 'compacting' && progress.phase !== 'clearing';
  const remaining =
    progress.finished || !counted
      ? ''
      : progress.remainingMs === null
        ? t('mainWords.upgrade.estimating')
        : t('mainWords.upgrade.remaining', {
            time: formatClock(Math.max(1, Math.ceil(progress.remainingMs / 1000))),
          });
  return {
    page: {
      lang: activeLocale(),
      title: t('mainWords.upgrade.title'),
      heading: t('mainWords.upgrade.heading'),
      lead: t('mainWords.upgrade.lead'),
    },
    activity: activity(progress, rebuildsSearch),
    step:
      progress.steps > 1
        ? t('mainWords.upgrade.step', { step: progress.step, steps: progress.steps })
        : '',
    fraction: progress.finished ? 1 : counted ? Math.min(1, progress.done / progress.total) : null,
    count:
      counted && !progress.finished
        ? t('mainWords.upgrade.count', { done: progress.done, total: progress.total })
        : '',
    remaining,
    finished: progress.finished,
  };
}
