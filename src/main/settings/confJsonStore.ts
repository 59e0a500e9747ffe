/** `conf` as the preferences file in plain Node: atomic writes, owner-only file mode. */
import Conf from 'conf';
import type { JsonStore, OpenJsonStore } from './PreferencesFile';

export const openConfJsonStore: OpenJsonStore = (folder, name): JsonStore =>
  new Conf<Record<string, unknown>>({
    cwd: folder,
    configName: name,
    clearInvalidConfig: false,
    accessPropertiesByDotNotation: false,
    configFileMode: 0o600,
  });
