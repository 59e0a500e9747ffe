/**
 * The `menu` domain: the application menu and the page talk about commands.
 * - `menu:command` (event): a menu item whose command the page runs was clicked.
 * - `menu.reportState`: the page says which of its commands can act now, so the menu
 *   enables only items that can (Export selection needs a library selection).
 */
import { z } from 'zod';
import type { RendererCommandId } from '../commands/commands';
import { event, method } from './define';

/** What the page reports; every field names a command the menu enables or greys out. */
export const menuStateSchema = z.strictObject({
  /** The library has a selection Export selection can act on. */
  exportSelection: z.boolean(),
});
export type MenuState = z.infer<typeof menuStateSchema>;

export const INITIAL_MENU_STATE: MenuState = { exportSelection: false };

export const menuDomain = {
  methods: {
    reportState: method(menuStateSchema).returns<void>(),
  },
  events: {
    command: event<{ command: RendererCommandId }>(),
  },
} as const;
