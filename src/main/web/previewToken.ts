/**
 * The web preview's secret. The preview serves the app's services to a browser, so any local
 * process that could reach its socket could submit paid jobs, repoint the Live profile or
 * delete the library; Host and Origin headers are easy to forge outside a browser. A random
 * token per run is handed over once in the URL the host prints; the page's bridge keeps it in
 * its origin's localStorage and names it in the socket's URL. It is never a cookie: cookies
 * ignore ports, so a cookie went along with every image the page loaded from another local
 * server, which could then ride the socket (issue 20, item 11). Media links carry an HMAC of
 * their asset id instead (media elements cannot add a header), so a leaked link opens one file.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  PREVIEW_MEDIA_SIGNATURE_PARAMETER as SIGNATURE_PARAMETER,
  PREVIEW_TOKEN_PARAMETER as TOKEN_PARAMETER,
} from '../../shared/ipc/previewSession';

export { SIGNATURE_PARAMETER, TOKEN_PARAMETER };

export const mintPreviewToken = (): string => randomBytes(32).toString('base64url');

function sameSecret(given: string | undefined | null, secret: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a URL (a page address or the socket's) carries the token as `?token=…`. */
export const carriesToken = (url: URL, token: string): boolean =>
  sameSecret(url.searchParams.get(TOKEN_PARAMETER), token);

/** The signature a media link for this asset carries: only the preview that holds the token can make it. */
export const mediaSignature = (token: string, assetId: string): string =>
  createHmac('sha256', token).update(`media:${assetId}`).digest('base64url');

/** Whether a media URL carries the signature of its asset id. */
export const carriesMediaSignature = (url: URL, token: string, assetId: string): boolean =>
  sameSecret(url.searchParams.get(SIGNATURE_PARAMETER), mediaSignature(token, assetId));
