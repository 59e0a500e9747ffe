/**
 * Owns the page-wide actions items call (open a preview, move to the trash, exports, patch after an
 * update), passed down by context so grid cards, list rows and previews share them.
 */
import { createContext, useContext } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import type { ExportRunner } from './useExports';

export interface LibraryActions {
  open: (asset: AssetView) => void;
  /** Moves assets to the trash (undoable; nothing is deleted for good here). */
  moveToTrash: (assets: AssetView[]) => void;
  patch: (asset: AssetView) => void;
  exports: ExportRunner;
  stemNameTemplate: string | undefined;
  knownTags: string[];
}

export const LibraryActionsContext = createContext<LibraryActions | null>(null);

export function useLibraryActions(): LibraryActions {
  const actions = useContext(LibraryActionsContext);
  if (!actions) throw new Error('useLibraryActions outside the Library page');
  return actions;
}

/** Results that are a set of stems and export as a folder or zip. */
export function isStemsResult(asset: { action: string | null; kind: string }): boolean {
  return asset.kind === 'audio' && (asset.action === 'stems-all' || asset.action === 'stems');
}
