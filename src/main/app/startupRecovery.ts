/**
 * Owns what happens when the library database is damaged at start-up (issue 19, part 8): the
 * user is asked, and may start a new library, restore one from a library archive, or quit.
 *
 * The damaged file is never changed and never copied: on "new library" or "restore" it is
 * renamed aside once (`atelier.damaged-<time>.sqlite`, its -wal beside it), so the new library
 * opens where the old one was; on "quit" it stays where it is and the next launch asks again,
 * without another full copy of a file that may be gigabytes. Plain Node: the Electron entry
 * supplies the question (a message box) and the start.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { t } from '../../shared/i18n/activeLanguage';
import { DatabaseIntegrityError, openMarkerPath } from '../store/database';

export type RecoveryChoice = 'new-library' | 'restore-archive' | 'quit';

/** What the question shows: the file, what is wrong with it, where it will be kept. */
export interface DamagedLibrary {
  path: string;
  problems: string[];
}

export interface StartupRecoveryPorts<S> {
  /** Starts everything (the services); throws DatabaseIntegrityError for a damaged library. */
  start(): Promise<S>;
  ask(damaged: DamagedLibrary): Promise<RecoveryChoice>;
  /** Restores a library archive into the freshly started services (the app's own archive import). */
  restore(services: S): Promise<{ cancelled: boolean; imported: number }>;
  now(): number;
}

export type StartupOutcome<S> =
  | {
      kind: 'started';
      services: S;
      keptAside?: string;
      restored?: { cancelled: boolean; imported: number };
    }
  | { kind: 'quit'; damaged: DamagedLibrary };

/** The three answers, in the order the question offers them; `label` in main's language. */
export const RECOVERY_CHOICES: readonly { choice: RecoveryChoice; label: () => string }[] = [
  { choice: 'new-library', label: () => t('mainWords.recovery.newLibrary') },
  { choice: 'restore-archive', label: () => t('mainWords.recovery.restore') },
  { choice: 'quit', label: () => t('mainWords.recovery.quit') },
];

/** The question's words in main's language: what happened, what each answer does with the damaged file. */
export function recoveryQuestion(damaged: DamagedLibrary): {
  title: string;
  message: string;
  detail: string;
} {
  const aside = basename(asidePath(damaged.path, 0)).replace(
    /damaged-.*\.sqlite$/,
    'damaged-<date>.sqlite',
  );
  return {
    title: t('mainWords.recovery.title'),
    message: t('mainWords.recovery.message'),
    // The path and SQLite's own findings stay as they are: facts for whoever helps.
    detail:
      `${damaged.path}\n${damaged.problems.slice(0, 3).join('\n')}\n\n` +
      t('mainWords.recovery.detail', { aside }),
  };
}

export async function startWithRecovery<S>(
  ports: StartupRecoveryPorts<S>,
): Promise<StartupOutcome<S>> {
  let damaged: DamagedLibrary;
  try {
    return { kind: 'started', services: await ports.start() };
  } catch (error) {
    if (!(error instanceof DatabaseIntegrityError)) throw error;
    damaged = { path: error.path, problems: error.problems };
  }
  const choice = await ports.ask(damaged);
  if (choice === 'quit') return { kind: 'quit', damaged };
  const keptAside = keepAside(damaged.path, ports.now());
  const services = await ports.start();
  if (choice === 'new-library') return { kind: 'started', services, keptAside };
  return { kind: 'started', services, keptAside, restored: await ports.restore(services) };
}

/** `<folder>/atelier.damaged-2026-02-02T03-04-05-000Z.sqlite` for `<folder>/atelier.sqlite`. */
export function asidePath(path: string, at: number): string {
  const stamp = new Date(at).toISOString().replace(/[:.]/g, '-');
  const extension = extname(path);
  return join(dirname(path), `${basename(path, extension)}.damaged-${stamp}${extension}`);
}

/**
 * Renames the damaged file and its WAL aside (a rename on the same disk: instant, no copy), and
 * drops its shared-memory index and open marker, which describe the old file only.
 */
export function keepAside(path: string, at: number): string {
  const aside = asidePath(path, at);
  renameSync(path, aside);
  if (existsSync(`${path}-wal`)) renameSync(`${path}-wal`, `${aside}-wal`);
  rmSync(`${path}-shm`, { force: true });
  rmSync(openMarkerPath(path), { force: true });
  return aside;
}
