// What main says when the service or the proxy cannot be reached speaks main's language too
// (issue 21): the facts of a lookup of an in-doubt job (Tasks → "What Atelier found") and the
// proxy's failures (Settings → Network, and every request through it). Each is made in English
// (the sentence the code used to hard-code), then in German, Japanese and Chinese.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/ApiClient';
import { AbortedError, TimeoutError } from '../api/errors';
import { ResponseTooLargeError } from '../api/readCapped';
import { toAtelierError } from '../api/toAtelierError';
import { classifyNetworkError } from '../api/transport';
import { proxyFailure } from '../network/proxyErrors';
import { createJournal, type JournalEntry } from '../store/journal';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { reconcileInDoubt } from '../tasks/reconcile';
import { speakLanguage } from './mainLanguage';

let test: TestDatabase;
let entry: JournalEntry;
beforeEach(() => {
  test = openTestDatabase();
  const journal = createJournal(test.db, test.clock);
  entry = journal.begin({
    profileId: 'sandbox',
    target: { action: 'generate' },
    kind: 'music',
    body: { prompt: 'rain' },
    creditsEstimated: 1250,
  });
  journal.markInDoubt(entry.id);
  entry = journal.get(entry.id)!;
});
afterEach(() => {
  speakLanguage('en');
  test.cleanup();
});

/** What a lookup found, with the balance before the request and now (null: unread). */
async function found(before: number | null, now: number | null): Promise<string> {
  const outcome = await reconcileInDoubt(entry, {
    api: {
      status: () => Promise.reject(new Error('not reached')),
      balance: () => (now === null ? Promise.reject(new Error('offline')) : Promise.resolve(now)),
    },
    journal: { accept: () => entry, reject: () => entry },
    balanceBefore: before,
  });
  return outcome.view.error?.message ?? 'no facts';
}

/** The API client's own words: a key missing, an answer it cannot read, a connection lost. */
async function apiSayings(): Promise<Record<string, string>> {
  const client = (answer: Response | null, key: string | null | Error = 'sk-test-key') =>
    createApiClient({
      baseUrl: 'https://api.example.com',
      getApiKey: () => (key instanceof Error ? Promise.reject(key) : Promise.resolve(key)),
      fetch: async () => answer!.clone(),
    });
  const message = (run: () => Promise<unknown>) =>
    run().then(
      () => 'no error',
      (error: unknown) => (error as Error).message,
    );
  const submitted = async (answer: Response | null, key?: string | Error) => {
    const outcome = await client(answer, key).submit({ model: 'image-a' } as never, {});
    return 'error' in outcome ? outcome.error.message : 'no error';
  };
  return {
    noKey: await message(() => client(null, null).balance()),
    noKeyAvailable: await submitted(null, new Error('keychain locked')),
    unreadable: await message(() => client(new Response('not json')).balance()),
    submitUnreadable: await submitted(new Response('not json')),
    noDescription: await message(() => client(new Response('oops', { status: 400 })).balance()),
    connectFailed: classifyNetworkError({ code: 'ECONNREFUSED' }, 'api.example.com').message,
    cutOff: classifyNetworkError({ code: 'ECONNRESET' }, 'api.example.com').message,
    timeout: new TimeoutError(1500).message,
    aborted: new AbortedError().message,
    tooLarge: new ResponseTooLargeError(200, 8 * 1024 * 1024).message,
    unexpected: toAtelierError(new Error('boom')).message,
  };
}

async function sayings(): Promise<Record<string, string>> {
  const proxy = (error: unknown, withCredentials = false) =>
    proxyFailure(error, 'proxy.corp:3128', withCredentials)?.message ?? 'not the proxy';
  const tunnel = { message: 'Proxy response (407) !== 200 when HTTP Tunneling' };
  return {
    unread: await found(null, null),
    unknownBefore: await found(null, 9000),
    unchanged: await found(9000, 9000),
    covers: await found(10_250, 9000),
    estimated: await found(9100, 9000),
    proxyAsked: proxy(tunnel),
    proxyAuthRefused: proxy(tunnel, true),
    proxySocksAuth: proxy({ code: 'UND_ERR_SOCKS5_AUTH_FAILED' }),
    proxyTunnel: proxy({ message: 'Proxy response (502) !== 200 when HTTP Tunneling' }),
    proxyRefused: proxy({ cause: { code: 'ECONNREFUSED' } }),
    proxyNotFound: proxy({ code: 'ENOTFOUND' }),
    proxyTimeout: proxy({ code: 'ETIMEDOUT' }),
    ...(await apiSayings()),
  };
}

describe('unreachable service and proxy in the user’s language', () => {
  it('say in English what the code used to hard-code, credits with their unit', async () => {
    const english = await sayings();
    expect(english.covers).toBe(
      'The service returned no task id for this request, and it offers no way to search for one. ' +
        'The balance fell by 1,250 credits since the request (now 9,000 credits). ' +
        "That covers this request's 1,250 credits: it most likely created a task (other tasks may also have been charged). " +
        'Resubmitting may bill twice; dismiss it if you believe it went through.',
    );
    expect(english.proxyRefused).toBe('The proxy proxy.corp:3128 refused the connection');
    expect(english.proxyAuthRefused).toBe(
      'The proxy proxy.corp:3128 refused the user name and password (407)',
    );
    expect(english['connectFailed']).toBe('Could not connect to api.example.com (ECONNREFUSED)');
    expect(english['timeout']).toBe('No complete response within 1.5 s');
    expect(english['noKey']).toBe('No API key is configured for this profile');
    expect(english.proxySocksAuth).toBe(
      'The proxy proxy.corp:3128 refused the user name and password',
    );
  });

  it.each([
    ['de', /[äöüßÄÖÜ„]|\b(Guthaben|Proxy|Dienst|Anfrage|Keine?|Schlüssel|Fehler|Verbindung)\b/],
    ['ja', /[\u3040-\u30ff]/],
    ['zh-CN', /[\u4e00-\u9fff]/],
  ] as const)('say it in %s, never in English', async (locale, native) => {
    const english = await sayings();
    speakLanguage(locale);
    const translated = await sayings();
    for (const [name, said] of Object.entries(translated)) {
      expect(said, name).not.toBe(english[name]);
      expect(said, name).toMatch(native);
      expect(said, name).not.toMatch(/\b(the|this|its|not|your|was|must|did) [a-z]+/i);
    }
    if (locale === 'de') expect(translated['covers']).toContain('1.250 Credits');
  });
});
