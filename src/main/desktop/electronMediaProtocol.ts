/**
 * Owns the `atelier-media://asset/<id>` protocol: the renderer loads library media through
 * it (never `file://`). Only asset ids are accepted; bytes come from the transport-neutral
 * serveMedia, which refuses paths outside the library folder and answers Range requests
 * (audio and video seek).
 */
import { protocol } from 'electron';
import type { MediaResponse } from '../library/serveMedia';
import { MEDIA_SCHEME } from '../security/contentSecurityPolicy';

export const electronMediaUrl = (assetId: string): string => `${MEDIA_SCHEME}://asset/${encodeURIComponent(assetId)}`;

/** Must run before `app` is ready. */
export function registerMediaScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: MEDIA_SCHEME, privileges: { standard: true, secure: true, stream: true, supportFetchAPI: true } },
  ]);
}

export type MediaServer = (assetId: string, range: string | null, options: { headOnly: boolean }) => Promise<MediaResponse>;

/** Binds the scheme to `serve` on the default session; returns the unbinding function. */
export function handleMediaProtocol(serve: MediaServer): () => void {
  protocol.handle(MEDIA_SCHEME, async (request) => {
    const url = new URL(request.url);
    const assetId = url.hostname === 'asset' ? decodeURIComponent(url.pathname.replace(/^\//, '')) : '';
    if (!assetId || assetId.includes('/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return new Response('Not found', { status: 404 });
    }
    const result = await serve(assetId, request.headers.get('range'), { headOnly: request.method === 'HEAD' });
    // Response wants a web stream or bytes; Node's web ReadableStream is the same object at run time.
    const body = result.body as unknown as ConstructorParameters<typeof Response>[0];
    return new Response(body, { status: result.status, headers: result.headers });
  });
  return () => protocol.unhandle(MEDIA_SCHEME);
}
