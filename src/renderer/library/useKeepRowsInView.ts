/**
 * Owns a library view's side of the bounded window (libraryWindow.ts): when pages come or go
 * above what is on screen, the scroll offset moves by their rows in the same frame, so the
 * rows the user looks at stay put and the scroll area stays a few pages tall.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { anchoredOffset } from './libraryWindow';
import type { WindowShift } from './useLibraryAssets';

export function useKeepRowsInView(
  scrollRef: RefObject<HTMLElement | null>,
  items: readonly { id: string }[],
  shift: WindowShift | undefined,
  rowHeight: number,
  columns: number,
): void {
  // A view mounted after earlier shifts (grid to list) starts from the current one.
  const applied = useRef(shift?.serial ?? 0);
  const shown = useRef(items);
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = items;
    const element = scrollRef.current;
    if (!shift || shift.serial === applied.current) return;
    applied.current = shift.serial;
    if (element)
      element.scrollTop = anchoredOffset(
        element.scrollTop,
        rowHeight,
        columns,
        before,
        items,
        shift.items,
      );
  }, [items, shift, rowHeight, columns, scrollRef]);
}
