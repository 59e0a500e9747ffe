/**
 * No secret on disk, end to end: a Live profile on the real sandbox over HTTP with a canary
 * key submits, polls and downloads, goes through error paths that log (a download refused
 * with 410, a job that fails, a submit in doubt, one rejected with 429), a renderer error carrying the key arrives
 * over the IPC router, a log call is handed raw secrets, and a diagnostics zip is exported.
 * Then every file under userData, and every entry of the zip, is searched for the canary.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox';
import { createHeadlessDesktop, type HeadlessDesktop } from '../desktop/headlessDesktop';
import { createRouter, type Router } from '../ipc/router';
import { createServices, type MainServices } from '../services';
import { readZipTexts } from './testZip';
import { waitFor } from '../../../scripts/waitFor';

const CANARY = `sk-sandbox-CANARY${Date.now().toString(36)}x7Qz`;
const MARK = 'CANARY';
const call = { senderId: 'canary' };

let live: Sandbox;
let services: MainServices;
let desktop: HeadlessDesktop;
let router: Router;
const userData = mkdtempSync(join(tmpdir(), 'atelier-canary-'));

async function submitImage(prompt: string) {
  const target = { model: 'image-a' };
  const body = { prompt };
  const checked = await services.handlers.tasks.preflight({ target, body }, call);
  return services.handlers.tasks.submit(
    { target, body, confirmedCredits: checked.totalCredits },
    call,
  );
}

const finalState = (id: string) => async () => {
  const detail = await services.handlers.tasks.get({ id }, call);
  return detail.status === 'SUCCEEDED' || detail.status === 'FAILED' ? detail : null;
};

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isFile());
}

beforeAll(async () => {
  live = await createSandbox({ taskMs: 300, renderInWorker: false });
  desktop = createHeadlessDesktop(userData);
  services = await createServices({
    desktop,
    shell: 'web-preview',
    version: '0.0.0-canary',
    sandbox: { taskMs: 200, renderInWorker: false },
  });
  router = createRouter(services.handlers, {
    onUnexpectedError: (channel, error) =>
      services.logger.error('ipc: unexpected error', { channel, error }),
  });
}, 60_000);
afterAll(async () => {
  await live.close();
});

describe('the canary key never reaches a file under userData', () => {
  let exported: Record<string, string>;

  it('runs a full Live flow with the canary key, with errors that log', async () => {
    await services.handlers.account.connectLive({ baseUrl: live.url, apiKey: CANARY }, call);

    const first = await submitImage('a lighthouse at dusk');
    expect(first.state).toBe('accepted');
    await waitFor(
      'the first image in the library',
      async () => (await services.handlers.library.list({ limit: 10 }, call)).items.length > 0,
    );

    // Files answer 410: the download fails and is logged with its URL.
    live.setFaults('expired:on=files');
    const expired = await submitImage('a harbour in fog');
    await waitFor('the refused download', async () => {
      const detail = await services.handlers.tasks.get({ id: expired.id }, call);
      return detail.downloads.failed > 0 && detail;
    });
    live.setFaults('drop-after-accept:once');
    const doubtful = await submitImage('a kite over dunes');
    expect(doubtful.state).toBe('in_doubt');
    // A 429 on the submit: refused before acceptance, journaled as rejected.
    live.setFaults('rate-limit:on=submit,once');
    const refused = (await submitImage('a rowing boat').catch((error: unknown) => error)) as {
      code: string;
      details?: { submissionId?: string };
    };
    expect(refused.code).toBe('rate_limited');
    live.setFaults(undefined);
    const failing = await submitImage('a bridge [fail]');
    expect((await waitFor('the failed job', finalState(failing.id))).status).toBe('FAILED');

    // A renderer error that quotes the key, over the same router the transports use.
    expect(
      await router.invoke(
        'diagnostics:reportError',
        {
          kind: 'unhandledrejection',
          message: `fetch failed with ${CANARY}`,
          stack: `Error: key=${CANARY}\n    at submit (index.js:1:1)`,
        },
        call,
      ),
    ).toEqual({ ok: true, value: undefined });
    // Code that hands the logger a raw header, a proxy URL with the key as password, a cookie.
    services.logger.error('upstream answered', {
      headers: { Authorization: `Bearer ${CANARY}`, Cookie: `session=${CANARY}` },
      proxy: `http://atelier:${CANARY}@127.0.0.1:3128`,
      message: `Set-Cookie: k=${CANARY}`,
    });

    // Glued to other letters no `sk-` pattern matches it: only the key the redactor was told of (connectLive, the key store) is caught.
    services.logger.warn(`opaque:x${CANARY}x`);
    const log = readFileSync(join(userData, 'logs', 'main.log'), 'utf8');
    // The flow really logged: ids of the accepted, in-doubt and failed submissions, the refused download, the renderer error.
    expect(log).toContain(`submit accepted {"submissionId":"${first.id}"`);
    expect(log).toMatch(new RegExp(`WARN  download failed \\{"submissionId":"${expired.id}"`, 'u'));
    expect(log).toContain(
      `submit in doubt: sent, outcome unknown {"submissionId":"${doubtful.id}"`,
    );
    expect(log).toContain(`task failed {"submissionId":"${failing.id}"`);
    expect(log).toContain(
      `submit rejected {"submissionId":"${refused.details?.submissionId}","target":"image-a","code":"rate_limited"`,
    );
    expect(log).toContain('ERROR renderer: fetch failed with [redacted]');
    expect(log).toContain('ERROR upstream answered');
    expect(log).toContain('WARN  opaque:x[redacted]x');
    // Log ids, never prompt text.
    for (const prompt of ['lighthouse', 'harbour', 'kite over dunes', 'rowing boat', 'bridge'])
      expect(log).not.toContain(prompt);
  }, 90_000);

  it('exports diagnostics without the key (the zip read back entry by entry)', async () => {
    const path = join(userData, 'exports', 'diagnostics.zip');
    desktop.answerNextSave(path);
    const result = await services.handlers.diagnostics.export({ includePrompts: true }, call);
    expect(result?.path).toBe(path);
    exported = await readZipTexts(path);
    expect(Object.keys(exported).sort()).toEqual([
      'crash-dumps.json',
      'integrity.txt',
      'journal.json',
      'logs.txt',
      'settings.json',
      'submissions.json',
      'system.json',
    ]);
    expect(exported['logs.txt']).toContain('renderer: fetch failed');
    for (const [name, text] of Object.entries(exported)) expect(text, name).not.toContain(MARK);
  });

  it('leaves no file under userData holding the canary once closed', async () => {
    await services.close();
    const files = filesUnder(userData);
    expect(files.some((path) => path.endsWith('main.log'))).toBe(true);
    expect(files.some((path) => path.endsWith('atelier.sqlite'))).toBe(true);
    const holding = files.filter((path) => readFileSync(path).includes(MARK));
    expect(holding).toEqual([]);
  });
});
