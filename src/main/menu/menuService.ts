/**
 * The `menu` domain's main side: holds what the page last reported it can do (menu.reportState)
 * and tells the application menu when that changes, so items are enabled only when they can act.
 */
import { INITIAL_MENU_STATE, type MenuState } from '../../shared/ipc/menu';
import type { Handlers } from '../../shared/ipc/types';

export interface MenuService {
  handlers: Handlers['menu'];
  state(): MenuState;
  /** Returns the unsubscribe function. */
  onChange(listener: (state: MenuState) => void): () => void;
}

export function createMenuService(): MenuService {
  let state: MenuState = INITIAL_MENU_STATE;
  const listeners = new Set<(state: MenuState) => void>();
  return {
    handlers: {
      reportState: (next) => {
        if ((Object.keys(next) as (keyof MenuState)[]).every((key) => next[key] === state[key]))
          return;
        state = { ...next };
        for (const listener of [...listeners]) listener(state);
      },
    },
    state: () => state,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
