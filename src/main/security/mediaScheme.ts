/**
 * The `atelier-media://` scheme's privileges, in one place for both hosts. Electron
 * registers the scheme with them (electronMediaProtocol.ts); the web preview serves media
 * from another origin and answers CORS the way these privileges make Electron answer, so
 * a fetch the window would refuse fails in the browser suite too.
 *
 * The renderer's page is `file://` (packaged) or the dev server, so every fetch of a media
 * URL is cross-origin. Since Electron #51152 (in 39–42 and 45) such a fetch is refused
 * unless the scheme is `corsEnabled`; with it, Electron serves the request without checking
 * Access-Control-Allow-Origin. Waveform peaks and the text/lyrics/JSON previews fetch media,
 * so `corsEnabled` is required. `<img>`, `<audio>` and `<video>` load either way.
 * Only our own page can reach the scheme: navigation, new windows and webviews are denied.
 */
import { MEDIA_SCHEME } from './contentSecurityPolicy';

export interface SchemePrivileges {
  standard: boolean;
  secure: boolean;
  stream: boolean;
  supportFetchAPI: boolean;
  corsEnabled: boolean;
}

export const MEDIA_SCHEME_PRIVILEGES: Readonly<SchemePrivileges> = Object.freeze({
  standard: true,
  secure: true,
  stream: true,
  supportFetchAPI: true,
  corsEnabled: true,
});

export { MEDIA_SCHEME };

/**
 * Headers a cross-origin media response carries in the web preview: the browser enforces
 * CORS on plain HTTP, so a readable answer needs Access-Control-Allow-Origin; an unreadable
 * one (no corsEnabled) sends none, and the browser refuses the fetch as Electron would. The
 * page fetches media with credentials included (fetchMedia.ts), so readable answers allow them.
 */
export function previewCorsHeaders(
  privileges: Readonly<SchemePrivileges>,
  appOrigin: string,
): Record<string, string> {
  if (!privileges.supportFetchAPI || !privileges.corsEnabled) return {};
  return {
    'Access-Control-Allow-Origin': appOrigin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': 'Content-Range, Content-Length, Accept-Ranges',
    Vary: 'Origin',
  };
}
