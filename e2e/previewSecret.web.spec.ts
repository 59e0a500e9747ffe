/**
 * The preview's secret stays with the preview (issue 20, item 7). A user types an image link
 * on another loopback port into Input images; the form shows its thumbnail, so the browser asks
 * that port for it. Cookies ignore ports: under a cookie design, that server received the
 * session cookie and could then drive the preview's socket (a process forges Origin at will).
 * Here the server replays everything it received (cookies, Referer, any token in the links it
 * saw) at the socket and the media origin: every attempt must be refused, while the page
 * itself keeps working.
 */
import { expect, test } from '@playwright/test';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { openGenerate } from './generateHelpers';

// A 1x1 transparent PNG: the thumbnail loads, as a real picture would.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let harvester: Server;
let harvesterOrigin = '';
const received: { url: string; headers: IncomingHttpHeaders }[] = [];

test.beforeAll(async () => {
  harvester = createServer((request, response) => {
    received.push({ url: request.url ?? '', headers: request.headers });
    response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' });
    response.end(PIXEL);
  });
  await new Promise<void>((resolve) => harvester.listen(0, '127.0.0.1', resolve));
  harvesterOrigin = `http://127.0.0.1:${(harvester.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  harvester.closeAllConnections();
  await new Promise((resolve) => harvester.close(resolve));
});

/** Whether a socket upgrade with these headers and this path is accepted (opened) by the preview. */
function socketOpens(url: string, headers: Record<string, string>): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      resolve(true);
    });
    socket.once('unexpected-response', () => resolve(false));
    socket.once('error', () => resolve(false));
  });
}

/** Every string the harvester could try as a token: cookie values, query values of what it saw. */
function candidateSecrets(): string[] {
  const found = new Set<string>();
  for (const { url, headers } of received) {
    for (const part of (headers.cookie ?? '').split(';')) {
      const value = part.split('=').slice(1).join('=').trim();
      if (value) found.add(value);
    }
    for (const link of [url, headers.referer ?? '']) {
      try {
        for (const value of new URL(link, harvesterOrigin).searchParams.values())
          if (value) found.add(value);
      } catch {
        // not a link
      }
    }
  }
  return [...found];
}

test('a server on another loopback port that the page loads an image from cannot drive the preview', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await openGenerate(page, 'model=image-a');
  await page
    .getByRole('textbox', { name: 'Input images 1' })
    .fill(`${harvesterOrigin}/thumbnail.png`);
  await expect
    .poll(() => received.length, { message: 'the thumbnail was requested from the other port' })
    .toBeGreaterThan(0);
  await expect(page.getByTestId('url-field-image_urls').locator('img')).toBeVisible();

  const socketUrl = `${origin.replace('http', 'ws')}/__atelier/ipc`;
  const cookie = received.map(({ headers }) => headers.cookie).find(Boolean);
  const referer = received.map(({ headers }) => headers.referer).find(Boolean);
  const forged = {
    origin,
    host: new URL(origin).host,
    ...(cookie ? { cookie } : {}),
    ...(referer ? { referer } : {}),
  };
  expect(
    await socketOpens(socketUrl, forged),
    `the socket opened with what the other port received: ${JSON.stringify(forged)}`,
  ).toBe(false);
  for (const secret of candidateSecrets()) {
    for (const name of ['token', 'key']) {
      expect(
        await socketOpens(`${socketUrl}?${name}=${encodeURIComponent(secret)}`, forged),
        `the socket opened with ${name}=<received value>`,
      ).toBe(false);
    }
  }

  // Media: the harvester knows no signed link, and what it received opens none. The media
  // origin is public (the page's policy names it); an asset id is not needed to tell a refusal
  // (401) from a served or unknown file (200, 404).
  const policy = (await fetch(`${origin}/`)).headers.get('content-security-policy') ?? '';
  const mediaOrigin = /media-src [^;]*?(http:\/\/127\.0\.0\.1:\d+)/.exec(policy)?.[1];
  expect(mediaOrigin, 'the page policy names the media origin').toBeTruthy();
  const assetId = await page.evaluate(
    async () => (await window.atelier.library.list({ limit: 1 })).items[0]?.id ?? 'any-asset',
  );
  const answer = await fetch(`${mediaOrigin}/media/${encodeURIComponent(assetId)}`, {
    headers: { ...(cookie ? { cookie } : {}), origin },
  });
  expect(answer.status, 'media answered to what the other port received').toBe(401);

  // The page itself still drives its socket: the refusals above are not a broken preview.
  expect(await page.evaluate(async () => (await window.atelier.app.info()).shell)).toBe(
    'web-preview',
  );
});

test('a browser with nothing stored opens the printed address, keeps working after a reload, and the token leaves the address bar', async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    // Without the token, the page loads but its socket is refused: nothing answers.
    await page.goto(`${origin}/`);
    const refused = await page.evaluate(
      async () =>
        (await window.atelier.app.info().catch((error: unknown) => String(error))) as unknown,
    );
    expect(JSON.stringify(refused)).not.toContain('web-preview');
    // The address the preview printed.
    await page.goto(
      `${origin}/?token=${encodeURIComponent(process.env['ATELIER_PREVIEW_TOKEN']!)}#/library`,
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Library' })).toBeVisible();
    expect(page.url()).toBe(`${origin}/#/library`);
    expect((await context.cookies()).length).toBe(0);
    await page.reload();
    expect(await page.evaluate(async () => (await window.atelier.app.info()).shell)).toBe(
      'web-preview',
    );
    // An old address is said to be old.
    const stale = await page.goto(`${origin}/?token=from-an-earlier-run`);
    expect(stale?.status()).toBe(403);
    await expect(page.getByText('open the address the preview printed')).toBeVisible();
  } finally {
    await context.close();
  }
});
