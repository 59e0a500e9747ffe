/**
 * Searches the library and the tasks for what is typed in the palette (debounced, latest
 * wins); found tracks also offer their song's page.
 */
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { DEFAULT_KINDS } from '../library/libraryFilters';
import { assetEntry, songEntries, taskEntry, type PaletteEntry } from './paletteActions';

const MIN_LENGTH = 2;

export function usePaletteSearch(query: string): { text: string; entries: PaletteEntry[] } {
  const [text] = useDebouncedValue(query.trim(), 150);
  const [found, setFound] = useState<{ text: string; entries: PaletteEntry[] }>({
    text: '',
    entries: [],
  });
  useEffect(() => {
    if (text.length < MIN_LENGTH) return setFound({ text, entries: [] });
    let current = true;
    void Promise.all([
      window.atelier.library.list({ text, kinds: DEFAULT_KINDS, limit: 6 }).then(
        (page) => [...songEntries(page.items), ...page.items.map(assetEntry)],
        () => [],
      ),
      window.atelier.tasks.list({ text, limit: 4 }).then(
        (page) => page.items.map(taskEntry),
        () => [],
      ),
    ]).then(([assets, tasks]) => {
      if (current) setFound({ text, entries: [...assets, ...tasks] });
    });
    return () => {
      current = false;
    };
  }, [text]);
  return found;
}
