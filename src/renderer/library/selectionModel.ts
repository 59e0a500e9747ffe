/**
 * Owns the library's multi-select rules as pure state transitions: plain click selects one,
 * Ctrl/Cmd-click and checkboxes toggle, Shift-click selects the range from the anchor,
 * Ctrl/Cmd+A selects everything loaded. Components keep a Selection and call these.
 */

export interface Selection {
  readonly ids: ReadonlySet<string>;
  /** Where the next Shift-click range starts (the last plain or toggle click). */
  readonly anchor: string | null;
}

export interface ClickModifiers {
  shift?: boolean;
  /** Ctrl on Windows/Linux, Cmd on macOS. */
  toggle?: boolean;
}

export const EMPTY_SELECTION: Selection = { ids: new Set(), anchor: null };

export function toggleSelected(selection: Selection, id: string): Selection {
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: id };
}

/** Applies a click on `id`; `order` is the visible order of every loaded item. */
export function clickSelect(
  selection: Selection,
  order: readonly string[],
  id: string,
  modifiers: ClickModifiers = {},
): Selection {
  if (modifiers.shift && selection.anchor !== null) {
    const from = order.indexOf(selection.anchor);
    const to = order.indexOf(id);
    if (from !== -1 && to !== -1) {
      const [start, end] = from <= to ? [from, to] : [to, from];
      const ids = modifiers.toggle ? new Set(selection.ids) : new Set<string>();
      for (const each of order.slice(start, end + 1)) ids.add(each);
      // The anchor stays put so a second Shift-click re-draws the range from the same place.
      return { ids, anchor: selection.anchor };
    }
  }
  if (modifiers.toggle) return toggleSelected(selection, id);
  return { ids: new Set([id]), anchor: id };
}

export function selectAll(order: readonly string[]): Selection {
  return { ids: new Set(order), anchor: order[0] ?? null };
}

/** Drops ids that are no longer listed (deleted, filtered out). */
export function keepListed(selection: Selection, order: readonly string[]): Selection {
  const listed = new Set(order);
  const ids = new Set([...selection.ids].filter((id) => listed.has(id)));
  if (ids.size === selection.ids.size) return selection;
  return {
    ids,
    anchor: selection.anchor !== null && listed.has(selection.anchor) ? selection.anchor : null,
  };
}

/** Drops these ids (assets that left the library), wherever they were. */
export function withoutIds(selection: Selection, gone: readonly string[]): Selection {
  const ids = new Set(selection.ids);
  for (const id of gone) ids.delete(id);
  if (ids.size === selection.ids.size) return selection;
  return {
    ids,
    anchor: selection.anchor !== null && gone.includes(selection.anchor) ? null : selection.anchor,
  };
}

/** The selected ids in visible order (exports and drags keep the order the user sees). */
export function selectedInOrder(selection: Selection, order: readonly string[]): string[] {
  return order.filter((id) => selection.ids.has(id));
}
