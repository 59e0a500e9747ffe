/**
 * The preload: exposes the contract's wire API (src/shared/ipc/bridge.ts) to the page as
 * `window.atelierBridge`; the page unwraps it into `window.atelier`. Raw ipcRenderer is
 * never exposed; listeners receive the payload only, never the event. Every value that
 * crosses is plain data, because contextBridge copies (an Error keeps only its message).
 * Bundled into one CommonJS file: a sandboxed preload may require only `electron`,
 * `events`, `timers` and `url`.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { WIRE_KEY, createWireApi } from '../shared/ipc/bridge';
import type { WireResult } from '../shared/ipc/define';

const wire = createWireApi({
  invoke: (channel, input) => ipcRenderer.invoke(channel, input) as Promise<WireResult>,
  subscribe(channel, listener) {
    const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on(channel, forward);
    return () => void ipcRenderer.removeListener(channel, forward);
  },
});

contextBridge.exposeInMainWorld(WIRE_KEY, wire);
