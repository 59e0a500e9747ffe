/**
 * The app's pages, in navigation order: the renderer's routes, the View menu and its
 * Ctrl/Cmd+1…6 shortcuts all read this one list.
 */
export const PAGES = [
  { path: 'generate', label: 'Generate', description: 'Start image, video and music jobs' },
  { path: 'tasks', label: 'Tasks', description: 'Jobs in flight and finished' },
  { path: 'library', label: 'Library', description: 'Everything you have made, offline' },
  { path: 'catalog', label: 'Catalog', description: 'Models and credit prices' },
  { path: 'spending', label: 'Spending', description: 'Credits spent, refunds and budget' },
  { path: 'settings', label: 'Settings', description: 'Account, preferences and about' },
] as const;

export type PagePath = (typeof PAGES)[number]['path'];
