/**
 * `Handlers['account']`: profile status and switching, connecting Live (verified before
 * anything is saved), removing its key, and the balance of the active profile (in USD
 * through the catalog's credit_to_usd). Emits `account:changed` and `account:balance`.
 * The key is accepted here once and handed to the KeyVault; it is never returned.
 */
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import { dollarsPerCredit } from '../../shared/format/creditValue';
import type { AccountStatus, BalanceView } from '../../shared/ipc/account';
import type { SubmissionView } from '../../shared/ipc/tasks';
import type { Handlers } from '../../shared/ipc/types';
import type { Catalog } from '../../shared/service';
import { toAtelierError } from '../api';
import type { EventBus } from '../ipc/eventBus';
import type { KeyVault } from '../secrets';
import { LIVE_KEY_ACCOUNT, type Profiles, type SharedApiOptions } from './profiles';
import { verifyLive } from './verifyLive';

export interface AccountServiceOptions {
  profiles: Profiles;
  vault: KeyVault;
  bus: EventBus;
  now: () => number;
  /** The active profile's catalog, for credit_to_usd (null when it cannot be had). */
  catalog: () => Promise<Catalog | null>;
  api?: SharedApiOptions;
  /** Told of every balance read (the Spending page's balance history). */
  onBalance?: (profileId: string, credits: number, at: number) => void;
}

export function createAccountService(options: AccountServiceOptions): Handlers['account'] {
  const { profiles, vault, bus } = options;
  let lastBalance: { profileId: string; view: BalanceView } | null = null;

  async function changed(): Promise<AccountStatus> {
    const status = await profiles.status();
    bus.emit('account:changed', status);
    return status;
  }

  async function balanceView(credits: number): Promise<BalanceView> {
    const rate = dollarsPerCredit(
      profiles.activeProfileId(),
      await options.catalog().catch(() => null),
    );
    return {
      credits,
      usd: rate === null ? null : Math.round(credits * rate * 10_000) / 10_000,
      at: new Date(options.now()).toISOString(),
    };
  }

  async function fetchBalance(): Promise<BalanceView> {
    const profileId = profiles.activeProfileId();
    let credits: number;
    try {
      credits = await profiles.activeApi().balance();
    } catch (error) {
      throw toAtelierError(error);
    }
    const view = await balanceView(credits);
    options.onBalance?.(profileId, credits, options.now());
    lastBalance = { profileId, view };
    bus.emit('account:balance', view);
    return view;
  }

  // Credits move when a submit is accepted (reserved) and when a task fails (refunded):
  // refresh once per burst of such changes so the header never shows a stale balance.
  let refreshTimer: ReturnType<typeof setTimeout> | null = null;
  bus.subscribe((channel, payload) => {
    if (channel !== 'tasks:changed' || refreshTimer) return;
    const view = payload as SubmissionView;
    if (view.profileId !== profiles.activeProfileId() || !movesCredits(view)) return;
    refreshTimer = setTimeout(() => {
      refreshTimer = null;
      fetchBalance().catch(() => undefined); // offline: the last figure stays, the UI can retry
    }, BALANCE_REFRESH_DELAY_MS);
    refreshTimer.unref?.();
  });

  profiles.onActiveChanged(() => {
    lastBalance = null;
    fetchBalance().catch(() => undefined); // the UI asks again and shows the error then
  });

  return {
    status: () => profiles.status(),
    async useSandbox() {
      profiles.activate('sandbox');
      return changed();
    },
    async connectLive(input) {
      const verified = await verifyLive(input.baseUrl, input.apiKey, options.api);
      await vault.set(LIVE_KEY_ACCOUNT, input.apiKey);
      profiles.setLiveBaseUrl(verified.baseUrl);
      lastBalance = null;
      profiles.activate('live');
      const status = await changed();
      const view = await balanceView(verified.balance);
      options.onBalance?.('live', verified.balance, options.now());
      lastBalance = { profileId: 'live', view };
      bus.emit('account:balance', view);
      return status;
    },
    async useLive() {
      const status = await profiles.status();
      const live = status.profiles.find((profile) => profile.kind === 'live');
      if (!live?.baseUrl || !live.key.configured) {
        throw new AtelierError('auth', t('mainWords.account.noLiveKey'), { field: 'apiKey' });
      }
      profiles.activate('live');
      return changed();
    },
    async removeLiveKey() {
      await vault.delete(LIVE_KEY_ACCOUNT);
      if (profiles.activeProfileId() === 'live') profiles.activate('sandbox');
      return changed();
    },
    async balance(input) {
      const cached = lastBalance;
      if (!input?.refresh && cached && cached.profileId === profiles.activeProfileId())
        return cached.view;
      return fetchBalance();
    },
  };
}

const BALANCE_REFRESH_DELAY_MS = 400;

function movesCredits(view: SubmissionView): boolean {
  if (view.state === 'in_doubt') return true;
  return view.state === 'accepted' && (view.status === null || view.status === 'FAILED');
}
