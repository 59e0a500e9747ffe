import { describe, expect, it } from 'vitest';
import type { InputUrlVerdict } from './inputUrlCheck';
import { rememberAnsweringLinks } from './inputUrlMemory';

describe('remembering input links that answered (the form preflight only)', () => {
  const publicReach = { allowLocalNetwork: false };

  function counted(verdicts: Record<string, InputUrlVerdict>) {
    const asked: string[] = [];
    return {
      asked,
      check: async (url: string) => {
        asked.push(url);
        return verdicts[url] ?? { kind: 'unchecked' as const, reason: 'unknown' };
      },
    };
  }

  it('asks once per minute for a link that answered, and again after the minute', async () => {
    let clock = 0;
    const links = counted({ 'https://a/1.png': { kind: 'answers', status: 206 } });
    const check = rememberAnsweringLinks(links.check, { now: () => clock });
    expect(await check('https://a/1.png', publicReach)).toEqual({ kind: 'answers', status: 206 });
    clock = 59_999;
    expect(await check('https://a/1.png', publicReach)).toEqual({ kind: 'answers', status: 206 });
    expect(links.asked).toHaveLength(1);
    clock = 60_000;
    await check('https://a/1.png', publicReach);
    expect(links.asked).toHaveLength(2);
  });

  it('never remembers a gone or unchecked link, nor one checked with other reach', async () => {
    const links = counted({
      'https://a/gone.png': { kind: 'gone', status: 410 },
      'https://a/1.png': { kind: 'answers', status: 200 },
    });
    const check = rememberAnsweringLinks(links.check, { now: () => 0 });
    await check('https://a/gone.png', publicReach);
    await check('https://a/gone.png', publicReach);
    await check('https://a/busy.png', publicReach);
    await check('https://a/busy.png', publicReach);
    await check('https://a/1.png', publicReach);
    await check('https://a/1.png', { allowLocalNetwork: true });
    expect(links.asked).toEqual([
      'https://a/gone.png',
      'https://a/gone.png',
      'https://a/busy.png',
      'https://a/busy.png',
      'https://a/1.png',
      'https://a/1.png',
    ]);
  });
});
