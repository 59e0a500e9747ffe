/**
 * Loads each page as its own chunk when first shown, so the shell paints without parsing
 * every page (and the library's waveform code) first.
 */
import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { t } from '../../shared/i18n/activeLanguage';
import { loadPageMessages } from '../i18n/rendererLanguage';
import { routeFromHash, type RoutePath } from '../routes';

// Not React.lazy + Suspense: React holds
// back content that resolves after a Suspense fallback for 300 ms, which would delay the
// first page of every start; a plain state update shows the page as soon as it has loaded.
type PageComponent = () => React.JSX.Element;
const PAGE_MODULES: Record<RoutePath, () => Promise<PageComponent>> = {
  generate: () => import('./GeneratePage').then((module) => module.GeneratePage),
  tasks: () => import('./TasksPage').then((module) => module.TasksPage),
  library: () => import('./LibraryPage').then((module) => module.LibraryPage),
  catalog: () => import('./CatalogPage').then((module) => module.CatalogPage),
  spending: () => import('./SpendingPage').then((module) => module.SpendingPage),
  settings: () => import('./SettingsPage').then((module) => module.SettingsPage),
  song: () => import('./SongPage').then((module) => module.SongPage),
};
const loadedPages: Partial<Record<RoutePath, PageComponent>> = {};
const pageLoads: Partial<Record<RoutePath, Promise<PageComponent>>> = {};

function loadPage(route: RoutePath): Promise<PageComponent> {
  // Every page brings the Mantine styles the shell did not need for its first paint.
  // …and the pages' words, in the chosen language.
  pageLoads[route] ??= Promise.all([
    PAGE_MODULES[route](),
    import('../styles/pageStyles'),
    loadPageMessages(),
  ]).then(
    ([page]) => (loadedPages[route] = page),
    (error: unknown) => {
      delete pageLoads[route]; // the next visit tries again
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return pageLoads[route];
}

// The page the window opens on starts loading now, alongside the shell's first render.
if (typeof window !== 'undefined')
  loadPage(routeFromHash(window.location.hash)).catch(() => undefined);

/** The route's page once its chunk has loaded (null until then), or why it could not be loaded. */
export function usePage(route: RoutePath): { Page: PageComponent | null; failure: Error | null } {
  const [settled, setSettled] = useState<{ route: RoutePath; failure: Error | null } | null>(null);
  const Page = loadedPages[route] ?? null;
  useEffect(() => {
    // Rendered without the page: wait for it (it may have arrived since, then this re-renders at once).
    if (Page) return;
    let current = true;
    loadPage(route).then(
      () => current && setSettled({ route, failure: null }),
      (failure: Error) => current && setSettled({ route, failure }),
    );
    return () => {
      current = false;
    };
  }, [route, Page]);
  return { Page, failure: settled?.route === route ? settled.failure : null };
}

export function PageLoading(): React.JSX.Element {
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('shell.loadingPage')} />
    </Center>
  );
}
