/**
 * The `network` domain: how Atelier reaches the service and downloads (Settings → Network).
 * The mode and the manual proxy's address live in the preferences; its password only in the
 * OS keychain (main/network/networkService.ts), so the view says whether one is stored.
 */
import { z } from 'zod';
import { event, method } from './define';

export const PROXY_MODES = ['system', 'manual', 'none'] as const;
export type ProxyMode = (typeof PROXY_MODES)[number];

/** What the preferences keep (no password). */
export const networkPreferencesSchema = z.object({
  mode: z.enum(PROXY_MODES),
  /** The manual proxy as `scheme://host:port` (http, https or socks5); '' until one is entered. */
  proxyUrl: z.string().max(2048),
  proxyUser: z.string().max(256),
  /** Hosts that skip the manual proxy, Chromium's proxyBypassRules syntax (see main/network/bypassRules.ts). */
  bypass: z.string().max(2048),
});
export type NetworkPreferences = z.infer<typeof networkPreferencesSchema>;

export const DEFAULT_NETWORK: NetworkPreferences = {
  mode: 'system',
  proxyUrl: '',
  proxyUser: '',
  bypass: '',
};

export interface NetworkView extends NetworkPreferences {
  /** A password for the manual proxy is stored in the OS keychain (never sent to the window). */
  hasPassword: boolean;
}

export interface ConnectionTest {
  /** The balance read through the chosen route, in credits. */
  credits: number;
  /** The proxy the request went through ("10.0.0.1:3128"), null when it went direct: the window says the route in the user's words. */
  proxy: string | null;
  /** The same in English, for logs: "directly" or "through the proxy 10.0.0.1:3128". */
  route: string;
}

export const networkDomain = {
  methods: {
    get: method(z.undefined()).returns<NetworkView>(),
    /** `password`: a new one, null to forget it, absent to keep the stored one. */
    update: method(
      networkPreferencesSchema
        .partial()
        .extend({ password: z.string().max(256).nullable().optional() }),
    ).returns<NetworkView>(),
    /** A balance call of the active profile through the current setup. */
    test: method(z.undefined()).returns<ConnectionTest>(),
  },
  events: {
    changed: event<NetworkView>(),
  },
} as const;
