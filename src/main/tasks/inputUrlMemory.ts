/**
 * The Generate form runs preflight each time the user pauses typing, and each run checked every
 * input link again: one range request per link per pause. For that path only (`reuseLinkChecks`),
 * a link that answered is taken as answering for a minute. The preflight before paying and the
 * submit never use this memory (tasksService.ts): they check every link afresh, so a link that
 * stopped answering is caught before the confirm, and again before anything is paid.
 */
import type { InputUrlVerdict } from './inputUrlCheck';

export type LinkCheck = (
  url: string,
  reach: { allowLocalNetwork: boolean },
) => Promise<InputUrlVerdict>;

export const ANSWER_MEMORY_MS = 60_000;
const MAX_REMEMBERED = 200;

/** `check`, remembering "answers" verdicts for `ttlMs`; "gone" and "unchecked" are asked again. */
export function rememberAnsweringLinks(
  check: LinkCheck,
  options: { ttlMs?: number; now?: () => number } = {},
): LinkCheck {
  const ttlMs = options.ttlMs ?? ANSWER_MEMORY_MS;
  const now = options.now ?? Date.now;
  const answered = new Map<string, { verdict: InputUrlVerdict; at: number }>();
  return async (url, reach) => {
    const key = `${reach.allowLocalNetwork ? 'local' : 'public'} ${url}`;
    const known = answered.get(key);
    if (known && now() - known.at < ttlMs) return known.verdict;
    answered.delete(key);
    const verdict = await check(url, reach);
    if (verdict.kind === 'answers') {
      answered.set(key, { verdict, at: now() });
      if (answered.size > MAX_REMEMBERED) answered.delete(answered.keys().next().value as string);
    }
    return verdict;
  };
}
