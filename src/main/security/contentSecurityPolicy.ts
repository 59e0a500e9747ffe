/**
 * The renderer's Content-Security-Policy, built in one place: the Electron session adds it
 * as a header, the renderer's index.html carries it as a meta tag (build plugin), and the
 * web preview host sends it too.
 */

export const MEDIA_SCHEME = 'atelier-media';

export interface CspOptions {
  /** The Vite dev server needs inline scripts (React refresh preamble) and its websocket. */
  devServerOrigin?: string;
  /** A <meta> policy may not carry frame-ancestors (browsers ignore it there, noisily). */
  forMetaTag?: boolean;
  /**
   * The web preview serves media from a second loopback origin (`http://127.0.0.1:<port>`), as
   * Electron serves it from atelier-media:. Only the preview passes it; the window keeps the scheme only.
   */
  mediaOrigin?: string;
}

/** An origin and nothing else (no path, no spaces or `;` that could add a source or a directive). */
function checkedOrigin(origin: string): string {
  let parsed: URL | null = null;
  try {
    parsed = new URL(origin);
  } catch {
    // reported below
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin)
    throw new Error(`Not an http(s) origin: ${origin}`);
  return origin;
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const dev = options.devServerOrigin;
  const script = dev ? `'self' 'unsafe-inline' ${dev}` : `'self'`;
  const connect = dev ? `'self' ${dev} ${dev.replace(/^http/, 'ws')}` : `'self'`;
  const media =
    options.mediaOrigin !== undefined
      ? `${MEDIA_SCHEME}: ${checkedOrigin(options.mediaOrigin)}`
      : `${MEDIA_SCHEME}:`;
  return [
    `default-src 'self'`,
    `script-src ${script}`,
    // Mantine injects <style> elements at run time.
    `style-src 'self' 'unsafe-inline'`,
    // Thumbnails of image URLs the user types into a form (public https, or the local
    // sandbox). Images cannot run code; scripts and connections stay 'self'.
    `img-src 'self' data: blob: ${media} https: http://127.0.0.1:*`,
    `media-src 'self' blob: ${media}`,
    `font-src 'self' data:`,
    `connect-src ${connect} ${media}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'none'`,
    ...(options.forMetaTag ? [] : [`frame-ancestors 'none'`]),
  ].join('; ');
}
