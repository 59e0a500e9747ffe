/** What grid cards and list rows receive from the page: selection state and gesture handlers. */
import type React from 'react';
import type { AssetView } from '../../shared/ipc/library';

export interface AssetCollectionProps {
  items: AssetView[];
  selectedIds: ReadonlySet<string>;
  focusedId: string | null;
  hasMore: boolean;
  loadMore: () => void;
  onItemClick: (event: React.MouseEvent, asset: AssetView) => void;
  onToggle: (asset: AssetView) => void;
  onDragStart: (event: React.DragEvent, asset: AssetView) => void;
  /** Keyboard on the collection (arrows move focus; columns tell how far Up/Down go). */
  onKeyDown: (event: React.KeyboardEvent, columns: number) => void;
}

/** Height of the scrolling area: the page minus header, toolbar, selection bar and the player bar. */
export const COLLECTION_HEIGHT = 'calc(100dvh - 250px - var(--app-shell-footer-offset, 0rem))';

/** The DOM id of an asset's cell, for the collection's aria-activedescendant. */
export function assetCellId(assetId: string): string {
  return `asset-cell-${assetId}`;
}
