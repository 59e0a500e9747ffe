/** The app's pages, in navigation order. Hash routing keeps deep links working in both shells. */
export const ROUTES = [
  { path: 'generate', label: 'Generate', description: 'Start image, video and music jobs' },
  { path: 'tasks', label: 'Tasks', description: 'Jobs in flight and finished' },
  { path: 'library', label: 'Library', description: 'Everything you have made, offline' },
  { path: 'catalog', label: 'Catalog', description: 'Models and credit prices' },
  { path: 'settings', label: 'Settings', description: 'Account, preferences and about' },
] as const;

export type RoutePath = (typeof ROUTES)[number]['path'];

export function routeFromHash(hash: string): RoutePath {
  const path = hash.replace(/^#\/?/, '').split('/')[0];
  return ROUTES.find((route) => route.path === path)?.path ?? 'generate';
}
