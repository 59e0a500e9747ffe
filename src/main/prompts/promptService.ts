/**
 * Owns the `prompts` IPC domain (Handlers['prompts']) over the prompt store, and tells the
 * page when the history changes: a star or a forgotten prompt here, and every job the
 * journal records (`tasks:changed` of a new submission carries its prompt into the history).
 */
import type { EventPayload, Handlers } from '../../shared/ipc/types';
import type { EventBus } from '../ipc/eventBus';
import type { PromptStore } from './promptStore';

export function createPromptService(
  store: PromptStore,
  bus: EventBus,
): {
  handlers: Handlers['prompts'];
  close(): void;
} {
  const changed = (what: 'history' | 'templates'): void => bus.emit('prompts:changed', { what });
  // A job's journal row wrote its prompt; its later moves (polling, downloads) do not.
  const stop = bus.subscribe((channel, payload) => {
    if (channel !== 'tasks:changed') return;
    const state = (payload as EventPayload<'tasks:changed'>).state;
    if (state === 'submitting' || state === 'accepted') changed('history');
  });
  return {
    handlers: {
      history: (query) => ({ items: store.history(query ?? {}) }),
      star: ({ id, starred }) => {
        const entry = store.star(id, starred);
        changed('history');
        return entry;
      },
      forget: ({ id }) => {
        store.forget(id);
        changed('history');
      },
      templates: () => store.templates(),
      saveTemplate: (input) => {
        const saved = store.saveTemplate(input);
        changed('templates');
        return saved;
      },
      deleteTemplate: ({ id }) => {
        store.deleteTemplate(id);
        changed('templates');
      },
    },
    close: stop,
  };
}
