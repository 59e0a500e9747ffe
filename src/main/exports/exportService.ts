/**
 * Owns the `exports` IPC domain (Handlers['exports']): one asset through a save dialog,
 * a stems result as a folder or a zip, MIDI as a .mid, a DAW pack folder, a selection into a folder, OS
 * drag-out, the portable library archive, and showing a result in the file manager. Destinations come only from main's dialogs;
 * sources only from the library folder; nothing is ever overwritten (see exclusiveFile.ts).
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { AtelierError } from '../../shared/errors';
import type { ExportResult } from '../../shared/ipc/exports';
import type { Handlers } from '../../shared/ipc/types';
import { t } from '../../shared/i18n/activeLanguage';
import { versionWords } from '../../shared/titles/titleRule';
import type { Desktop } from '../desktop/Desktop';
import type { CollectionStore } from '../library/collectionStore';
import type { Journal } from '../store/journal';
import type { EventBus } from '../ipc/eventBus';
import { exportArchive, importArchive, type ArchiveOptions } from './archive';
import { assetPath, defaultFileName, dialogFilter, filtersFor } from './assetFiles';
import { stemsWord } from './exportWords';
import { collectionPacks } from './collectionPacks';
import { planDawPack, type DawPackTasks, type PlannedPack } from './dawPack';
import { dragIconPath } from './dragIcons';
import { stagePack, startDrag, type CopyOut } from './dragOut';
import { allocatorFor, writeUnique } from './exclusiveFile';
import {
  DEFAULT_STEM_TEMPLATE,
  FORMER_DEFAULT_STEM_TEMPLATE,
  NameAllocator,
  renderTemplate,
  sanitizeFileName,
  titledFileName,
} from './exportNames';
import { midiSourceFor } from './midiSource';
import type { AssetRecord, ExportPreferences, ImportLibrary, SubmissionLookup } from './ports';
import { sourceTitle } from './sourceTitle';
import { stemsOf } from './stemSet';
import { WrittenPaths } from './writtenPaths';
import { writeZip } from './zipWriter';

export interface ExportServiceOptions {
  library: ImportLibrary;
  libraryFolder: string;
  desktop: Desktop;
  bus: EventBus;
  preferences: ExportPreferences;
  journal?: SubmissionLookup & Partial<Pick<Journal, 'succeededFrom'>>;
  /** Collections by id (a collection's archive and DAW packs). */
  collections?: Pick<CollectionStore, 'get'>;
  /** Where generated drag icons are cached (`<data>/drag-icons`). */
  iconFolder: string;
  /** Where drags stage their files under export names (dragOut.ts). */
  dragFolder: string;
  /** Optional ports for carrying lineage through archives (see archive.ts). */
  archive?: Pick<ArchiveOptions, 'lineage' | 'limits'>;
  now: () => number;
  /** Copies a library file out (recipe/recipeOf.ts writes the recipe into the copy); a plain copy by default. */
  copyOut?: CopyOut;
}

const cancelled = (): ExportResult => ({ saved: false, paths: [], renamed: [] });

export function createExportService(options: ExportServiceOptions): Handlers['exports'] {
  const { library, libraryFolder, desktop, bus, preferences } = options;
  const copyOut: CopyOut = options.copyOut ?? ((_, source, target) => copyFile(source, target));
  const progress = (operation: string, done: number, total: number): void =>
    bus.emit('exports:progress', { operation, done, total });

  const found = (id: string): AssetRecord => {
    const asset = library.get(id);
    if (!asset)
      throw new AtelierError('not_found', t('mainWords.export.itemGone'), {
        field: 'id',
      });
    return asset;
  };
  const lastFolder = (): string | null => preferences.get().export.lastFolder;
  const remember = (folder: string): void =>
    void preferences.update({ export: { lastFolder: folder } });
  const suggested = (name: string): string => (lastFolder() ? join(lastFolder()!, name) : name);
  const written = new WrittenPaths();
  /** Wraps an export so the paths it wrote may later be shown in the file manager. */
  const remembering =
    <Input>(run: (input: Input) => Promise<ExportResult>) =>
    async (input: Input): Promise<ExportResult> => {
      const result = await run(input);
      written.add(result.paths);
      return result;
    };

  /** Save dialog -> the chosen folder and name, or null when cancelled. */
  async function chooseFile(
    name: string,
    extension: string,
    title: string,
  ): Promise<{ folder: string; name: string } | null> {
    const chosen = await desktop.showSaveDialog({
      title,
      defaultPath: suggested(name),
      filters: filtersFor(extension),
    });
    if (!chosen) return null;
    const folder = dirname(chosen);
    await mkdir(folder, { recursive: true });
    remember(folder);
    return { folder, name: basename(chosen) };
  }

  async function chooseFolder(title: string): Promise<string | null> {
    const chosen = (
      await desktop.showOpenDialog({
        title,
        directory: true,
        ...(lastFolder() ? { defaultPath: lastFolder()! } : {}),
      })
    )?.[0];
    if (!chosen) return null;
    await mkdir(chosen, { recursive: true });
    remember(chosen);
    return chosen;
  }

  /** One file into a chosen folder/name, renamed rather than overwriting. */
  async function saveOne(
    target: { folder: string; name: string },
    write: (temporary: string) => Promise<void>,
  ): Promise<ExportResult> {
    const names = await allocatorFor(target.folder);
    const path = await writeUnique(target.folder, names, target.name, write);
    return { saved: true, paths: [path], renamed: names.renamed };
  }

  /** A new, uniquely named folder inside `parent`. */
  async function freshFolder(
    parent: string,
    desired: string,
  ): Promise<{ path: string; renamed: ExportResult['renamed'] }> {
    const names = await allocatorFor(parent);
    for (;;) {
      const path = join(parent, names.allocate(desired));
      try {
        await mkdir(path);
        return { path, renamed: names.renamed };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  }

  const requireJournal = (): SubmissionLookup => {
    if (!options.journal) throw new AtelierError('internal', t('mainWords.dawPack.noJournal'));
    return options.journal;
  };
  const collectionNamed = (id: string): string => {
    const collection = options.collections?.get(id);
    if (!collection)
      throw new AtelierError('not_found', t('mainWords.collection.gone'), {
        field: 'collectionId',
      });
    return collection.name;
  };

  /** Writes a planned pack into a new folder of its own inside `parent`. */
  async function writePack(
    parent: string,
    pack: PlannedPack,
    operation: string,
  ): Promise<ExportResult> {
    const folder = await freshFolder(parent, pack.folder);
    const names = new NameAllocator();
    const paths: string[] = [];
    progress(operation, 0, pack.files.length);
    for (const [position, file] of pack.files.entries()) {
      paths.push(await writeUnique(folder.path, names, file.name, file.write));
      progress(operation, position + 1, pack.files.length);
    }
    return { saved: true, paths, renamed: [...folder.renamed, ...names.renamed] };
  }

  return {
    saveAsset: remembering(async ({ id }: { id: string }) => {
      const asset = found(id);
      const source = await assetPath(libraryFolder, asset);
      const name = defaultFileName(asset);
      const target = await chooseFile(
        name,
        name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '',
        t('mainWords.dialog.save'),
      );
      if (!target) return cancelled();
      return saveOne(target, (temporary) => copyOut(asset, source, temporary));
    }),

    saveMixdown: remembering(async ({ name, wavBase64 }: { name: string; wavBase64: string }) => {
      const bytes = Buffer.from(wavBase64, 'base64');
      // A RIFF/WAVE header first: nothing else is written under a .wav name.
      if (
        bytes.length < 44 ||
        bytes.toString('ascii', 0, 4) !== 'RIFF' ||
        bytes.toString('ascii', 8, 12) !== 'WAVE'
      )
        throw new AtelierError('invalid_input', t('mainWords.export.notWav'), {
          field: 'wavBase64',
        });
      const target = await chooseFile(
        `${sanitizeFileName(name)}.wav`,
        'wav',
        t('mainWords.dialog.exportMixdown'),
      );
      if (!target) return cancelled();
      return saveOne(target, (temporary) => writeFile(temporary, bytes));
    }),

    stems: remembering(
      async ({ submissionId, as, nameTemplate }: Parameters<Handlers['exports']['stems']>[0]) => {
        const stems = await stemsOf(submissionId, library, libraryFolder, options.journal);
        const chosen =
          nameTemplate ?? preferences.get().export.stemNameTemplate ?? DEFAULT_STEM_TEMPLATE;
        const template = chosen === FORMER_DEFAULT_STEM_TEMPLATE ? DEFAULT_STEM_TEMPLATE : chosen;
        const title = sourceTitle(stems[0]!.asset, library, options.journal);
        const groupName = titledFileName(title, stemsWord(), '');
        const sources = await Promise.all(
          stems.map((stem) => assetPath(libraryFolder, stem.asset)),
        );
        const desiredNames = stems.map((stem) =>
          renderTemplate(template, {
            title,
            stem: stem.stem,
            version: stem.version,
            index: stem.index,
            ext: stem.ext,
            task: stem.asset.taskId,
          }),
        );
        const operation = `stems:${submissionId}`;
        if (as === 'zip') {
          // Named with its extension, so the cut leaves room for ".zip" within MAX_NAME_BYTES.
          const target = await chooseFile(
            titledFileName(title, stemsWord(), 'zip'),
            'zip',
            t('mainWords.dialog.exportStemsZip'),
          );
          if (!target) return cancelled();
          const inZip = new NameAllocator();
          const entries = stems.map((stem, position) => ({
            name: inZip.allocate(desiredNames[position]!),
            source: sources[position]!,
            modifiedAt: Date.parse(stem.asset.createdAt),
          }));
          progress(operation, 0, entries.length);
          const result = await saveOne(target, (temporary) =>
            writeZip(temporary, entries, {
              onEntry: (done, total) => progress(operation, done, total),
            }).then(() => undefined),
          );
          return { ...result, renamed: [...inZip.renamed, ...result.renamed] };
        }
        const parent = await chooseFolder(t('mainWords.dialog.exportStemsFolder'));
        if (!parent) return cancelled();
        const folder = await freshFolder(parent, groupName);
        const names = new NameAllocator();
        const paths: string[] = [];
        progress(operation, 0, stems.length);
        for (const [position, source] of sources.entries()) {
          paths.push(
            await writeUnique(folder.path, names, desiredNames[position]!, (temporary) =>
              copyOut(stems[position]!.asset, source, temporary),
            ),
          );
          progress(operation, position + 1, stems.length);
        }
        return { saved: true, paths, renamed: [...folder.renamed, ...names.renamed] };
      },
    ),

    midi: remembering(async ({ id }: { id: string }) => {
      const asset = found(id);
      const title = sourceTitle(asset, library, options.journal);
      const source = await midiSourceFor(asset, library, libraryFolder, title);
      const target = await chooseFile(
        titledFileName(title, versionWords({ action: 'midi' }), 'mid'),
        'mid',
        t('mainWords.dialog.exportMidi'),
      );
      if (!target) return cancelled();
      return saveOne(target, (temporary) =>
        source.kind === 'bytes'
          ? writeFile(temporary, source.bytes, { flag: 'wx' })
          : copyFile(source.path, temporary),
      );
    }),

    dawPack: remembering(async (tasks: DawPackTasks) => {
      const pack = await planDawPack(tasks, library, libraryFolder, requireJournal());
      const parent = await chooseFolder(t('mainWords.dialog.exportDawPack'));
      if (!parent) return cancelled();
      return writePack(parent, pack, `daw-pack:${tasks.stemsId}`);
    }),

    async collectionDawPacks({ collectionId }) {
      collectionNamed(collectionId);
      const journal = requireJournal();
      const succeededFrom = options.journal?.succeededFrom;
      if (!succeededFrom) throw new AtelierError('internal', t('mainWords.dawPack.noJournal'));
      // Every pack is gathered (and its files checked) before a dialog opens or a file is written.
      const found = await collectionPacks(collectionId, library, libraryFolder, {
        get: (id) => journal.get(id),
        ...(journal.getByTaskId ? { getByTaskId: journal.getByTaskId.bind(journal) } : {}),
        succeededFrom: succeededFrom.bind(options.journal),
      });
      const withoutPack = found.withoutPack.map((track) => track.title);
      if (found.packs.length === 0) return { ...cancelled(), packs: 0, withoutPack };
      const parent = await chooseFolder(t('mainWords.dialog.exportDawPack'));
      if (!parent) return { ...cancelled(), packs: 0, withoutPack };
      const results: ExportResult[] = [];
      for (const pack of found.packs)
        results.push(await writePack(parent, pack, `daw-pack:${collectionId}`));
      written.add(results.flatMap((result) => result.paths));
      return {
        saved: true,
        paths: results.flatMap((result) => result.paths),
        renamed: results.flatMap((result) => result.renamed),
        packs: results.length,
        withoutPack,
      };
    },

    async dragDawPack(tasks, context) {
      const pack = await planDawPack(tasks, library, libraryFolder, requireJournal());
      const staged = await stagePack(options.dragFolder, pack);
      desktop.startDrag(
        context.senderId,
        [staged],
        await dragIconPath(options.iconFolder, 'audio'),
      );
      return { started: true };
    },

    selection: remembering(async ({ ids }: { ids: string[] }) => {
      const unique = [...new Set(ids)];
      const assets = unique.map(found);
      // Every source is checked before anything is written: no half-done selection.
      const sources = await Promise.all(assets.map((asset) => assetPath(libraryFolder, asset)));
      const folder = await chooseFolder(
        t('mainWords.dialog.exportItems', { count: assets.length }),
      );
      if (!folder) return cancelled();
      const names = await allocatorFor(folder);
      const paths: string[] = [];
      const operation = 'selection';
      progress(operation, 0, assets.length);
      for (const [position, asset] of assets.entries()) {
        paths.push(
          await writeUnique(folder, names, defaultFileName(asset), (temporary) =>
            copyOut(asset, sources[position]!, temporary),
          ),
        );
        progress(operation, position + 1, assets.length);
      }
      return { saved: true, paths, renamed: names.renamed };
    }),

    async reveal(input) {
      if ('id' in input) {
        desktop.showItemInFolder(await assetPath(libraryFolder, found(input.id)));
        return { shown: true };
      }
      if (!written.has(input.path)) {
        throw new AtelierError(
          'invalid_input',
          'path: only a file Atelier exported in this session can be shown in its folder.',
          { field: 'path' },
        );
      }
      desktop.showItemInFolder(input.path);
      return { shown: true };
    },

    startDrag({ ids }, context) {
      return startDrag({
        ids,
        senderId: context.senderId,
        library,
        libraryFolder,
        desktop,
        iconFolder: options.iconFolder,
        stagingFolder: options.dragFolder,
        copyOut,
      });
    },

    exportArchive: remembering(async (input: { collectionId: string } | undefined) => {
      const stamp = new Date(options.now()).toISOString().slice(0, 10);
      // A collection's archive is named after it: "Album 2 2026-11-26.zip".
      const collection = input ? collectionNamed(input.collectionId) : null;
      const target = await chooseFile(
        `${sanitizeFileName(collection ? `${collection} ${stamp}` : t('mainWords.name.archive', { date: stamp }))}.zip`,
        'zip',
        t('mainWords.dialog.exportArchive'),
      );
      if (!target) return cancelled();
      const archiveOptions: ArchiveOptions = {
        library,
        libraryFolder,
        now: options.now,
        progress,
        ...options.archive,
        ...(input ? { only: { collectionId: input.collectionId } } : {}),
      };
      return saveOne(
        target,
        async (temporary) => void (await exportArchive(temporary, archiveOptions)),
      );
    }),

    async importArchive() {
      const chosen = (
        await desktop.showOpenDialog({
          title: t('mainWords.dialog.importArchive'),
          filters: [dialogFilter('zip')],
        })
      )?.[0];
      if (!chosen) return { cancelled: true, imported: 0, skipped: 0, failed: [] };
      const result = await importArchive(chosen, {
        library,
        libraryFolder,
        now: options.now,
        progress,
        ...options.archive,
      });
      if (result.importedIds.length > 0)
        bus.emit('library:changed', { assetIds: result.importedIds, reason: 'added' });
      return {
        cancelled: false,
        imported: result.imported,
        skipped: result.skipped,
        failed: result.failed,
      };
    },
  };
}
