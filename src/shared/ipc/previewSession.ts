/**
 * How a browser proves it may use the web preview (src/main/web/previewToken.ts). The token
 * comes once as `?token=` in the address the preview prints; the page's bridge keeps it in
 * the page origin's localStorage and sends it in the socket's URL. Never a cookie: cookies
 * ignore ports, so any other server on 127.0.0.1 the page loads an image from would get it.
 * Shared so that tests and benches can hand their browsers the same token.
 */
export const PREVIEW_TOKEN_PARAMETER = 'token';
/** The localStorage key (the page's origin only: scheme, host and port) holding the token. */
export const PREVIEW_TOKEN_STORAGE_KEY = 'atelier-preview-token';
/** The media link's query parameter: a signature of its asset id (previewToken.ts mediaSignature). */
export const PREVIEW_MEDIA_SIGNATURE_PARAMETER = 'sig';

/** A Playwright/Chromium storage state giving these preview origins the token. */
export function previewStorageState(
  token: string,
  origins: readonly string[],
): { cookies: []; origins: { origin: string; localStorage: { name: string; value: string }[] }[] } {
  return {
    cookies: [],
    origins: origins.map((origin) => ({
      origin,
      localStorage: [{ name: PREVIEW_TOKEN_STORAGE_KEY, value: token }],
    })),
  };
}
