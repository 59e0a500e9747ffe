/**
 * The page's keyboard for the table's app-wide commands, and the application menu's clicks
 * (`menu:command`). The same code runs in Electron and in the web preview: the page handles
 * these keys and stops them, so in Electron the menu never acts on them too (shared/commands).
 */
import { useEffect } from 'react';
import { useAtelierEvent } from '../hooks/useAtelierEvent';
import { commandForKey } from './keys';
import { runCommand } from './runCommand';

/** Focus inside a modal (its focus trap holds it there): keys are the modal's. A modal that is only closing no longer holds the focus. */
const inModal = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="dialog"][aria-modal="true"]') !== null;

export function useCommandKeys(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const id = commandForKey(event);
      if (!id) return;
      // Stopped even when not run, so that no menu acts on it instead (macOS offers unhandled keys to the menu).
      event.preventDefault();
      if (event.repeat) return;
      // Under a dialog only the shortcut sheet's own key works (it closes the sheet).
      if (inModal(event.target) && id !== 'help.shortcuts') return;
      runCommand(id);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  useAtelierEvent('menu:command', ({ command }) => runCommand(command));
}
