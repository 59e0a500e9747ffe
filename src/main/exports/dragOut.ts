/**
 * Owns drag-out: the assets' files, resolved ONLY through the library's path resolver (a
 * regular file inside the library folder after symlinks), handed to the OS drag of the
 * calling window. Assets whose file is missing are left out; nothing is dragged when no
 * file remains.
 */
import type { Desktop } from '../desktop/Desktop';
import { resolveMediaPath } from '../library/mediaPath';
import { dragIconPath, iconKind } from './dragIcons';
import type { ExportLibrary } from './ports';

export interface DragRequest {
  ids: readonly string[];
  senderId: string;
  library: Pick<ExportLibrary, 'getMany'>;
  libraryFolder: string;
  desktop: Pick<Desktop, 'startDrag'>;
  iconFolder: string;
}

export async function startDrag(request: DragRequest): Promise<{ started: boolean }> {
  const assets = request.library.getMany([...new Set(request.ids)]);
  const order = new Map(request.ids.map((id, position) => [id, position]));
  assets.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const resolved = await Promise.all(assets.map(async (asset) => ({ asset, path: await resolveMediaPath(request.libraryFolder, asset.relativePath) })));
  const present = resolved.filter((item): item is { asset: (typeof assets)[number]; path: string } => item.path !== null);
  if (present.length === 0) return { started: false };
  const icon = await dragIconPath(request.iconFolder, iconKind(present.map((item) => item.asset.kind)));
  request.desktop.startDrag(request.senderId, present.map((item) => item.path), icon);
  return { started: true };
}
