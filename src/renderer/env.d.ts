import type { AtelierApi } from '../shared/ipc/types';

declare global {
  interface Window {
    /** Defined by the Electron preload or the web preview bridge, from the shared contract. */
    readonly atelier: AtelierApi;
  }
}
