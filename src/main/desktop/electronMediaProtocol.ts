/**
 * Owns the `atelier-media://asset/<id>` protocol: the renderer loads library media through
 * it (never `file://`). Only asset ids are accepted; bytes come from the transport-neutral
 * serveMedia, which refuses paths outside the library folder and answers Range requests
 * (audio and video seek). The scheme's privileges are explained in security/mediaScheme.ts.
 */
import { protocol } from 'electron';
import { ANSWER_HEADERS, type MediaResponse } from '../library/serveMedia';
import { MEDIA_SCHEME, MEDIA_SCHEME_PRIVILEGES } from '../security/mediaScheme';

export const electronMediaUrl = (assetId: string): string =>
  `${MEDIA_SCHEME}://asset/${encodeURIComponent(assetId)}`;

/** Must run before `app` is ready (Electron ignores it afterwards). */
export function registerMediaScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: MEDIA_SCHEME, privileges: { ...MEDIA_SCHEME_PRIVILEGES } },
  ]);
}

export type MediaServer = (
  assetId: string,
  range: string | null,
  options: { headOnly: boolean },
) => Promise<MediaResponse>;

/** The asset id of `atelier-media://asset/<id>`, or null for any other or malformed URL. */
export function mediaAssetId(rawUrl: string): string | null {
  const url = new URL(rawUrl);
  if (url.hostname !== 'asset') return null;
  let assetId: string;
  try {
    assetId = decodeURIComponent(url.pathname.replace(/^\//, ''));
  } catch {
    return null; // a malformed percent-encoding names no asset
  }
  return assetId && !assetId.includes('/') ? assetId : null;
}

/** Answers one request of the scheme; exported so the boot test can call it with real Requests. */
export async function answerMediaRequest(serve: MediaServer, request: Request): Promise<Response> {
  const assetId = mediaAssetId(request.url);
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response('Method not allowed', { status: 405, headers: ANSWER_HEADERS });
  if (!assetId) return new Response('Bad request', { status: 400, headers: ANSWER_HEADERS });
  const result = await serve(assetId, request.headers.get('range'), {
    headOnly: request.method === 'HEAD',
  });
  // Response wants a web stream or bytes; Node's web ReadableStream is the same object at run time.
  const body = result.body as unknown as ConstructorParameters<typeof Response>[0];
  return new Response(body, { status: result.status, headers: result.headers });
}

/** Binds the scheme to `serve` on the default session; returns the unbinding function. */
export function handleMediaProtocol(serve: MediaServer): () => void {
  protocol.handle(MEDIA_SCHEME, (request) => answerMediaRequest(serve, request));
  return () => protocol.unhandle(MEDIA_SCHEME);
}
