// Owns the Generate page's Ctrl/Cmd+Enter: a window-level key listener while the page is
// mounted, so the shortcut works wherever focus is (the model picker, the side column, the
// page's body). It stays quiet while another modal is open (the command palette, the welcome
// screen); the submit's own confirm step is the one modal it serves.
import { useEffect, useRef } from 'react';
import type { KeyLike } from '../../shared/commands/accelerator';
import { isMac, matchesCommand } from '../commands/keys';

/** Marks the confirm step's modal (set on its root) so the shortcut knows it is its own. */
export const CONFIRM_MODAL_ATTRIBUTE = 'data-confirm-submit';

/** True when a modal dialog other than the submit's confirm step is open. */
export function otherModalOpen(root: ParentNode): boolean {
  return [...root.querySelectorAll('[role="dialog"][aria-modal="true"]')].some(
    (dialog) => dialog.closest(`[${CONFIRM_MODAL_ATTRIBUTE}]`) === null,
  );
}

/** Ctrl+Enter (⌘↩ on macOS), from the command table. */
export function isSubmitShortcut(event: KeyLike, mac = isMac): boolean {
  return matchesCommand(event, 'generate.submit', mac);
}

export function useSubmitShortcut(onShortcut: () => void): void {
  const latest = useRef(onShortcut);
  latest.current = onShortcut;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSubmitShortcut(event) || event.repeat || event.defaultPrevented || event.isComposing)
        return;
      if (otherModalOpen(document)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
