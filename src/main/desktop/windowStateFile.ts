/**
 * `window-state.json` in userData: the window's last state per set of displays
 * (windowPlacement.ts's displayLayoutKey), the most recent few sets kept. A window position
 * is not worth a failed start: a damaged file is set aside (`window-state.corrupt-<time>.json`)
 * and the window opens at its default; a write that fails (a full disk) is skipped.
 */
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { JsonStore, OpenJsonStore } from '../settings/PreferencesFile';
import type { SavedWindowState } from './windowPlacement';

export const WINDOW_STATE_NAME = 'window-state';
/** Display sets remembered (a laptop docked at home and at work, say); the oldest goes first. */
const MAX_LAYOUTS = 8;

const coordinate = z.number().int().min(-1_000_000).max(1_000_000);
const length = z.number().int().min(1).max(1_000_000);
const entrySchema = z.object({
  bounds: z.object({ x: coordinate, y: coordinate, width: length, height: length }),
  maximized: z.boolean(),
  fullScreen: z.boolean(),
  displayId: z.number(),
  savedAt: z.number(),
});
type Entry = z.infer<typeof entrySchema>;

export interface WindowStateFile {
  /** The state saved for this set of displays, else the most recently saved one. */
  stateFor(layoutKey: string): SavedWindowState | null;
  save(layoutKey: string, state: SavedWindowState, savedAt: number): void;
}

export function openWindowStateFile(
  folder: string,
  open: OpenJsonStore,
  now: () => number = Date.now,
): WindowStateFile {
  const path = join(folder, `${WINDOW_STATE_NAME}.json`);
  let file: JsonStore | null = null;
  const layouts = new Map<string, Entry>();
  try {
    file = open(folder, WINDOW_STATE_NAME);
    const stored = z.record(z.string(), z.unknown()).safeParse(file.store['layouts']);
    for (const [key, value] of Object.entries(stored.success ? stored.data : {})) {
      const entry = entrySchema.safeParse(value);
      if (entry.success) layouts.set(key, entry.data);
    }
  } catch {
    file = setAsideAndReopen(folder, path, open, now);
  }

  const strip = ({ savedAt: _savedAt, ...state }: Entry): SavedWindowState => state;
  return {
    stateFor(layoutKey) {
      const exact = layouts.get(layoutKey);
      if (exact) return strip(exact);
      const latest = [...layouts.values()].sort((a, b) => b.savedAt - a.savedAt)[0];
      return latest ? strip(latest) : null;
    },
    save(layoutKey, state, savedAt) {
      layouts.delete(layoutKey);
      layouts.set(layoutKey, { ...state, savedAt });
      const kept = [...layouts.entries()]
        .sort(([, a], [, b]) => b.savedAt - a.savedAt)
        .slice(0, MAX_LAYOUTS);
      try {
        file ??= open(folder, WINDOW_STATE_NAME);
        file.store = { layouts: Object.fromEntries(kept) };
      } catch {
        // Not saving a window position (a full or read-only disk) must not break anything.
      }
    },
  };
}

function setAsideAndReopen(
  folder: string,
  path: string,
  open: OpenJsonStore,
  now: () => number,
): JsonStore | null {
  try {
    if (existsSync(path))
      renameSync(
        path,
        join(
          folder,
          `${WINDOW_STATE_NAME}.corrupt-${new Date(now()).toISOString().replace(/[:.]/g, '-')}.json`,
        ),
      );
    return open(folder, WINDOW_STATE_NAME);
  } catch {
    return null;
  }
}
