/**
 * Owns drag-out: the assets' files, resolved ONLY through the library's path resolver (a
 * regular file inside the library folder after symlinks), handed to the OS drag of the
 * calling window. Assets whose file is missing are left out; nothing is dragged when no
 * file remains. What lands in the DAW or folder is named as every export names it ("Song -
 * lead vocal.wav"), not after the library's internal file names: each drag stages copies
 * carrying the recipe (recipe/recipeOf.ts; hard links when no copier is given, a copy where
 * links are impossible) under their export names in a folder of its own.
 * A DAW pack drags as one folder, staged the same way (stagePack).
 */
import { randomUUID } from 'node:crypto';
import { copyFile, link, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Desktop } from '../desktop/Desktop';
import { resolveMediaPath } from '../library/mediaPath';
import { defaultFileName } from './assetFiles';
import { dragIconPath, iconKind } from './dragIcons';
import { NameAllocator } from './exportNames';
import type { AssetRecord, ExportLibrary } from './ports';

export interface DragRequest {
  ids: readonly string[];
  senderId: string;
  library: Pick<ExportLibrary, 'getMany'>;
  libraryFolder: string;
  desktop: Pick<Desktop, 'startDrag'>;
  iconFolder: string;
  /** Where each drag's named links are staged (cleared of old drags as new ones start). */
  stagingFolder: string;
  /** Writes a copy carrying the recipe (exportService's copyOut); without it, files are linked. */
  copyOut?: CopyOut;
}

/** Copies a library file out to `target` (which must not exist yet). */
export type CopyOut = (asset: AssetRecord, source: string, target: string) => Promise<void>;

/** Staged drags older than this are removed: the OS has long finished copying them. */
const STAGED_FOR_MS = 60 * 60 * 1000;

async function removeOldDrags(stagingFolder: string, now: number): Promise<void> {
  const entries = await readdir(stagingFolder).catch(() => [] as string[]);
  for (const entry of entries) {
    const folder = join(stagingFolder, entry);
    const info = await stat(folder).catch(() => null);
    if (info && now - info.mtimeMs > STAGED_FOR_MS)
      await rm(folder, { recursive: true, force: true });
  }
}

/** The files under their export names, in a fresh folder; a link where possible, else a copy. */
async function stageNamed(
  stagingFolder: string,
  files: readonly { asset: AssetRecord; path: string }[],
  copyOut?: CopyOut,
): Promise<string[]> {
  await removeOldDrags(stagingFolder, Date.now());
  const folder = join(stagingFolder, randomUUID());
  await mkdir(folder, { recursive: true });
  const names = new NameAllocator();
  const staged: string[] = [];
  for (const file of files) {
    const target = join(folder, names.allocate(defaultFileName(file.asset)));
    await (copyOut
      ? copyOut(file.asset, file.path, target)
      : link(file.path, target).catch(() => copyFile(file.path, target)));
    staged.push(target);
  }
  return staged;
}

/**
 * A DAW pack for a drag: its folder (named as the export names it) in a fresh staging
 * folder, stems hard-linked where possible; returns the pack folder's path.
 */
export async function stagePack(
  stagingFolder: string,
  pack: {
    folder: string;
    files: readonly { name: string; source?: string; write: (path: string) => Promise<void> }[];
  },
): Promise<string> {
  await removeOldDrags(stagingFolder, Date.now());
  const folder = join(stagingFolder, randomUUID(), pack.folder);
  await mkdir(folder, { recursive: true });
  for (const file of pack.files) {
    const target = join(folder, file.name);
    const { source } = file;
    await (source ? link(source, target).catch(() => file.write(target)) : file.write(target));
  }
  return folder;
}

export async function startDrag(request: DragRequest): Promise<{ started: boolean }> {
  const assets = request.library.getMany([...new Set(request.ids)]);
  const order = new Map(request.ids.map((id, position) => [id, position]));
  assets.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const resolved = await Promise.all(
    assets.map(async (asset) => ({
      asset,
      path: await resolveMediaPath(request.libraryFolder, asset.relativePath),
    })),
  );
  const present = resolved.filter(
    (item): item is { asset: (typeof assets)[number]; path: string } => item.path !== null,
  );
  if (present.length === 0) return { started: false };
  const icon = await dragIconPath(
    request.iconFolder,
    iconKind(present.map((item) => item.asset.kind)),
  );
  const staged = await stageNamed(request.stagingFolder, present, request.copyOut);
  request.desktop.startDrag(request.senderId, staged, icon);
  return { started: true };
}
