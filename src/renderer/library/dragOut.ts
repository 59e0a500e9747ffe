/**
 * Owns drag-out: an HTML drag on a library item becomes an OS file drag started by main
 * (webContents.startDrag with the library files). The HTML drag is cancelled so the
 * native one takes over; dragging a selected item drags the whole selection.
 */
import type React from 'react';
import { DRAG_OUT_MAX } from '../../shared/ipc/exports';

export function dragIds(id: string, selectedInOrder: readonly string[]): string[] {
  return selectedInOrder.includes(id) ? selectedInOrder.slice(0, DRAG_OUT_MAX) : [id];
}

export function startDragOut(event: React.DragEvent, ids: readonly string[]): void {
  event.preventDefault();
  if (ids.length === 0) return;
  // Errors are not actionable mid-gesture (e.g. files removed meanwhile); nothing to show.
  window.atelier.exports.startDrag({ ids: [...ids] }).catch(() => undefined);
}
