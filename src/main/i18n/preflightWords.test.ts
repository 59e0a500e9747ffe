// What the check before a submit says speaks main's language (issue 21): an input link the
// service no longer serves (a refusal), one that could not be checked (a warning, with why),
// and a price that cannot be known because the catalog could not be read. Each is made in
// English (the sentence the code used to hard-code), then in German, Japanese and Chinese.
// A real HTTP server answers the links.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCatalog } from '../../sandbox/catalog';
import { checkInputUrl } from '../tasks/inputUrlCheck';
import { preflight, type PreflightPorts } from '../tasks/preflight';
import { speakLanguage } from './mainLanguage';

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(request.url === '/gone.png' ? 410 : 503);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => speakLanguage('en'));

/** The service runs on this machine here (as the sandbox does), so loopback links are its own. */
const ports = (catalogReadable = true): PreflightPorts => ({
  api: { balance: async () => 5000 },
  catalog: {
    getFresh: async () => {
      if (!catalogReadable) throw new Error('offline');
      return sandboxCatalog();
    },
  },
  lookup: () => null,
  checkInputUrl: (url) => checkInputUrl(url, { allowLocalNetwork: true }),
});

/** The refusal for a gone link, the warning for a busy one, the reason the price is unknown. */
async function sayings(): Promise<string[]> {
  const gone = await preflight(
    ports(),
    { model: 'image-a' },
    { prompt: 'p', image_urls: [`${base}/gone.png`] },
  );
  const busy = await preflight(
    ports(),
    { model: 'image-a' },
    { prompt: 'p', image_urls: [`${base}/busy.png`] },
  );
  const unpriced = await preflight(ports(false), { model: 'image-a' }, { prompt: 'p' });
  const reason = unpriced.estimate.kind === 'unknown' ? unpriced.estimate.reason : 'priced';
  return [gone.issues[0]?.message ?? 'none', busy.warnings[0]?.message ?? 'none', reason];
}

describe('the check before a submit in main’s language', () => {
  it('says it in English, as before', async () => {
    expect(await sayings()).toEqual([
      `Input images: the service no longer serves ${base}/gone.png (it answered HTTP 410), so the job would fail. Nothing was sent; choose another input.`,
      `Input images: ${base}/busy.png could not be checked (the server answered HTTP 503); the service will fetch it.`,
      'the catalog could not be read from the service',
    ]);
  });

  it('says it in German, Japanese and Chinese', async () => {
    speakLanguage('de');
    const [gone, busy, reason] = await sayings();
    expect(gone).toMatch(/^Eingabebilder: /); // the field as the German form names it
    expect(gone).toContain(
      `Der Dienst stellt ${base}/gone.png nicht mehr bereit (Antwort HTTP 410), daher würde der Auftrag fehlschlagen. Es wurde nichts gesendet; wählen Sie eine andere Eingabe.`,
    );
    expect(busy).toContain(
      `${base}/busy.png konnte nicht geprüft werden (der Server antwortete mit HTTP 503); der Dienst ruft die Datei selbst ab.`,
    );
    expect(reason).toBe('der Katalog des Dienstes konnte nicht gelesen werden');
    speakLanguage('ja');
    const [, busyJa, reasonJa] = await sayings();
    expect(busyJa).toMatch(/^入力画像[:：]/);
    expect(busyJa).toContain(
      `${base}/busy.png を確認できませんでした（サーバーが HTTP 503 を返しました）。取得はサービス側で行います。`,
    );
    expect(reasonJa).toBe('サービスからカタログを読み込めませんでした');
    speakLanguage('zh-CN');
    expect((await sayings())[0]).toContain(`服务已不再提供 ${base}/gone.png（返回 HTTP 410）`);
  });
});
