/**
 * The app-wide live values every page shares: account status, balance, catalog,
 * preferences and the header's task counts. Hooks below are the public way to read them.
 */
import type { AccountStatus, BalanceView } from '../../shared/ipc/account';
import type { CatalogView } from '../../shared/ipc/catalog';
import type { Preferences } from '../../shared/ipc/settings';
import type { TaskCounts } from '../../shared/ipc/tasks';
import { createLiveResource, useLiveResource } from './liveResource';

export const accountResource = createLiveResource<AccountStatus, void, 'account:changed'>({
  load: () => window.atelier.account.status(),
  event: 'account:changed',
});

export const balanceResource = createLiveResource<
  BalanceView,
  { refresh?: boolean },
  'account:balance'
>({
  load: (args) => window.atelier.account.balance(args?.refresh ? { refresh: true } : undefined),
  event: 'account:balance',
});

export const catalogResource = createLiveResource<
  CatalogView,
  { refresh?: boolean },
  'catalog:changed'
>({
  load: (args) => window.atelier.catalog.get(args?.refresh ? { refresh: true } : undefined),
  event: 'catalog:changed',
});

export const settingsResource = createLiveResource<Preferences, void, 'settings:changed'>({
  load: () => window.atelier.settings.get(),
  event: 'settings:changed',
});

export const taskCountsResource = createLiveResource<TaskCounts>({
  load: () => window.atelier.tasks.counts(),
});

export const useAccountStatus = () => useLiveResource(accountResource);
export const useBalance = () => useLiveResource(balanceResource);
export const useCatalog = () => useLiveResource(catalogResource);
export const useSettings = () => useLiveResource(settingsResource);
export const useTaskCounts = () => useLiveResource(taskCountsResource);

let wired = false;
/** Cross-resource refreshes: a profile switch moves the balance; task changes move counts. */
export function wireResourceRefreshes(): void {
  if (wired) return;
  wired = true;
  let countsTimer: ReturnType<typeof setTimeout> | null = null;
  window.atelier.on('account:changed', () => {
    void balanceResource.reload();
    void taskCountsResource.reload();
  });
  const recount = () => {
    // Many changes arrive together while polling: count once per burst.
    if (countsTimer) return;
    countsTimer = setTimeout(() => {
      countsTimer = null;
      void taskCountsResource.reload();
    }, 250);
  };
  window.atelier.on('tasks:changed', recount);
  // A job counts as running until its files are saved: the last file moves the count.
  window.atelier.on('tasks:download', (progress) => {
    if (progress.done + progress.failed >= progress.total) recount();
  });
}
