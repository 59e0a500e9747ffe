/**
 * Binds the router to Electron's ipcMain. Every call is checked against its sender: only
 * the top frame of a window we created, showing our own renderer, may call.
 */
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { AtelierError } from '../../shared/errors';
import type { AppUrlCheck } from '../security/navigationPolicy';
import type { EventBus } from './eventBus';
import type { Router } from './router';

export function bindElectronIpc(
  router: Router,
  bus: EventBus,
  isAppUrl: AppUrlCheck,
  windows: () => WebContents[],
): () => void {
  const trusted = (event: IpcMainInvokeEvent): boolean => {
    const frame = event.senderFrame;
    return (
      !!frame &&
      frame === event.sender.mainFrame &&
      isAppUrl(frame.url) &&
      windows().includes(event.sender)
    );
  };
  for (const channel of router.channels) {
    ipcMain.handle(channel, async (event, input: unknown) => {
      if (!trusted(event))
        return {
          ok: false,
          error: new AtelierError('forbidden_sender', 'Untrusted sender').toJSON(),
        };
      return router.invoke(channel, input, { senderId: String(event.sender.id) });
    });
  }
  const unsubscribe = bus.subscribe((channel, payload) => {
    for (const contents of windows()) if (!contents.isDestroyed()) contents.send(channel, payload);
  });
  return () => {
    unsubscribe();
    for (const channel of router.channels) ipcMain.removeHandler(channel);
  };
}
