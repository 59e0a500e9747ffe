/**
 * Test fixture (used by the exports and media tests only): a real SQLite library in a
 * temp folder — database, journal and library store through their own APIs — plus a
 * headless Desktop, an event bus recording events and an in-memory preferences port.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ModelKind } from '../../shared/service/models';
import { createHeadlessDesktop, type HeadlessDesktop } from '../desktop/headlessDesktop';
import { createEventBus, type EventBus } from '../ipc/eventBus';
import { createLibraryStore, type LibraryStore, type NewAsset } from '../library/libraryStore';
import { openDatabase, type SqliteDatabase } from '../store/database';
import { createJournal, type Journal } from '../store/journal';
import { outputLocation } from '../tasks/outputPath';
import type { AssetRecord, ExportPreferences } from './ports';

export interface TestLibrary {
  dataDirectory: string;
  libraryFolder: string;
  db: SqliteDatabase;
  journal: Journal;
  library: LibraryStore;
  desktop: HeadlessDesktop;
  bus: EventBus;
  events: { channel: string; payload: unknown }[];
  preferences: ExportPreferences & { lastFolder: string | null; template: string };
  /** Writes the file where the downloader would and records the asset. */
  addFile(
    asset: Partial<NewAsset> & Pick<NewAsset, 'submissionId' | 'outputKey'>,
    content: string | Uint8Array,
    extension: string,
  ): AssetRecord;
  /** A finished music submission in the journal (begin -> accept -> SUCCEEDED). */
  finishedSubmission(
    action: string,
    body: Record<string, unknown>,
    statusResult: Record<string, unknown>,
    kind?: ModelKind,
  ): { id: string; taskId: string };
  cleanup(): Promise<void>;
}

let counter = 0;

export async function openTestLibrary(name = 'library'): Promise<TestLibrary> {
  const dataDirectory = await mkdtemp(join(tmpdir(), `atelier-${name}-`));
  const libraryFolder = join(dataDirectory, 'Library');
  await mkdir(libraryFolder, { recursive: true });
  let now = Date.parse('2026-11-01T10:00:00Z');
  const clock = { now: () => (now += 1000) };
  const db = openDatabase(join(dataDirectory, 'atelier.sqlite'));
  const journal = createJournal(db, clock);
  const library = createLibraryStore(db, clock);
  const bus = createEventBus();
  const events: TestLibrary['events'] = [];
  bus.subscribe((channel, payload) => events.push({ channel, payload }));
  const preferences: TestLibrary['preferences'] = {
    lastFolder: null,
    template: '<title> - <stem>.<ext>',
    get() {
      return { export: { stemNameTemplate: this.template, lastFolder: this.lastFolder } };
    },
    update(patch) {
      this.lastFolder = patch.export.lastFolder;
    },
  };
  return {
    dataDirectory,
    libraryFolder,
    db,
    journal,
    library,
    desktop: createHeadlessDesktop(dataDirectory),
    bus,
    events,
    preferences,
    addFile(asset, content, extension) {
      const location = outputLocation(libraryFolder, asset.submissionId, asset.outputKey);
      const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
      mkdirSync(location.directory, { recursive: true });
      writeFileSync(`${location.base}.${extension}`, bytes);
      return library.addAsset({
        taskId: `task-${asset.submissionId}`,
        profileId: 'sandbox',
        model: 'tune',
        action: 'generate',
        kind: 'audio',
        title: 'Night Drive',
        mimeType: 'audio/wav',
        ...asset,
        bytes: bytes.length,
        relativePath: `${location.relativeBase}.${extension}`,
      }).asset;
    },
    finishedSubmission(action, body, statusResult, kind = 'music') {
      const started = journal.begin({ profileId: 'sandbox', target: { action }, kind, body });
      const taskId = `task-${++counter}-${action}`;
      journal.accept(started.id, { taskId, status: 'PENDING' });
      journal.updateStatus(started.id, {
        status: 'SUCCEEDED',
        statusResult: { task_id: taskId, status: 'SUCCEEDED', ...statusResult },
      });
      return { id: started.id, taskId };
    },
    async cleanup() {
      if (db.open) db.close();
      await rm(dataDirectory, { recursive: true, force: true });
    },
  };
}

/** Bytes that begin like an MP3 frame (imports check types by the bytes), then noise. */
export const mp3Bytes = (length: number): Uint8Array =>
  Uint8Array.from([0xff, 0xfb, 0x90, 0x00, ...randomBytes(length - 4)]);
