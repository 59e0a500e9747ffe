/**
 * The web preview's secret. The preview serves the app's services to a browser, so any local
 * process that could reach its socket could submit paid jobs, repoint the Live profile or
 * delete the library; Host and Origin headers are easy to forge outside a browser. A random
 * token per run is handed over once in the URL the host prints, then held in an HttpOnly,
 * SameSite=Strict cookie that the socket upgrade and every media request must carry.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PREVIEW_TOKEN_COOKIE as TOKEN_COOKIE, PREVIEW_TOKEN_PARAMETER as TOKEN_PARAMETER } from '../../shared/ipc/previewSession';

export { TOKEN_COOKIE, TOKEN_PARAMETER };

export const mintPreviewToken = (): string => randomBytes(32).toString('base64url');

function sameToken(given: string | undefined | null, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the request carries the token in its cookie. */
export function hasTokenCookie(request: IncomingMessage, token: string): boolean {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TOKEN_COOKIE && sameToken(value.join('='), token)) return true;
  }
  return false;
}

/** Whether a page URL hands the token over (`?token=…`). */
export const handsOverToken = (url: URL, token: string): boolean => sameToken(url.searchParams.get(TOKEN_PARAMETER), token);

/** The cookie that holds the token for this browser session (no Max-Age: gone with the browser). */
export const tokenCookie = (token: string): string => `${TOKEN_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`;
