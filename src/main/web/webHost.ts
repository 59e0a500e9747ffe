/**
 * The web preview host: serves the built renderer, injects the web bridge, and binds the
 * IPC contract over a WebSocket. Transport only — the services are the app's own, built
 * by createServices. Listens on loopback and accepts sockets only from its own origin.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { contentSecurityPolicy } from '../security/contentSecurityPolicy';
import type { EventBus } from '../ipc/eventBus';
import type { Router } from '../ipc/router';
import type { MediaResponse } from '../library/serveMedia';
import { readStaticFile } from './staticFiles';

export interface WebHostOptions {
  rendererDirectory: string;
  bridgeScript: string;
  router: Router;
  bus: EventBus;
  port?: number;
  host?: string;
  /** Library media for `GET /media/<assetId>` (Range requests supported). */
  media?: (assetId: string, range: string | null, options: { headOnly: boolean }) => Promise<MediaResponse>;
}

export interface WebHost {
  url: string;
  close(): Promise<void>;
}

const BRIDGE_PATH = '/__atelier/bridge.js';
const SOCKET_PATH = '/__atelier/ipc';
const MEDIA_PREFIX = '/media/';

/** The preview exposes the app's services without authentication: loopback only. */
export const LOOPBACK_HOSTS = ['127.0.0.1', '::1', 'localhost'] as const;

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const host = options.host ?? '127.0.0.1';
  if (!(LOOPBACK_HOSTS as readonly string[]).includes(host)) {
    throw new Error(`The web preview listens on loopback only (${LOOPBACK_HOSTS.join(', ')}), not ${host}`);
  }
  let origin = '';
  const csp = contentSecurityPolicy();

  const server = createServer((request, response) => void serve(request, response));
  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!hostAllowed(request)) return end(response, 421, 'Misdirected request');
    if (request.method !== 'GET' && request.method !== 'HEAD') return end(response, 405, 'Method not allowed');
    const path = new URL(request.url ?? '/', origin).pathname;
    if (path === BRIDGE_PATH) return send(response, 'text/javascript; charset=utf-8', options.bridgeScript);
    if (path.startsWith(MEDIA_PREFIX) && options.media) return serveMedia(request, response, path.slice(MEDIA_PREFIX.length), options.media);
    const file = await readStaticFile(options.rendererDirectory, path === '/' ? '/index.html' : path);
    const fallback = file ?? (path.includes('.') ? null : await readStaticFile(options.rendererDirectory, '/index.html'));
    if (!fallback) return end(response, 404, 'Not found');
    if (fallback.contentType.startsWith('text/html')) {
      const html = fallback.body.toString('utf8').replace('<head>', `<head>\n    <script src="${BRIDGE_PATH}"></script>`);
      return send(response, fallback.contentType, html, { 'Content-Security-Policy': csp });
    }
    return send(response, fallback.contentType, fallback.body);
  }

  function hostAllowed(request: IncomingMessage): boolean {
    // Refuse other Host names (DNS rebinding) before anything is served or bound.
    return request.headers.host === new URL(origin).host;
  }

  const sockets = new WebSocketServer({ noServer: true, maxPayload: 8 * 1024 * 1024 });
  server.on('upgrade', (request, socket, head) => {
    const path = new URL(request.url ?? '/', origin).pathname;
    if (path !== SOCKET_PATH || !hostAllowed(request) || request.headers.origin !== origin) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => bindSocket(ws));
  });

  let nextSender = 1;
  function bindSocket(ws: WebSocket): void {
    const senderId = `web-${nextSender++}`;
    const unsubscribe = options.bus.subscribe((event, payload) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ event, payload }));
    });
    ws.on('message', (raw) => {
      let message: { id?: unknown; channel?: unknown; input?: unknown };
      try {
        message = JSON.parse(String(raw)) as typeof message;
      } catch {
        return;
      }
      if (typeof message.id !== 'number' || typeof message.channel !== 'string') return;
      const id = message.id;
      void options.router.invoke(message.channel, message.input, { senderId }).then((result) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ id, result }));
      });
    });
    ws.on('close', unsubscribe);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: origin,
    async close() {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function serveMedia(
  request: IncomingMessage,
  response: ServerResponse,
  encodedId: string,
  media: NonNullable<WebHostOptions['media']>,
): Promise<void> {
  let assetId: string;
  try {
    assetId = decodeURIComponent(encodedId);
  } catch {
    return end(response, 404, 'Not found');
  }
  const result = await media(assetId, request.headers.range ?? null, { headOnly: request.method === 'HEAD' }).catch(() => null);
  if (!result) return end(response, 500, 'Media unavailable');
  response.writeHead(result.status, result.headers);
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

function send(response: ServerResponse, contentType: string, body: string | Buffer, headers: Record<string, string> = {}): void {
  response.writeHead(200, {
    'Content-Type': contentType,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(body);
}

function end(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(text);
}
