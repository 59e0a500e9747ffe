/**
 * The preferences file as a port. electron-store imports electron, so plain Node (tests,
 * the web preview) uses `conf`, the library electron-store wraps (same JSON file format);
 * the Electron app passes electron-store (src/main/desktop/electronPreferencesStore.ts).
 * Both satisfy `JsonStore`: a `path` and a whole-object `store` getter/setter.
 */
export interface JsonStore {
  readonly path: string;
  /** Reads and parses the file; throws on a corrupt file. */
  store: Record<string, unknown>;
}

/** Opens (or creates) `<folder>/<name>.json`; throws when the file is not valid JSON. */
export type OpenJsonStore = (folder: string, name: string) => JsonStore;

export const PREFERENCES_NAME = 'preferences';
