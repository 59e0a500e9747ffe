// A real library, archived, then damaged (bytes scribbled over the middle of the real SQLite file,
// the session closed as a crash would: testDamagedLibrary.ts): each answer to the question,
// through the real open path.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importArchive } from '../exports/archive';
import { createEventBus } from '../ipc/eventBus';
import { openLibrary, type LibraryContext } from '../library/openLibrary';
import { closedUncleanly } from '../store/database';
import { speakLanguage } from '../i18n/mainLanguage';
import {
  RECOVERY_CHOICES,
  recoveryQuestion,
  startWithRecovery,
  type DamagedLibrary,
  type RecoveryChoice,
} from './startupRecovery';
import { makeDamagedLibrary, type DamagedLibraryFixture } from './testDamagedLibrary';

const NOW = Date.UTC(2026, 10, 26, 4, 5, 6);
let fixture: DamagedLibraryFixture;
const opened: LibraryContext[] = [];

beforeEach(async () => {
  fixture = await makeDamagedLibrary(NOW);
});

afterEach(async () => {
  for (const context of opened.splice(0)) context.close();
  await fixture.cleanup();
});

function ports(answers: RecoveryChoice[]) {
  const asked: DamagedLibrary[] = [];
  return {
    asked,
    start: async () => {
      const context = await openLibrary({
        dataDirectory: fixture.dataDirectory,
        clock: { now: () => NOW },
        bus: createEventBus(),
      });
      opened.push(context);
      return context;
    },
    ask: async (damaged: DamagedLibrary) => {
      asked.push(damaged);
      return answers.shift() ?? 'quit';
    },
    restore: async (context: LibraryContext) => {
      const outcome = await importArchive(fixture.archivePath, {
        library: context.library,
        libraryFolder: context.libraryFolder,
        now: () => NOW,
      });
      return { cancelled: false, imported: outcome.imported };
    },
    now: () => NOW,
  };
}

const damagedCopies = () =>
  readdirSync(fixture.dataDirectory).filter((name) => name.includes('damaged'));

describe('a damaged library at start-up', () => {
  it('asks, naming the file and the damage, in the words the question shows', async () => {
    const rig = ports(['quit']);
    await startWithRecovery(rig);
    expect(rig.asked).toHaveLength(1);
    expect(rig.asked[0]!.path).toBe(fixture.databasePath);
    expect(rig.asked[0]!.problems.length).toBeGreaterThan(0);
    const question = recoveryQuestion(rig.asked[0]!);
    expect(question.message).toBe('Your library file is damaged.');
    expect(question.detail).toContain(fixture.databasePath);
    expect(question.detail).toContain('atelier.damaged-<date>.sqlite');
  });

  it('asks in main’s language: German and Japanese, the file and the aside name kept as they are (issue 21)', () => {
    const damaged = { path: fixture.databasePath, problems: ['database disk image is malformed'] };
    try {
      speakLanguage('de');
      expect(recoveryQuestion(damaged)).toMatchObject({
        title: 'Atelier konnte Ihre Bibliothek nicht öffnen',
        message: 'Ihre Bibliotheksdatei ist beschädigt.',
      });
      expect(recoveryQuestion(damaged).detail).toContain(
        'Die beschädigte Datei bleibt daneben als atelier.damaged-<date>.sqlite erhalten.',
      );
      expect(RECOVERY_CHOICES.map((each) => each.label())).toEqual([
        'Neue Bibliothek anlegen',
        'Aus einem Bibliotheksarchiv wiederherstellen…',
        'Beenden',
      ]);
      speakLanguage('ja');
      const japanese = recoveryQuestion(damaged);
      expect(japanese.message).toBe('ライブラリのファイルが破損しています。');
      expect(japanese.detail).toContain(fixture.databasePath);
    } finally {
      speakLanguage('en');
    }
  });

  it('quit: leaves the file exactly as it was, copies nothing, and asks again at the next launch', async () => {
    const rig = ports(['quit', 'quit']);
    expect(await startWithRecovery(rig)).toMatchObject({ kind: 'quit' });
    expect(readFileSync(fixture.databasePath).equals(fixture.damagedBytes)).toBe(true);
    expect(damagedCopies()).toEqual([]);
    expect(closedUncleanly(fixture.databasePath)).toBe(true);
    expect(await startWithRecovery(rig)).toMatchObject({ kind: 'quit' });
    expect(rig.asked).toHaveLength(2);
    expect(damagedCopies()).toEqual([]);
  });

  it('new library: the damaged file is kept aside once, byte for byte, and the app opens an empty library', async () => {
    const rig = ports(['new-library']);
    const outcome = await startWithRecovery(rig);
    if (outcome.kind !== 'started') throw new Error('did not start');
    expect(outcome.keptAside).toBe(
      join(fixture.dataDirectory, 'atelier.damaged-2026-11-26T04-05-06-000Z.sqlite'),
    );
    expect(readFileSync(outcome.keptAside!).equals(fixture.damagedBytes)).toBe(true);
    expect(outcome.services.library.files()).toEqual([]);
    // The media files stay where they were; the next launch opens the new library without asking.
    expect(readdirSync(fixture.libraryFolder).length).toBeGreaterThan(0);
    outcome.services.close();
    opened.splice(0);
    const again = await startWithRecovery(rig);
    expect(again.kind).toBe('started');
    expect(rig.asked).toHaveLength(1);
    expect(damagedCopies()).toEqual(['atelier.damaged-2026-11-26T04-05-06-000Z.sqlite']);
  });

  it('restore: keeps the damaged file aside and imports the archive into the new library', async () => {
    const rig = ports(['restore-archive']);
    const outcome = await startWithRecovery(rig);
    if (outcome.kind !== 'started') throw new Error('did not start');
    expect(outcome.restored).toEqual({ cancelled: false, imported: 3 });
    expect(outcome.services.library.files().length).toBe(3);
    expect(readFileSync(outcome.keptAside!).equals(fixture.damagedBytes)).toBe(true);
  });

  it('anything but damage is not its business: a newer schema is thrown, not asked about', async () => {
    const rig = ports([]);
    const failing = { ...rig, start: async () => Promise.reject(new Error('schema 99')) };
    await expect(startWithRecovery(failing)).rejects.toThrow('schema 99');
    expect(rig.asked).toEqual([]);
  });
});
