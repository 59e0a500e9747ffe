/**
 * The one network setup of the main process: the proxy mode turned into undici dispatchers,
 * and a `fetch` that sends each request the way the mode says. The API client, the
 * downloader and the input-link checks all receive this fetch (and `proxyFor`); none calls
 * the global fetch. `configure()` swaps the mode at once: the next request uses it, agents
 * of the old mode are closed a little later, once their requests are done.
 *
 * undici from npm, not Node's bundled copy: a dispatcher only works with the fetch of its
 * own undici version, so both come from this one module. It is loaded on the first
 * request, not at start-up: its ~110 modules are a large share of the main process's boot
 * (bench/mainBoot.ts), and no request is needed before the first window shows.
 *
 * Modes:
 * - none: direct (an Agent).
 * - manual: a ProxyAgent for http/https proxies (always tunnelled with CONNECT, so a proxy
 *   failure happens before the request is sent), undici's SOCKS5 support for socks5, and the
 *   bypass list (bypassRules.ts).
 * - system: HTTPS_PROXY/HTTP_PROXY/NO_PROXY when set, through EnvHttpProxyAgent (as curl,
 *   npm and git do, explicit variables win; the session gets them too, environmentProxy.ts); otherwise, in the desktop app, what the window's
 *   session resolves for the URL (`session.resolveProxy`, i.e. the OS settings or PAC), so
 *   Node's requests follow the window's; in plain Node (the web preview) direct.
 * In every mode loopback goes direct (unless a manual bypass list says `<-loopback>`):
 * the embedded sandbox lives on this machine, which a proxy elsewhere cannot reach.
 */
import { createRequire } from 'node:module';
import type { Dispatcher } from 'undici';
import { isLoopbackHost } from './bypassRules';
import { environmentProxyFor, environmentVariables } from './environmentProxy';
import { proxyFromPac, type ProxyConfig } from './proxyConfig';
import type { ProxyAddress } from './proxyAddress';
import { proxyFailure } from './proxyErrors';

const RETIRE_AFTER_MS = 30_000;

export interface NetworkSetupOptions {
  /** The desktop session's answer for a URL (PAC style); absent outside Electron. */
  resolveProxy?: (url: string) => Promise<string>;
  env?: NodeJS.ProcessEnv;
}

/** How one request goes: `proxy` names the proxy (`host:port`) or is null for direct. */
export interface Route {
  proxy: string | null;
  dispatcher: Dispatcher;
  /** Whether a failure may be the proxy's (with env variables NO_PROXY may make it direct). */
  isProxyFailure(error: unknown): boolean;
  withCredentials: boolean;
}

/** An answer whose body is still to be read (undici's `request`): the API client's transport. */
export interface StreamedAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: AsyncIterable<Uint8Array> & { destroy(error?: Error): unknown };
}

export interface StreamedRequestInit {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

/** One request without fetch's web objects (Request, Response, web streams), redirects not followed. */
export type StreamedRequest = (url: URL, init: StreamedRequestInit) => Promise<StreamedAnswer>;

export interface NetworkSetup {
  /** fetch through the current mode; proxy failures are thrown as ProxyError. */
  readonly fetch: typeof fetch;
  /**
   * The same route through undici's `request`: the API client's (a status read costs about a
   * third of fetch's CPU; bench/tasks.ts), where nothing needs a web Response.
   */
  readonly request: StreamedRequest;
  route(url: URL): Promise<Route>;
  /** The proxy a request to `url` goes through (`host:port`), or null when it goes direct. */
  proxyFor(url: URL): Promise<string | null>;
  configure(config: ProxyConfig): void;
  close(): Promise<void>;
}

function portOf(error: unknown, depth = 0): number | null {
  if (typeof error !== 'object' || error === null || depth > 4) return null;
  const record = error as { port?: unknown; cause?: unknown };
  return typeof record.port === 'number' ? record.port : portOf(record.cause, depth + 1);
}

type Undici = typeof import('undici');
let undiciModule: Undici | null = null;
/**
 * undici is CommonJS: required, synchronously, on the first request. Not a dynamic import: a
 * real one in the entry bundle makes the boot bench's TypeScript loader (tsx) rewrite the
 * whole bundle on every start, which Electron never does (the same reason as electronUpdater.ts).
 */
const loadUndici = (): Undici =>
  (undiciModule ??= createRequire(import.meta.url)('undici') as Undici);

function agentFor(
  { ProxyAgent }: Undici,
  proxy: ProxyAddress,
  credentials: { user: string; password: string } | null,
): Dispatcher {
  if (proxy.scheme === 'socks5') {
    return new ProxyAgent({
      uri: proxy.uri,
      ...(credentials ? { username: credentials.user, password: credentials.password } : {}),
    });
  }
  const token = credentials
    ? `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`
    : undefined;
  return new ProxyAgent({ uri: proxy.uri, proxyTunnel: true, ...(token ? { token } : {}) });
}

export function createNetworkSetup(options: NetworkSetupOptions = {}): NetworkSetup {
  const env = options.env ?? process.env;
  /** The direct agent, made with the first request that goes direct (undici is loaded then). */
  let direct: Dispatcher | null = null;
  let config: ProxyConfig = { mode: 'system' };
  /** Agents of the current mode, by proxy URI (system mode may meet several proxies). */
  let agents = new Map<string, Dispatcher>();
  let environment: InstanceType<Undici['EnvHttpProxyAgent']> | null = null;
  /** Agents of an earlier mode, closed RETIRE_AFTER_MS after the change. */
  const retired = new Set<Dispatcher>();
  const directRoute = (undici: Undici): Route => ({
    proxy: null,
    dispatcher: (direct ??= new undici.Agent()),
    isProxyFailure: () => false,
    withCredentials: false,
  });

  const cached = (
    undici: Undici,
    proxy: ProxyAddress,
    credentials: { user: string; password: string } | null,
  ): Dispatcher => {
    let agent = agents.get(proxy.uri);
    if (!agent) agents.set(proxy.uri, (agent = agentFor(undici, proxy, credentials)));
    return agent;
  };
  const through = (
    undici: Undici,
    proxy: ProxyAddress,
    credentials: { user: string; password: string } | null,
  ): Route => ({
    proxy: proxy.label,
    dispatcher: cached(undici, proxy, credentials),
    isProxyFailure: () => true,
    withCredentials: credentials !== null,
  });

  async function route(url: URL): Promise<Route> {
    const undici = loadUndici();
    const current = config;
    if (current.mode === 'none') return directRoute(undici);
    if (current.mode === 'manual')
      return current.bypass.matches(url)
        ? directRoute(undici)
        : through(undici, current.proxy, current.credentials);
    if (isLoopbackHost(url.hostname)) return directRoute(undici);
    const fromEnvironment = environmentProxyFor(env, url);
    if (fromEnvironment) {
      environment ??= new undici.EnvHttpProxyAgent(environmentVariables(env));
      const port = fromEnvironment.address.port;
      return {
        proxy: fromEnvironment.address.label,
        dispatcher: environment,
        // NO_PROXY may send this request direct: a connect error is the proxy's only when it was the proxy's port.
        isProxyFailure: (error) => portOf(error) === null || portOf(error) === port,
        withCredentials: fromEnvironment.credentials !== null,
      };
    }
    if (!options.resolveProxy) return directRoute(undici);
    const resolved = proxyFromPac(await options.resolveProxy(url.href).catch(() => 'DIRECT'));
    return resolved ? through(undici, resolved, null) : directRoute(undici);
  }

  const routedFetch = async (
    input: string | URL | Request,
    init?: RequestInit,
  ): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const chosen = await route(url);
    const { fetch: undiciFetch } = loadUndici();
    try {
      // undici's fetch takes the same init plus its dispatcher; its Response is the web one.
      const response = await undiciFetch(url, {
        ...(init as object),
        dispatcher: chosen.dispatcher,
      } as Parameters<typeof undiciFetch>[1]);
      return response as unknown as Response;
    } catch (error) {
      if (chosen.proxy !== null && chosen.isProxyFailure(error))
        throw proxyFailure(error, chosen.proxy, chosen.withCredentials) ?? error;
      throw error;
    }
  };

  const routedRequest: StreamedRequest = async (url, init) => {
    const chosen = await route(url);
    const { request } = loadUndici();
    try {
      const answer = await request(url, {
        method: init.method,
        headers: init.headers,
        ...(init.body !== undefined ? { body: init.body } : {}),
        signal: init.signal,
        dispatcher: chosen.dispatcher,
      });
      return { statusCode: answer.statusCode, headers: answer.headers, body: answer.body };
    } catch (error) {
      if (chosen.proxy !== null && chosen.isProxyFailure(error))
        throw proxyFailure(error, chosen.proxy, chosen.withCredentials) ?? error;
      throw error;
    }
  };

  return {
    fetch: routedFetch as typeof fetch,
    request: routedRequest,
    route,
    proxyFor: async (url) => (await route(url)).proxy,
    configure(next) {
      const old = [...agents.values(), ...(environment ? [environment] : [])];
      config = next;
      agents = new Map();
      environment = null;
      // A request may have picked an old agent a moment ago (route() awaits): closing it now
      // would refuse that request, so old agents finish their work and close a little later.
      for (const agent of old) retired.add(agent);
      setTimeout(() => {
        for (const agent of old)
          if (retired.delete(agent)) void agent.close().catch(() => undefined);
      }, RETIRE_AFTER_MS).unref();
    },
    async close() {
      const all = [
        ...(direct ? [direct] : []),
        ...agents.values(),
        ...(environment ? [environment] : []),
        ...retired,
      ];
      retired.clear();
      await Promise.all(all.map((agent) => agent.close().catch(() => undefined)));
    },
  };
}
