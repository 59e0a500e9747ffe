/**
 * Owns the preferences: loads them once (defaults filled in for keys a newer version
 * added), validates them with the shared zod schema, keeps them in memory, writes every
 * change, and tells listeners. A file that is not JSON or breaks the schema is renamed
 * aside (`preferences.corrupt-<timestamp>.json`) and defaults are used; nothing else on
 * disk is touched (the library is never read, moved or deleted from here).
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_PREFERENCES,
  preferencesSchema,
  type Preferences,
} from '../../shared/ipc/settings';
import { PREFERENCES_NAME, type JsonStore, type OpenJsonStore } from './PreferencesFile';

export interface PreferencesStoreOptions {
  folder: string;
  open: OpenJsonStore;
  now: () => number;
  /** Told when a bad file was set aside (path of the copy). */
  onSetAside?: (copyPath: string, reason: string) => void;
}

export type PreferencesPatch = {
  [K in keyof Preferences]?: Preferences[K] extends Record<string, unknown>
    ? Partial<Preferences[K]>
    : Preferences[K];
};

export interface PreferencesStore {
  get(): Preferences;
  update(patch: PreferencesPatch): Preferences;
  onChange(listener: (preferences: Preferences) => void): () => void;
  readonly path: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Defaults under the file's values, one level deep (the schema's nesting). */
function withDefaults(stored: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...DEFAULT_PREFERENCES };
  for (const [key, value] of Object.entries(stored)) {
    const base = merged[key];
    merged[key] = isRecord(base) && isRecord(value) ? { ...base, ...value } : value;
  }
  return merged;
}

function merge(current: Preferences, patch: PreferencesPatch): Preferences {
  return withDefaults({
    ...current,
    ...Object.fromEntries(
      Object.entries(patch).map(([key, value]) => {
        const base = (current as Record<string, unknown>)[key];
        return [key, isRecord(base) && isRecord(value) ? { ...base, ...value } : value];
      }),
    ),
  }) as Preferences;
}

export function openPreferencesStore(options: PreferencesStoreOptions): PreferencesStore {
  const filePath = join(options.folder, `${PREFERENCES_NAME}.json`);

  function setAside(reason: string): void {
    if (!existsSync(filePath)) return;
    const stamp = new Date(options.now()).toISOString().replace(/[:.]/g, '-');
    const copy = join(options.folder, `${PREFERENCES_NAME}.corrupt-${stamp}.json`);
    renameSync(filePath, copy);
    options.onSetAside?.(copy, reason);
  }

  function load(): { file: JsonStore; preferences: Preferences } {
    let file: JsonStore;
    try {
      // conf turns a top-level array into an object; the file itself must be a JSON object.
      if (existsSync(filePath) && !isRecord(JSON.parse(readFileSync(filePath, 'utf8'))))
        throw new Error('not an object');
      file = options.open(options.folder, PREFERENCES_NAME);
      const parsed = preferencesSchema.safeParse(withDefaults(file.store));
      if (parsed.success) return { file, preferences: parsed.data };
      setAside('schema');
    } catch {
      setAside('unreadable');
    }
    file = options.open(options.folder, PREFERENCES_NAME);
    const preferences = structuredClone(DEFAULT_PREFERENCES);
    file.store = preferences;
    return { file, preferences };
  }

  const loaded = load();
  const file = loaded.file;
  let current = loaded.preferences;
  const listeners = new Set<(preferences: Preferences) => void>();

  return {
    path: file.path,
    get: () => structuredClone(current),
    update(patch) {
      const next = preferencesSchema.parse(merge(current, patch));
      file.store = next;
      current = next;
      for (const listener of [...listeners]) listener(structuredClone(next));
      return structuredClone(next);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
