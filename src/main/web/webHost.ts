/**
 * The web preview host: serves the built renderer, injects the web bridge, and binds the
 * IPC contract over a WebSocket. Transport only — the services are the app's own, built by
 * createServices. It reproduces the Electron window's boundaries rather than hiding them:
 * media comes from a second origin (the window's page is file:// and media atelier-media://),
 * answered with the CORS the scheme's privileges give (security/mediaScheme.ts), and pages get
 * the app's permission policy (security/permissionPolicy.ts). Listens on loopback only; the
 * socket needs the session token in its URL and media a link signed with it (previewToken.ts),
 * besides the Host/Origin checks.
 *
 * It listens before the services are up (`router` may be a promise): while an upgrade of the
 * library runs, every page is the Electron upgrade window's own `upgrading.html`, fed the same
 * `app:upgrade` events, and once the services are up the bridge reloads it into the app.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { t } from '../../shared/i18n/activeLanguage';
import { contentSecurityPolicy } from '../security/contentSecurityPolicy';
import {
  MEDIA_SCHEME_PRIVILEGES,
  previewCorsHeaders,
  type SchemePrivileges,
} from '../security/mediaScheme';
import { permissionsPolicyHeader } from '../security/permissionPolicy';
import type { EventBus } from '../ipc/eventBus';
import type { Router } from '../ipc/router';
import { ANSWER_HEADERS, type MediaResponse } from '../library/serveMedia';
import {
  carriesMediaSignature,
  carriesToken,
  mediaSignature,
  mintPreviewToken,
  SIGNATURE_PARAMETER,
  TOKEN_PARAMETER,
} from './previewToken';
import { readStaticFile } from './staticFiles';
import { MAX_MIXDOWN_BASE64 } from '../../shared/ipc/exports';
import { UPGRADE_PAGE } from '../app/upgradeProgress';
import { acceptedLanguages } from './acceptLanguage';

export type MediaHandler = (
  assetId: string,
  range: string | null,
  options: { headOnly: boolean },
) => Promise<MediaResponse>;

export interface WebHostOptions {
  rendererDirectory: string;
  bridgeScript: string;
  /** The services' router; a promise while they start (an upgrade of the library meanwhile shows its progress). */
  router: Router | Promise<Router>;
  bus: EventBus;
  port?: number;
  host?: string;
  /** Library media for `GET <mediaOrigin>/media/<assetId>` (Range requests supported). */
  media?: MediaHandler;
  /** The session secret; a fresh one by default. */
  token?: string;
  /** Told the browser's languages (Accept-Language) when a page connects: main speaks them (the OS's in the window). */
  onPageLanguages?: (languages: string[]) => void;
  /**
   * Told when a page's bridge connects: the page has been parsed and drawn (its bridge script is
   * deferred), the preview's counterpart of the window's ready-to-show.
   */
  onPageConnected?: () => void;
  /** Tests only: serve media as a scheme with other privileges would be answered. */
  mediaPrivileges?: Readonly<SchemePrivileges>;
}

export interface WebHost {
  /** The page's origin. */
  url: string;
  /** The address to open in a browser: it hands the token over once. */
  openUrl: string;
  /** Where media is served from (another origin than the page). */
  mediaOrigin: string;
  mediaUrl(assetId: string): string;
  close(): Promise<void>;
}

const BRIDGE_PATH = '/__atelier/bridge.js';
/** Sent to the pages of the start-up (the upgrade page) once the services are up: the bridge reloads into the app. */
export const RELOAD_MESSAGE = JSON.stringify({ reload: true });
const SOCKET_PATH = '/__atelier/ipc';
const MEDIA_PREFIX = '/media/';
const IMMUTABLE = { 'Cache-Control': 'public, max-age=31536000, immutable' };

/** The preview exposes the app's services: loopback only. */
export const LOOPBACK_HOSTS = ['127.0.0.1', '::1', 'localhost'] as const;

const originOf = (host: string, port: number): string =>
  `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

async function listen(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return originOf(host, (server.address() as AddressInfo).port);
}

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const host = options.host ?? '127.0.0.1';
  if (!(LOOPBACK_HOSTS as readonly string[]).includes(host)) {
    throw new Error(
      `The web preview listens on loopback only (${LOOPBACK_HOSTS.join(', ')}), not ${host}`,
    );
  }
  const token = options.token ?? mintPreviewToken();
  let router: Router | null = null;
  const routerReady = Promise.resolve(options.router);
  /** The latest `app:upgrade` event while the services start: an upgrade page that connects gets it at once. */
  let upgrade: unknown = null;
  const unfollowUpgrade = options.bus.subscribe((event, payload) => {
    if (event === 'app:upgrade' && !router) upgrade = payload;
  });
  let origin = '';
  let mediaOrigin = '';
  // Refuse other Host names (DNS rebinding) before anything is served or bound. Until both
  // listeners have their ports (and so both origins are known) nothing is answered.
  const hostIs = (request: IncomingMessage, expected: string) =>
    expected !== '' && request.headers.host === new URL(expected).host;

  const pages = createServer(answering(servePage));
  async function servePage(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!origin || !mediaOrigin) return end(response, 503, 'Starting');
    if (!hostIs(request, origin)) return end(response, 421, 'Misdirected request');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return end(response, 405, 'Method not allowed');
    const url = new URL(request.url ?? '/', origin);
    // The page keeps the token itself (src/preload/web.ts); a wrong one is said at once.
    if (url.searchParams.has(TOKEN_PARAMETER) && !carriesToken(url, token)) {
      return end(response, 403, t('mainWords.web.linkOutdated'));
    }
    const path = url.pathname;
    if (path === BRIDGE_PATH)
      return send(response, 'text/javascript; charset=utf-8', options.bridgeScript);
    // Until the services are up the app cannot run: an upgrade shows its page, an ordinary start (a second or so) says so.
    const page = path === '/' || path === '/index.html' || !path.includes('.');
    if (!router && page && upgrade === null) return end(response, 503, t('mainWords.web.starting'));
    const served = !router && page ? `/${UPGRADE_PAGE}` : path === '/' ? '/index.html' : path;
    const file = await readStaticFile(options.rendererDirectory, served);
    const fallback =
      file ??
      (path.includes('.') ? null : await readStaticFile(options.rendererDirectory, '/index.html'));
    if (!fallback) return end(response, 404, 'Not found');
    if (fallback.contentType.startsWith('text/html')) {
      // The app's page runs the bridge deferred: deferred and module scripts run in document
      // order, so it is still there before the renderer's first line, but the page is parsed and
      // its frame drawn (index.html) without waiting for it (issue 24). The upgrade page's
      // classic script at the end of its body needs it at once: blocking there.
      const appPage = file === null || served === '/index.html';
      const bridge = `<script${appPage ? ' defer' : ''} src="${BRIDGE_PATH}">`;
      // The built page carries the window's policy as a meta tag too (both apply): here it
      // must also name the preview's media origin, as the header does.
      const html = fallback.body
        .toString('utf8')
        .replace(
          /<meta http-equiv="Content-Security-Policy" content="[^"]*"/,
          `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ forMetaTag: true, mediaOrigin })}"`,
        )
        .replace('<head>', `<head>\n    ${bridge}</script>`);
      return send(response, fallback.contentType, html, {
        'Content-Security-Policy': contentSecurityPolicy({ mediaOrigin }),
        'Permissions-Policy': permissionsPolicyHeader(),
        // The address may still hold ?token= when the page's first requests leave.
        'Referrer-Policy': 'no-referrer',
      });
    }
    // Vite names what it emits under assets/ by content hash: a page may keep it for good.
    const hashed = file !== null && served.startsWith('/assets/');
    return send(response, fallback.contentType, fallback.body, hashed ? IMMUTABLE : {});
  }

  // The media origin serves /media/<id> and nothing else: no page, no bridge, no socket.
  const mediaServer = createServer(answering(serveMediaRequest));
  async function serveMediaRequest(
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    if (!origin || !mediaOrigin) return end(response, 503, 'Starting');
    if (!hostIs(request, mediaOrigin)) return end(response, 421, 'Misdirected request');
    const cors = previewCorsHeaders(options.mediaPrivileges ?? MEDIA_SCHEME_PRIVILEGES, origin);
    const url = new URL(request.url ?? '/', mediaOrigin);
    const path = url.pathname;
    if (!path.startsWith(MEDIA_PREFIX) || !options.media) return end(response, 404, 'Not found');
    if (request.method === 'OPTIONS') {
      // A preflight is answered only where the scheme is readable cross-origin at all.
      if (!cors['Access-Control-Allow-Origin']) return end(response, 403, 'Forbidden');
      response.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, HEAD',
        'Access-Control-Allow-Headers': 'Range',
        'Access-Control-Max-Age': '600',
      });
      return void response.end();
    }
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return end(response, 405, 'Method not allowed', cors);
    let assetId: string;
    try {
      assetId = decodeURIComponent(path.slice(MEDIA_PREFIX.length));
    } catch {
      return end(response, 400, 'Bad request', cors);
    }
    if (!carriesMediaSignature(url, token, assetId))
      return end(response, 401, 'Open the preview from the address it printed', cors);
    await pipeMedia(request, response, assetId, options.media, cors);
  }

  // Big enough for the largest argument the contract accepts (a mixdown WAV in base64), no more.
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MIXDOWN_BASE64 + 1024 * 1024,
  });
  pages.on('upgrade', (request, socket, head) => {
    const url = URL.canParse(request.url ?? '', origin) ? new URL(request.url ?? '', origin) : null;
    if (
      !url ||
      !hostIs(request, origin) ||
      url.pathname !== SOCKET_PATH ||
      request.headers.origin !== origin ||
      !carriesToken(url, token)
    ) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    options.onPageLanguages?.(acceptedLanguages(request.headers['accept-language']));
    sockets.handleUpgrade(request, socket, head, (ws) => {
      bindSocket(ws);
      options.onPageConnected?.();
    });
  });

  let nextSender = 1;
  function bindSocket(ws: WebSocket): void {
    const senderId = `web-${nextSender++}`;
    const unsubscribe = options.bus.subscribe((event, payload) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ event, payload }));
    });
    // An upgrade page that loads midway hears where it stands (as the Electron window is sent the last event on load).
    if (!router && upgrade !== null)
      ws.send(JSON.stringify({ event: 'app:upgrade', payload: upgrade }));
    ws.on('message', (raw) => {
      let message: { id?: unknown; channel?: unknown; input?: unknown };
      try {
        message = JSON.parse(String(raw)) as typeof message;
      } catch {
        return;
      }
      if (typeof message.id !== 'number' || typeof message.channel !== 'string') return;
      const { id, channel, input } = message;
      void routerReady
        .then((ready) => ready.invoke(channel, input, { senderId }))
        .then((result) => {
          if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ id, result }));
        });
    });
    ws.on('close', unsubscribe);
  }

  origin = await listen(pages, options.port ?? 0, host);
  mediaOrigin = await listen(mediaServer, 0, host);
  void routerReady.then(
    (ready) => {
      router = ready;
      unfollowUpgrade();
      for (const client of sockets.clients)
        if (client.readyState === client.OPEN) client.send(RELOAD_MESSAGE);
    },
    // A start-up that fails ends the preview process (scripts/web.ts); nothing to serve meanwhile.
    () => undefined,
  );

  return {
    url: origin,
    openUrl: `${origin}/?${TOKEN_PARAMETER}=${token}`,
    mediaOrigin,
    mediaUrl: (assetId) =>
      `${mediaOrigin}${MEDIA_PREFIX}${encodeURIComponent(assetId)}?${SIGNATURE_PARAMETER}=${mediaSignature(token, assetId)}`,
    async close() {
      unfollowUpgrade();
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      pages.closeAllConnections();
      mediaServer.closeAllConnections();
      await Promise.all(
        [pages, mediaServer].map(
          (server) => new Promise<void>((resolve) => server.close(() => resolve())),
        ),
      );
    },
  };
}

async function pipeMedia(
  request: IncomingMessage,
  response: ServerResponse,
  assetId: string,
  media: MediaHandler,
  cors: Record<string, string>,
): Promise<void> {
  const result = await media(assetId, request.headers.range ?? null, {
    headOnly: request.method === 'HEAD',
  }).catch(() => null);
  if (!result) return end(response, 500, 'Media unavailable', cors);
  response.writeHead(result.status, { ...result.headers, ...cors });
  if (!result.body || request.method === 'HEAD') {
    response.end();
    return;
  }
  if (Buffer.isBuffer(result.body)) {
    response.end(result.body);
    return;
  }
  const stream = Readable.fromWeb(result.body);
  // A seeking media element drops its request mid-body: release the file at once.
  response.on('close', () => stream.destroy());
  stream.on('error', () => response.destroy());
  stream.pipe(response);
}

/** A request handler whose failure answers 500 (or drops a started answer) rather than becoming an unhandled rejection. */
function answering(handler: (request: IncomingMessage, response: ServerResponse) => Promise<void>) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    handler(request, response).catch(() => {
      if (response.headersSent) response.destroy();
      else end(response, 500, 'Internal error');
    });
  };
}

function send(
  response: ServerResponse,
  contentType: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  response.writeHead(200, {
    'Content-Type': contentType,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(body);
}

function end(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    ...ANSWER_HEADERS,
    ...headers,
  });
  response.end(text);
}
