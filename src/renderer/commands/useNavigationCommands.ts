/** Registers the commands that open a place: each page (Ctrl/Cmd+1…6), Settings and New generation. */
import { useEffect } from 'react';
import type { RendererCommandId } from '../../shared/commands/commands';
import { PAGES } from '../../shared/pages';
import { registerCommand } from '../palette/paletteCommands';

const go = (path: string) => () => {
  window.location.hash = `/${path}`;
};

const PLACES: [RendererCommandId, () => void][] = [
  ['app.settings', go('settings')],
  ['file.newGeneration', go('generate')],
  ...PAGES.map((page): [RendererCommandId, () => void] => [`page.${page.path}`, go(page.path)]),
];

export function useNavigationCommands(): void {
  useEffect(() => {
    // The palette lists these under Pages already: no second entry.
    const unregister = PLACES.map(([id, run]) => registerCommand({ id, entry: null, run }));
    return () => unregister.forEach((each) => each());
  }, []);
}
