/**
 * The web preview's stand-in for the preload: the same wire API as the Electron preload,
 * over a WebSocket to the preview host, exposed through an emulation of contextBridge's
 * copy rules so the page sees exactly what the Electron window sees. Loaded as a classic
 * script before the renderer.
 */
import { WIRE_KEY, createWireApi } from '../shared/ipc/bridge';
import { exposeInMainWorld } from './contextBridgeCopy';
import type { WireResult } from '../shared/ipc/define';
import { PREVIEW_TOKEN_PARAMETER, PREVIEW_TOKEN_STORAGE_KEY } from '../shared/ipc/previewSession';

interface Pending {
  resolve: (result: WireResult) => void;
}

/**
 * The session token (src/main/web/previewToken.ts): handed over once in the printed address,
 * then kept in this origin's localStorage (no other port can read it) and taken off the address
 * bar, so neither a bookmark nor a shared screenshot carries it.
 */
function sessionToken(): string {
  const address = new URL(location.href);
  const handed = address.searchParams.get(PREVIEW_TOKEN_PARAMETER);
  if (handed) {
    localStorage.setItem(PREVIEW_TOKEN_STORAGE_KEY, handed);
    address.searchParams.delete(PREVIEW_TOKEN_PARAMETER);
    history.replaceState(history.state, '', `${address.pathname}${address.search}${address.hash}`);
  }
  return localStorage.getItem(PREVIEW_TOKEN_STORAGE_KEY) ?? '';
}

const socketUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/__atelier/ipc?${PREVIEW_TOKEN_PARAMETER}=${encodeURIComponent(sessionToken())}`;
const pending = new Map<number, Pending>();
const listeners = new Map<string, Set<(payload: unknown) => void>>();
let nextId = 1;
let socket: WebSocket;
let ready: Promise<void>;

function connect(): void {
  socket = new WebSocket(socketUrl);
  ready = new Promise((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('Preview host unreachable')), {
      once: true,
    });
  });
  socket.addEventListener('message', (message) => {
    const data = JSON.parse(String(message.data)) as {
      id?: number;
      result?: WireResult;
      event?: string;
      payload?: unknown;
      reload?: boolean;
    };
    // The host's services are up: a page of the start-up (the upgrade page) becomes the app.
    if (data.reload) return location.reload();
    if (data.id !== undefined && data.result) {
      pending.get(data.id)?.resolve(data.result);
      pending.delete(data.id);
    } else if (data.event) {
      for (const listener of listeners.get(data.event) ?? []) listener(data.payload);
    }
  });
  socket.addEventListener('close', () => {
    for (const [id, call] of pending) {
      call.resolve({
        ok: false,
        error: { code: 'connection', message: 'Lost the connection to Atelier' },
      });
      pending.delete(id);
    }
    setTimeout(connect, 1000);
  });
}
connect();

const wire = createWireApi({
  async invoke(channel, input) {
    const connected = await ready.then(
      () => true,
      () => false,
    );
    if (!connected)
      return {
        ok: false,
        error: { code: 'connection', message: 'Lost the connection to Atelier' },
      };
    const id = nextId++;
    return new Promise<WireResult>((resolve) => {
      pending.set(id, { resolve });
      socket.send(JSON.stringify({ id, channel, input }));
    });
  },
  subscribe(channel, listener) {
    const set = listeners.get(channel) ?? new Set();
    set.add(listener);
    listeners.set(channel, set);
    return () => void set.delete(listener);
  },
});

exposeInMainWorld(window, WIRE_KEY, wire);
