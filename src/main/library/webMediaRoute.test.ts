/** The web preview's media route (on its own origin), through createServices and the real web host. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeadlessDesktop } from '../desktop/headlessDesktop';
import { createRouter } from '../ipc/router';
import { openDatabase } from '../store/database';
import { createLibraryStore } from './libraryStore';
import { createServices, type MainServices } from '../services';
import { startWebHost, type WebHost } from '../web/webHost';

let root: string;
let services: MainServices;
let host: WebHost | undefined;
let assetId: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'atelier-web-media-'));
  mkdirSync(join(root, 'renderer'));
  writeFileSync(join(root, 'renderer', 'index.html'), '<html><head></head><body></body></html>');
  // An asset recorded before start-up, as the downloader would have left it.
  const db = openDatabase(join(root, 'data', 'atelier.sqlite'));
  assetId = createLibraryStore(db, { now: () => Date.UTC(2026, 0, 1) }).addAsset({
    submissionId: 's',
    taskId: 't',
    profileId: 'sandbox',
    model: 'tune',
    action: 'generate',
    kind: 'audio',
    outputKey: 'track-1',
    title: 'Song',
    mimeType: 'audio/wav',
    bytes: 1000,
    relativePath: 's/track-1.wav',
    trackIndex: 1,
  }).asset.id;
  db.close();
  mkdirSync(join(root, 'data', 'Library', 's'), { recursive: true });
  writeFileSync(
    join(root, 'data', 'Library', 's', 'track-1.wav'),
    Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256)),
  );
  // As scripts/web.ts wires it: media URLs point at the host's media origin.
  services = await createServices({
    desktop: createHeadlessDesktop(join(root, 'data')),
    shell: 'web-preview',
    version: '0.0.0',
    mediaUrl: (id) => host?.mediaUrl(id) ?? '',
  });
  host = await startWebHost({
    rendererDirectory: join(root, 'renderer'),
    bridgeScript: '',
    router: createRouter(services.handlers),
    bus: services.bus,
    media: services.serveMedia,
    token: 'media-route-token',
  });
});
afterAll(async () => {
  await host?.close();
  await services.close();
  rmSync(root, { recursive: true, force: true });
});

describe('GET /media/<assetId>', () => {
  it('is the mediaUrl the library hands out, and serves ranges', async () => {
    const router = createRouter(services.handlers);
    const listed = await router.invoke('library:list', {}, { senderId: 'test' });
    expect(listed.ok).toBe(true);
    const items = (listed as { ok: true; value: { items: { id: string; mediaUrl: string }[] } })
      .value.items;
    expect(items.map((item) => item.mediaUrl)).toEqual([host!.mediaUrl(assetId)]);
    expect(items[0]!.mediaUrl).toMatch(
      new RegExp(`^${host!.mediaOrigin}/media/${assetId}\\?sig=[\\w-]{43}$`),
    );
    const link = items[0]!.mediaUrl;
    const linkOf = (id: string) => host!.mediaUrl(id);

    const whole = await fetch(link);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect((await whole.arrayBuffer()).byteLength).toBe(1000);

    const part = await fetch(link, { headers: { Range: 'bytes=256-259' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 256-259/1000');
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([0, 1, 2, 3]);

    const media = host!.mediaOrigin;
    expect((await fetch(link, { headers: { Range: 'bytes=5000-' } })).status).toBe(416);
    expect((await fetch(linkOf('unknown'))).status).toBe(404);
    expect((await fetch(linkOf('../../etc/passwd'))).status).toBe(404);
    expect((await fetch(`${media}/media/${assetId}`)).status).toBe(401); // unsigned
    const head = await fetch(link, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('1000');
  });
});
