/**
 * Reads a library file's bytes from its media URL. One place for the rule both hosts need:
 * the page and its media are different origins (file:// and atelier-media:// in the window,
 * two loopback ports in the web preview). The preview's media links carry their own signature
 * (src/main/web/previewToken.ts), so no cookie is needed; credentials stay allowed as the
 * scheme's CORS answer permits.
 */
export function fetchMedia(mediaUrl: string, init: RequestInit = {}): Promise<Response> {
  return fetch(mediaUrl, { ...init, credentials: 'include' });
}
