// What main says when the service or the proxy cannot be reached speaks main's language too
// (issue 21): the facts of a lookup of an in-doubt job (Tasks → "What Atelier found") and the
// proxy's failures (Settings → Network, and every request through it). Each is made in English
// (the sentence the code used to hard-code), then in German, Japanese and Chinese.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
    expect(english.proxySocksAuth).toBe(
      'The proxy proxy.corp:3128 refused the user name and password',
    );
  });

  it.each([
    ['de', /[äöüßÄÖÜ„]|\b(Guthaben|Proxy|Dienst|Anfrage)\b/],
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
