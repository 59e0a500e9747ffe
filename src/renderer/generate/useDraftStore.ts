// Owns the page's one draft store: backed by localStorage (an in-memory stand-in when the
// storage cannot be opened), flushed when the page goes away (reload, close) and when the
// Generate page unmounts, so a debounced write is never dropped.
import { useEffect, useState } from 'react';
import { createDraftStore, type DraftStorage, type DraftStore } from './drafts';

function memoryStorage(): DraftStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function browserStorage(): DraftStorage {
  try {
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}

export function useDraftStore(): DraftStore {
  const [store] = useState(() => createDraftStore(browserStorage()));
  useEffect(() => {
    const flush = () => store.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [store]);
  return store;
}
