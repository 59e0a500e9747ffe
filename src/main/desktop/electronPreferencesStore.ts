/**
 * The preferences file in the Electron app: electron-store (a thin wrapper over conf with
 * the same JSON format), opened in the folder the preferences store asks for. Pass
 * `openElectronJsonStore` as createServices' `openPreferencesFile` from main/index.ts.
 */
import ElectronStore from 'electron-store';
import type { JsonStore, OpenJsonStore } from '../settings/PreferencesFile';

export const openElectronJsonStore: OpenJsonStore = (folder, name): JsonStore =>
  new ElectronStore<Record<string, unknown>>({
    cwd: folder,
    name,
    clearInvalidConfig: false,
    accessPropertiesByDotNotation: false,
    configFileMode: 0o600,
  });
