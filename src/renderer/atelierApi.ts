/**
 * Defines `window.atelier` for the whole renderer: the wire API the preload exposed (the
 * Electron preload or the web preview's bridge, both under contextBridge's copy rules),
 * unwrapped so that failures throw AtelierError with their code and field. Imported first
 * by main.tsx, before anything reads `window.atelier`.
 */
import { WIRE_KEY, unwrapWireApi, type WireApi } from '../shared/ipc/bridge';

const wire = (window as unknown as Record<string, WireApi | undefined>)[WIRE_KEY];
if (!wire) throw new Error('Atelier could not reach its main process: the preload did not run.');
Object.defineProperty(window, 'atelier', {
  value: unwrapWireApi(wire),
  writable: false,
  configurable: false,
  enumerable: true,
});
