/**
 * The preload: turns the shared contract into `window.atelier` over Electron IPC. Raw
 * ipcRenderer is never exposed; listeners receive the payload only, never the event.
 * Bundled into one CommonJS file (required by sandbox: true).
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { createBridge } from '../shared/ipc/bridge';
import type { WireResult } from '../shared/ipc/define';

const api = createBridge({
  invoke: (channel, input) => ipcRenderer.invoke(channel, input) as Promise<WireResult>,
  subscribe(channel, listener) {
    const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on(channel, forward);
    return () => void ipcRenderer.removeListener(channel, forward);
  },
});

contextBridge.exposeInMainWorld('atelier', api);
