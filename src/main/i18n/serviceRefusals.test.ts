// More of main's refusals speak main's language (issue 21): Settings → Network's field errors,
// an unsafe link, the one-variation refusal, the journal's (a job dismissed or sent again twice),
// the library's (a page of another search, an item gone), the router's, and the web preview's
// start-up page. Each is made in English (the sentence the code used to hard-code) and again in
// German, Japanese and Chinese, which must differ from it, be written in that language, and
// keep the code and field the window acts on.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppService } from '../app/appService';
import { createEventBus } from '../ipc/eventBus';
import { createRouter, type Router } from '../ipc/router';
import { createLibraryStore } from '../library/libraryStore';
import { parseBypassRules } from '../network/bypassRules';
import { parseProxyAddress } from '../network/proxyAddress';
import { decodeCursor, decodeSeqCursor, encodeCursor } from '../store/cursor';
import { createJournal } from '../store/journal';
import { SchemaTooNewError } from '../store/migrationRunner';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { createTasksService } from '../tasks/tasksService';
import { startWebHost, type WebHost } from '../web/webHost';
import { speakLanguage } from './mainLanguage';
import { refusal, refusalOf, type Refusal } from './testRefusal';

let test: TestDatabase;
let host: WebHost;
beforeAll(async () => {
  test = openTestDatabase();
  // Services that never come up: every page is the start-up's answer.
  host = await startWebHost({
    rendererDirectory: mkdtempSync(join(tmpdir(), 'atelier-refusals-')),
    bridgeScript: '',
    router: new Promise<Router>(() => {}),
    bus: createEventBus(),
  });
});
afterAll(async () => {
  await host.close();
  test.cleanup();
});
afterEach(() => speakLanguage('en'));

const call = { senderId: 'test' };
const said = async (path: string): Promise<Refusal> => {
  const answer = await fetch(new URL(path, host.url));
  return { code: String(answer.status), message: await answer.text() };
};

function networkRefusals() {
  const address = (text: string) => refusal(() => parseProxyAddress(text));
  return {
    proxyEmpty: address(' '),
    proxyNotUrl: address('proxy.corp'),
    proxyScheme: address('ftp://proxy.corp:21'),
    proxyCredentials: address('http://me:pw@proxy.corp:3128'),
    proxyPath: address('http://proxy.corp:3128/path'),
    proxyNoPort: address('http://127.0.0.1'),
    proxyPortRange: address('http://proxy.corp:0'),
    bypass: refusal(() => parseBypassRules('good.corp, bad*host')),
  };
}

async function serviceRefusals() {
  const journal = createJournal(test.db, test.clock);
  const begin = () =>
    journal.begin({
      profileId: 'sandbox',
      target: { action: 'generate' },
      kind: 'music',
      body: { prompt: 'rain' },
      creditsEstimated: 10,
    });
  const doubtful = begin();
  journal.markInDoubt(doubtful.id);
  journal.resubmit(doubtful.id);
  const interrupted = begin();
  journal.recoverInterrupted();
  const accepted = begin();
  journal.accept(accepted.id, { taskId: `task-${accepted.id}` });
  const tasks = createTasksService({ journal } as unknown as Parameters<
    typeof createTasksService
  >[0]);
  const library = createLibraryStore(test.db, test.clock);
  const router = createRouter(
    new Proxy({} as never, {
      get: () => new Proxy({}, { get: () => () => Promise.reject(new Error('ENOSPC: disk full')) }),
    }),
  );
  const wire = async (channel: string): Promise<Refusal> => {
    const answer = await router.invoke(channel as 'app:info', undefined, call);
    if (answer.ok) throw new Error('expected a refusal');
    return { code: answer.error.code, message: answer.error.message };
  };
  return {
    httpsOnly: await refusalOf(async () =>
      createAppService({
        version: '1',
        shell: 'web-preview',
        desktop: {} as never,
      }).openExternal({ url: 'http://example.com' }, call),
    ),
    oneVariation: await refusalOf(async () =>
      tasks.submitVariations(
        { target: { action: 'generate' }, body: {}, count: 1, confirmedCredits: 1 } as never,
        call,
      ),
    ),
    noSubmission: refusal(() => journal.dismiss('missing')),
    notResubmittable: refusal(() => journal.resubmit(accepted.id)),
    alreadyResubmitted: refusal(() => journal.resubmit(doubtful.id)),
    cannotBecome: refusal(() => journal.dismiss(accepted.id)),
    badCursor: refusal(() => decodeCursor('%%%')),
    badSeqCursor: refusal(() => decodeSeqCursor(encodeCursor({ seq: 'x' }))),
    otherQuery: refusal(() =>
      library.list({ sort: 'title', cursor: encodeCursor({ o: 'newest', v: [1, 1] }) }),
    ),
    itemGone: refusal(() => library.update('missing', { title: 'x' })),
    unknownRequest: await wire('app:nope'),
    failedRequest: await wire('app:info'),
    interrupted: <Refusal>{
      code: 'in_doubt',
      message: journal.get(interrupted.id)?.error?.message ?? 'not in doubt',
    },
    schemaTooNew: <Refusal>{ code: 'start-up', message: new SchemaTooNewError(20, 15).message },
    previewStarting: await said('/'),
    previewLinkOutdated: await said('/?token=stale'),
  };
}

const refusals = async () => ({ ...networkRefusals(), ...(await serviceRefusals()) });

describe("main's refusals in the user's language (network, journal, library, router, preview)", () => {
  it('say in English what the code used to hard-code', async () => {
    const english = await refusals();
    expect(english.proxyNoPort).toEqual({
      code: 'invalid_input',
      field: 'proxyUrl',
      message: 'Proxy address: the port is missing (e.g. :3128)',
    });
    expect(english.bypass).toMatchObject({ field: 'bypass' });
    expect(english.bypass.message).toBe(
      'Go direct for: “bad*host” is not a host, *.domain, IP range or <local>',
    );
    expect(english.httpsOnly).toMatchObject({ code: 'invalid_input', field: 'url' });
    expect(english.oneVariation).toMatchObject({ code: 'invalid_input', field: 'variations' });
    expect(english.oneVariation.message).toBe(
      'Variations: a whole number from 2 to 10 (you entered 1)',
    );
    expect(english.cannotBecome).toMatchObject({ code: 'conflict' });
    expect(english.cannotBecome.message).toContain('accepted by the service');
    expect(english.noSubmission).toMatchObject({ code: 'not_found' });
    expect(english.failedRequest.message).not.toContain('ENOSPC'); // the log has it, not the window
    expect(english.previewStarting).toEqual({
      code: '503',
      message: 'Atelier is starting: reload in a moment.',
    });
    expect(english.previewLinkOutdated.code).toBe('403');
  });

  it.each([
    [
      'de',
      /[äöüßÄÖÜ„]|\b(Auftrag\w*|Status|Seite|Liste|Eintrag|Fenster|Anfrage|startet|Port|Host|Zahl|Datenbank|keine?)\b/,
    ],
    ['ja', /[\u3040-\u30ff]/],
    ['zh-CN', /[\u4e00-\u9fff]/],
  ] as const)('say it in %s, never in English', async (locale, native) => {
    const english = await refusals();
    speakLanguage(locale);
    const translated = await refusals();
    for (const [name, said] of Object.entries(translated)) {
      const before = english[name as keyof typeof english]!;
      expect(said.code, name).toBe(before.code);
      expect(said.field, name).toBe(before.field);
      expect(said.message, name).not.toBe(before.message);
      expect(said.message, name).toMatch(native);
      expect(said.message, name).not.toMatch(/\b(the|this|its|not|your|was|must) [a-z]+/i);
    }
  });
});
