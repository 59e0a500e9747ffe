/**
 * What the window may load and open, as pure decisions over structural types so that
 * tests can drive them without Electron. electronWindow.ts attaches them to real objects.
 */
import { isSafeExternalUrl } from './externalUrl';

/** True when `url` is the app's own renderer (dev server origin or the bundled file). */
export type AppUrlCheck = (url: string) => boolean;

export function appUrlCheck(rendererUrl: string): AppUrlCheck {
  const expected = new URL(rendererUrl);
  return (raw) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return false;
    }
    if (expected.protocol === 'file:')
      return url.protocol === 'file:' && url.pathname === expected.pathname;
    return url.origin === expected.origin;
  };
}

export interface NavigationEvent {
  preventDefault(): void;
}

/** `will-navigate` / `will-redirect`: the renderer never leaves the app. */
export function guardNavigation(isAppUrl: AppUrlCheck) {
  return (event: NavigationEvent, url: string): void => {
    if (!isAppUrl(url)) event.preventDefault();
  };
}

/** `setWindowOpenHandler`: no new windows; https links go to the user's browser. */
export function guardWindowOpen(openExternal: (url: string) => void) {
  return ({ url }: { url: string }): { action: 'deny' } => {
    if (isSafeExternalUrl(url)) openExternal(url);
    return { action: 'deny' };
  };
}
