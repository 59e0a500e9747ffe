/** What grid cards and list rows receive from the page: selection state and gesture handlers. */
import type React from 'react';
import type { AssetView } from '../../shared/ipc/library';
import type { StackInfo } from './stacks';
import type { WindowShift } from './useLibraryAssets';

export interface AssetCollectionProps {
  items: AssetView[];
  selectedIds: ReadonlySet<string>;
  focusedId: string | null;
  hasMore: boolean;
  loadMore: () => void;
  /** Earlier pages the view let go (useLibraryAssets' window): read when scrolled back to the top. */
  hasPrevious?: boolean;
  loadPrevious?: () => void;
  /** Items that came (+) or went (−) above the shown ones: the view keeps its rows on screen. */
  shift?: WindowShift;
  onItemClick: (event: React.MouseEvent, asset: AssetView) => void;
  onToggle: (asset: AssetView) => void;
  onDragStart: (event: React.DragEvent, asset: AssetView) => void;
  /** Keyboard on the collection (arrows move focus; columns tell how far Up/Down go). */
  onKeyDown: (event: React.KeyboardEvent, columns: number) => void;
  /** Stack facts of shown assets (stacks.ts), and opening or folding one. */
  stacks: ReadonlyMap<string, StackInfo>;
  onToggleStack: (key: string) => void;
  /** Counts jumps to a timeline month: the view goes to its top when it changes. */
  jumps?: number;
  /** Tells the page which asset is on the top row on screen (the timeline's current month). */
  onTopItem?: (asset: AssetView) => void;
}

/**
 * The Library page is a column exactly as tall as the window leaves it (between the shell's
 * header and the player bar), and the grid or list takes what its header and toolbars do not:
 * only that area scrolls, never the page around it (one scrollbar).
 */
export const LIBRARY_PAGE_HEIGHT =
  'calc(100dvh - var(--app-shell-header-offset, 0rem) - var(--app-shell-footer-offset, 0rem) - 2 * var(--app-shell-padding, 0rem))';
export const COLLECTION_FILL = { flex: '1 1 0', minHeight: 300 } as const;

/** The DOM id of an asset's cell, for the collection's aria-activedescendant. */
export function assetCellId(assetId: string): string {
  return `asset-cell-${assetId}`;
}
