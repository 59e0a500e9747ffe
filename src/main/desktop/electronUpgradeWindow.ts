/**
 * The window an upgrade of the library is shown in (ARCHITECTURE.md: start-up work that can
 * take long reports progress through the event bus the renderer listens to). It opens only when
 * the first `app:upgrade` event comes (an ordinary start shows nothing), loads the static
 * `upgrading.html` beside the renderer with the app's own preload and hardening
 * (createMainWindow), and is sent every progress event; the last one again once the page has
 * loaded, since events sent while it loads are not heard.
 */
import type { BrowserWindow } from 'electron';
import type { UpgradeProgress } from '../../shared/ipc/app';
import type { EventBus } from '../ipc/eventBus';
import { UPGRADE_PAGE } from '../app/upgradeProgress';
import { createMainWindow, type WindowSetup } from './electronWindow';

export function showUpgradeProgress(bus: EventBus, setup: WindowSetup): { close(): void } {
  let window: BrowserWindow | null = null;
  let loaded = false;
  let latest: UpgradeProgress | null = null;
  const send = () => {
    if (window && loaded && latest && !window.isDestroyed())
      window.webContents.send('app:upgrade', latest);
  };
  const unsubscribe = bus.subscribe((channel, payload) => {
    if (channel !== 'app:upgrade') return;
    latest = payload as UpgradeProgress;
    if (window) return send();
    window = createMainWindow({
      ...setup,
      rendererUrl: new URL(UPGRADE_PAGE, setup.rendererUrl).href,
    });
    window.webContents.on('did-finish-load', () => {
      loaded = true;
      send();
    });
  });
  return {
    close() {
      unsubscribe();
      if (window && !window.isDestroyed()) window.close();
    },
  };
}
