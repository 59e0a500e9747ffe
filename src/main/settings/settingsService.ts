/** `Handlers['settings']`: reads and updates the user-editable part of the preferences. */
import type { Handlers } from '../../shared/ipc/types';
import type { EventBus } from '../ipc/eventBus';
import type { PreferencesPatch, PreferencesStore } from './preferencesStore';

export function createSettingsService(
  preferences: PreferencesStore,
  bus: EventBus,
  systemLanguages: () => string[] = () => [],
): Handlers['settings'] {
  preferences.onChange((next) => bus.emit('settings:changed', next));
  return {
    get: () => preferences.get(),
    update: (input) => {
      const patch: PreferencesPatch = {};
      if (input.polling) patch.polling = stripUndefined(input.polling);
      if (input.notifications) patch.notifications = stripUndefined(input.notifications);
      if (input.export) patch.export = stripUndefined(input.export);
      if (input.confirmAboveCredits !== undefined)
        patch.confirmAboveCredits = input.confirmAboveCredits;
      if (input.confirmOnSandbox !== undefined) patch.confirmOnSandbox = input.confirmOnSandbox;
      if (input.desktop) patch.desktop = stripUndefined(input.desktop);
      if (input.updates) patch.updates = stripUndefined(input.updates);
      if (input.language !== undefined) patch.language = input.language;
      if (input.budget) patch.budgets = { [input.budget.profile]: input.budget.lines };
      return preferences.update(patch);
    },
    systemLanguages: () => systemLanguages(),
  };
}

/** Zod's optional keys may hold `undefined`; the store's patch type may not. */
function stripUndefined<T extends Record<string, unknown>>(
  value: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
