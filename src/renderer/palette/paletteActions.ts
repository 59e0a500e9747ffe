/** The command palette's entries: pages, every submit model and every music action. */
import { MODEL_KEYS, modelKind } from '../../shared/service/models';
import { MUSIC_ACTIONS } from '../../shared/service/music/actions';
import { hrefFor, ROUTES } from '../routes';

export interface PaletteEntry {
  id: string;
  group: 'Pages' | 'Models' | 'Music actions';
  label: string;
  description: string;
  href: string;
  keywords: string[];
}

export function paletteEntries(modelNames: Record<string, string> = {}): PaletteEntry[] {
  const pages: PaletteEntry[] = ROUTES.map((route) => ({
    id: `page-${route.path}`,
    group: 'Pages',
    label: route.label,
    description: route.description,
    href: hrefFor(route.path),
    keywords: [route.path],
  }));
  const models: PaletteEntry[] = MODEL_KEYS.map((key) => ({
    id: `model-${key}`,
    group: 'Models',
    label: modelNames[key] ?? key,
    description: `${modelKind(key)} model · ${key}`,
    href: hrefFor('generate', { model: key }),
    keywords: [key, modelKind(key), 'generate'],
  }));
  const actions: PaletteEntry[] = MUSIC_ACTIONS.map((action) => ({
    id: `action-${action}`,
    group: 'Music actions',
    label: `Music: ${action}`,
    description: 'Music action',
    href: hrefFor('generate', { action }),
    keywords: [action, 'music', 'tune'],
  }));
  return [...pages, ...models, ...actions];
}
