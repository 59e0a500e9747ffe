/**
 * Which web permissions the app's own page gets, in one place for both hosts: Electron's
 * session handlers (electronWindow.ts) and the web preview's Permissions-Policy header.
 *
 * Electron's security checklist (item 5) says to decide every permission request rather
 * than leave Chromium's defaults. Atelier needs two: writing to the clipboard (the copy
 * buttons: `navigator.clipboard.writeText` asks for `clipboard-sanitized-write`) and
 * fullscreen (the video player's button). Both are granted only to the top frame showing
 * the app's own renderer; everything else (camera, microphone, geolocation, notifications
 * from the page, clipboard reads, MIDI, HID…) stays denied. OS notifications come from the
 * main process and need no web permission.
 */
import type { AppUrlCheck } from './navigationPolicy';

/** Electron permission names granted to the app's own top frame. */
export const GRANTED_PERMISSIONS: readonly string[] = ['clipboard-sanitized-write', 'fullscreen'];

/** What Electron passes as `details` to a permission request handler (the fields we read). */
export interface PermissionRequestDetails {
  requestingUrl?: string;
  isMainFrame?: boolean;
}

/** What Electron passes as `details` to a permission check handler (the fields we read). */
export interface PermissionCheckDetails {
  requestingUrl?: string;
  isMainFrame?: boolean;
}

export function isPermissionGranted(
  isAppUrl: AppUrlCheck,
  permission: string,
  requestingUrl: string | undefined,
  isMainFrame: boolean | undefined,
): boolean {
  return (
    GRANTED_PERMISSIONS.includes(permission) &&
    isMainFrame === true &&
    requestingUrl !== undefined &&
    isAppUrl(requestingUrl)
  );
}

/** `session.setPermissionRequestHandler((webContents, permission, callback, details) => …)`. */
export function permissionRequestHandler(isAppUrl: AppUrlCheck) {
  return (
    _webContents: unknown,
    permission: string,
    callback: (granted: boolean) => void,
    details?: PermissionRequestDetails,
  ): void => {
    callback(
      isPermissionGranted(isAppUrl, permission, details?.requestingUrl, details?.isMainFrame),
    );
  };
}

/** `session.setPermissionCheckHandler((webContents, permission, requestingOrigin, details) => …)`. */
export function permissionCheckHandler(isAppUrl: AppUrlCheck) {
  return (
    _webContents: unknown,
    permission: string,
    _requestingOrigin: string,
    details?: PermissionCheckDetails,
  ): boolean =>
    isPermissionGranted(isAppUrl, permission, details?.requestingUrl, details?.isMainFrame);
}

/** Electron permission name -> Permissions-Policy feature, for the preview's header. */
const POLICY_FEATURES: Record<string, string> = {
  'clipboard-sanitized-write': 'clipboard-write',
  fullscreen: 'fullscreen',
};
/** Every feature the header decides; a feature it left out would fall back to the browser's default. */
const DECIDED_FEATURES = [
  'clipboard-write',
  'fullscreen',
  'clipboard-read',
  'camera',
  'microphone',
  'geolocation',
  'display-capture',
  'midi',
  'hid',
  'serial',
  'usb',
  'payment',
];

/** The web preview's `Permissions-Policy` header: the same grants, to the page's own origin only; the rest denied. */
export function permissionsPolicyHeader(): string {
  const granted = new Set(
    GRANTED_PERMISSIONS.map((permission) => POLICY_FEATURES[permission] ?? permission),
  );
  return DECIDED_FEATURES.map(
    (feature) => `${feature}=${granted.has(feature) ? '(self)' : '()'}`,
  ).join(', ');
}
