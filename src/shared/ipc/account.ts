/** The `account` domain: profiles (Sandbox or Live), the API key's presence, the balance. */
import { z } from 'zod';
import { event, method } from './define';

export type ProfileKind = 'sandbox' | 'live';

/** Where the key is kept; `session` = for this run only (no secure store was available). */
export type KeyStorage = 'keychain' | 'safe-storage' | 'session' | 'none';

export interface ProfileView {
  id: ProfileKind;
  kind: ProfileKind;
  label: string;
  baseUrl: string;
  active: boolean;
  /** The key itself never crosses IPC: only whether there is one and its last 4 characters. */
  key: { configured: boolean; last4: string | null; storage: KeyStorage };
}

export interface AccountStatus {
  active: ProfileView;
  profiles: ProfileView[];
  /** True until the user has chosen a profile once (drives the welcome screen). */
  firstRun: boolean;
}

export interface BalanceView {
  credits: number;
  /** credits × catalog.credit_to_usd, when the catalog is known. */
  usd: number | null;
  at: string;
}

export const accountDomain = {
  methods: {
    status: method(z.undefined()).returns<AccountStatus>(),
    useSandbox: method(z.undefined()).returns<AccountStatus>(),
    /** Verifies the key with a balance call before anything is saved. */
    connectLive: method(
      z.object({
        baseUrl: z.url({ protocol: /^https?$/ }).max(2048),
        apiKey: z.string().trim().min(8).max(512),
      }),
    ).returns<AccountStatus>(),
    /** Switches to Live with the key already stored. */
    useLive: method(z.undefined()).returns<AccountStatus>(),
    removeLiveKey: method(z.undefined()).returns<AccountStatus>(),
    balance: method(
      z.object({ refresh: z.boolean().optional() }).optional(),
    ).returns<BalanceView>(),
  },
  events: {
    changed: event<AccountStatus>(),
    balance: event<BalanceView>(),
  },
} as const;
