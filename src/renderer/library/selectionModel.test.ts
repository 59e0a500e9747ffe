import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  clickSelect,
  keepListed,
  selectAll,
  selectedInOrder,
  withoutIds,
  toggleSelected,
} from './selectionModel';

const order = ['a', 'b', 'c', 'd', 'e'];
const ids = (selection: { ids: ReadonlySet<string> }) => [...selection.ids].sort();

describe('selectionModel', () => {
  it('a plain click selects only that item and sets the anchor', () => {
    const first = clickSelect(EMPTY_SELECTION, order, 'b');
    const second = clickSelect(first, order, 'd');
    expect(ids(second)).toEqual(['d']);
    expect(second.anchor).toBe('d');
  });

  it('Ctrl/Cmd-click toggles without losing the others', () => {
    let selection = clickSelect(EMPTY_SELECTION, order, 'a');
    selection = clickSelect(selection, order, 'c', { toggle: true });
    expect(ids(selection)).toEqual(['a', 'c']);
    selection = clickSelect(selection, order, 'a', { toggle: true });
    expect(ids(selection)).toEqual(['c']);
  });

  it('Shift-click selects the range from the anchor in either direction, re-drawn from the same anchor', () => {
    let selection = clickSelect(EMPTY_SELECTION, order, 'c');
    selection = clickSelect(selection, order, 'e', { shift: true });
    expect(ids(selection)).toEqual(['c', 'd', 'e']);
    selection = clickSelect(selection, order, 'a', { shift: true });
    expect(ids(selection)).toEqual(['a', 'b', 'c']);
    expect(selection.anchor).toBe('c');
  });

  it('Shift+Ctrl adds the range to what was selected', () => {
    let selection = clickSelect(EMPTY_SELECTION, order, 'a');
    selection = clickSelect(selection, order, 'd', { toggle: true });
    selection = clickSelect(selection, order, 'e', { shift: true, toggle: true });
    expect(ids(selection)).toEqual(['a', 'd', 'e']);
  });

  it('Shift-click without an anchor behaves as a plain click', () => {
    expect(ids(clickSelect(EMPTY_SELECTION, order, 'b', { shift: true }))).toEqual(['b']);
  });

  it('select all, checkbox toggle, dropping unlisted ids and visible order', () => {
    const all = selectAll(order);
    expect(all.ids.size).toBe(5);
    const fewer = toggleSelected(all, 'b');
    expect(ids(fewer)).toEqual(['a', 'c', 'd', 'e']);
    const kept = keepListed(fewer, ['e', 'c', 'z']);
    expect(ids(kept)).toEqual(['c', 'e']);
    expect(kept.anchor).toBeNull();
    expect(keepListed(kept, ['c', 'e'])).toBe(kept);
    expect(selectedInOrder(kept, ['e', 'x', 'c'])).toEqual(['e', 'c']);
  });

  it('drops ids that left the library wherever they were, and the anchor with them', () => {
    const selection = { ids: new Set(['a', 'b', 'c']), anchor: 'b' };
    const kept = withoutIds(selection, ['b', 'z']);
    expect([...kept.ids]).toEqual(['a', 'c']);
    expect(kept.anchor).toBeNull();
    expect(withoutIds(selection, ['z'])).toBe(selection);
  });
});
