import { PAGES } from '../shared/pages';

/** The app's pages, in navigation order (shared/pages.ts: the menu reads the same list). Hash routing keeps deep links working in both shells. */
export const ROUTES = PAGES;

/** Pages reached from another page (a song's page from its track), not from the navigation. */
export const INNER_ROUTES = ['song'] as const;

export type NavigationPath = (typeof ROUTES)[number]['path'];
export type RoutePath = NavigationPath | (typeof INNER_ROUTES)[number];

export function routeFromHash(hash: string): RoutePath {
  const path = hash.replace(/^#\/?/, '').split(/[/?]/)[0];
  return (
    ROUTES.find((route) => route.path === path)?.path ??
    INNER_ROUTES.find((route) => route === path) ??
    'generate'
  );
}

/** The query part of a hash route: `#/generate?model=image-a` → model=image-a. */
export function queryFromHash(hash: string): URLSearchParams {
  const index = hash.indexOf('?');
  return new URLSearchParams(index === -1 ? '' : hash.slice(index + 1));
}

/** `#/generate?model=image-a` from a path and query values (undefined values are left out). */
export function hrefFor(path: RoutePath, query: Record<string, string | undefined> = {}): string {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const search = new URLSearchParams(entries).toString();
  return `#/${path}${search ? `?${search}` : ''}`;
}
