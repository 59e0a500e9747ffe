/**
 * The grid's and the list's side of the date rail: after a jump to a month (the window
 * re-opened at its cursor) the view goes to its top, and the item in the top row is reported
 * as it scrolls, so the rail can light the month on screen.
 */
import { useEffect } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import type { AssetView } from '../../shared/ipc/library';

export function useWindowJumps(
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  items: readonly AssetView[],
  rowHeight: number,
  columns: number,
  jumps: number | undefined,
  onTopItem: ((asset: AssetView) => void) | undefined,
): void {
  useEffect(() => {
    if (jumps) virtualizer.scrollToOffset(0);
  }, [jumps, virtualizer]);
  const topItem = items[Math.floor((virtualizer.scrollOffset ?? 0) / rowHeight) * columns];
  useEffect(() => {
    if (topItem) onTopItem?.(topItem);
  }, [topItem, onTopItem]);
}
