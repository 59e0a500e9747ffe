import { describe, expect, it } from 'vitest';
import { CONFIRM_MODAL_ATTRIBUTE, isSubmitShortcut, otherModalOpen } from './useSubmitShortcut';

/** Just enough of a DOM: modal dialogs, each inside the confirm step's root or not. */
function page(dialogs: { insideConfirm: boolean }[]): ParentNode {
  const nodes = dialogs.map(({ insideConfirm }) => ({
    closest: (selector: string) =>
      selector === `[${CONFIRM_MODAL_ATTRIBUTE}]` && insideConfirm ? {} : null,
  }));
  return {
    querySelectorAll: (selector: string) =>
      selector === '[role="dialog"][aria-modal="true"]' ? nodes : [],
  } as unknown as ParentNode;
}

const key = (
  init: Partial<Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>>,
) => ({
  key: 'Enter',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...init,
});

describe('the submit shortcut', () => {
  it('is Ctrl+Enter (Cmd+Enter on macOS), not plain or shifted Enter', () => {
    expect(isSubmitShortcut(key({ ctrlKey: true }), false)).toBe(true);
    expect(isSubmitShortcut(key({ metaKey: true }), true)).toBe(true);
    expect(isSubmitShortcut(key({ metaKey: true }), false)).toBe(false);
    expect(isSubmitShortcut(key({}), false)).toBe(false);
    expect(isSubmitShortcut(key({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isSubmitShortcut(key({ key: 'k', ctrlKey: true }), false)).toBe(false);
  });

  it('waits while a modal other than the confirm step is open', () => {
    expect(otherModalOpen(page([]))).toBe(false);
    expect(otherModalOpen(page([{ insideConfirm: true }]))).toBe(false);
    expect(otherModalOpen(page([{ insideConfirm: false }]))).toBe(true);
    expect(otherModalOpen(page([{ insideConfirm: true }, { insideConfirm: false }]))).toBe(true);
  });
});
