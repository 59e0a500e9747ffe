// Public entry of the preferences.
export {
  openPreferencesStore,
  type PreferencesStore,
  type PreferencesPatch,
  type PreferencesStoreOptions,
} from './preferencesStore';
export { openConfJsonStore } from './confJsonStore';
export { createSettingsService } from './settingsService';
export { PREFERENCES_NAME, type JsonStore, type OpenJsonStore } from './PreferencesFile';
