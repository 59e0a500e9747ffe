/**
 * Before a paid submit: do the input links of a request (image_urls, audio_url…) still answer?
 * The service fetches inputs itself and only from public links, so a result it no longer
 * serves makes the job fail. One 1-byte range GET per link, through the downloader's URL and
 * address rules (urlSafety.ts), redirects followed by hand, all within one deadline. A 4xx
 * answer means the link is gone (the submit is refused). A link on this machine or its network
 * is refused without any request, unless the service itself runs there (the sandbox): the
 * service could not fetch it, and probing it would only be a port scan done for a web page.
 * The same holds for a public link that redirects there: refused, the inward hop never sent.
 * A link we otherwise cannot reach is a warning only.
 * Through a proxy (CheckOptions.proxyFor) the probe goes by the network setup's fetch, its
 * host name resolved and checked first (urlSafety.ts, checkNameNow).
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  isMusicAction,
  musicActionTable,
  submitFields,
  isModelKey,
  type FieldTable,
} from '../../shared/service';
import type { Target } from '../../shared/ipc/targets';
import {
  checkAddress,
  checkDownloadUrl,
  checkedLookup,
  checkNameNow,
  checkRedirect,
  isOwnNetworkHost,
  literalAddress,
  systemLookup,
  type LookupPort,
  type UrlVerdict,
} from './urlSafety';
import { t } from '../../shared/i18n/activeLanguage';

export type InputUrlVerdict =
  | { kind: 'answers'; status: number }
  | { kind: 'gone'; status: number }
  /** On this machine or its network while the service is not: it could not fetch it. */
  | { kind: 'local' }
  | { kind: 'unchecked'; reason: string };

export interface InputUrl {
  field: string;
  /** The field's label in the form ("Input images", "Audio URL"). */
  label: string;
  url: string;
}

export interface CheckOptions {
  lookup?: LookupPort;
  /** The network setup (main/network): the proxy a URL goes through, and the fetch that takes it there. */
  proxyFor?: (url: URL) => Promise<string | null>;
  fetch?: typeof fetch;
  /** The service runs on this machine or its network (its base URL is local), so it can fetch local links. */
  allowLocalNetwork?: boolean;
  /** Idle time per hop. */
  timeoutMs?: number;
  /** The whole check, every hop included: a server sending a byte every few seconds cannot hold it longer. */
  deadlineMs?: number;
}

export const INPUT_CHECK_DEADLINE_MS = 8000;

const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The URL fields of a target's form (url and url-list rows). */
function urlFields(target: Target): FieldTable {
  const table =
    'action' in target
      ? isMusicAction(target.action)
        ? musicActionTable(target.action)
        : []
      : isModelKey(target.model)
        ? submitFields(target.model)
        : [];
  return table.filter((field) => field.kind === 'url' || field.kind === 'url-list');
}

/** Every link a request body gives as an input, with its field. */
export function inputUrlsOf(target: Target, body: Record<string, unknown>): InputUrl[] {
  const found: InputUrl[] = [];
  for (const field of urlFields(target)) {
    const value = body[field.name];
    for (const url of Array.isArray(value) ? value : [value]) {
      if (typeof url === 'string' && url.trim() !== '')
        found.push({ field: field.name, label: field.label, url: url.trim() });
    }
  }
  return found;
}

/** A hop through the proxy: the name checked first, the body cancelled unread. */
async function probeThroughProxy(
  url: URL,
  options: CheckOptions,
  send: typeof fetch,
  literal: string | null,
  deadline: AbortSignal,
): Promise<{ status: number; location: string | null }> {
  const policy = { allowLocalNetwork: options.allowLocalNetwork ?? false };
  if (literal === null)
    await checkNameNow(options.lookup ?? systemLookup, url.hostname, url.protocol, policy);
  const response = await send(url, {
    headers: { range: 'bytes=0-0' },
    redirect: 'manual',
    signal: AbortSignal.any([deadline, AbortSignal.timeout(options.timeoutMs ?? 5000)]),
  });
  await response.body?.cancel().catch(() => undefined);
  return { status: response.status, location: response.headers.get('location') };
}

/** One hop: status and Location of a `Range: bytes=0-0` GET; the body is never read. */
async function probeHop(
  url: URL,
  options: CheckOptions,
  signal: AbortSignal,
): Promise<{ status: number; location: string | null }> {
  const policy = { allowLocalNetwork: options.allowLocalNetwork ?? false };
  const literal = literalAddress(url.hostname);
  const refused = literal === null ? null : checkAddress(literal, url.protocol, policy);
  if (refused) throw new Error(refused);
  if (options.fetch && options.proxyFor && (await options.proxyFor(url)) !== null)
    return probeThroughProxy(url, options, options.fetch, literal, signal);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: 'GET',
        headers: { range: 'bytes=0-0' },
        agent: false,
        signal,
        timeout: options.timeoutMs ?? 5000,
        ...(literal === null
          ? { lookup: checkedLookup(options.lookup ?? systemLookup, url.protocol, policy) }
          : {}),
      },
      (incoming) => {
        resolve({ status: incoming.statusCode ?? 0, location: incoming.headers.location ?? null });
        incoming.destroy();
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(t('mainWords.preflight.notInTime'))));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Whether `text` still answers: a 1-byte range GET through the URL and address rules, within the deadline. */
export async function checkInputUrl(
  text: string,
  options: CheckOptions = {},
): Promise<InputUrlVerdict> {
  const deadlineMs = options.deadlineMs ?? INPUT_CHECK_DEADLINE_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deadlineMs);
  try {
    return await check(text, options, controller.signal, deadlineMs);
  } finally {
    clearTimeout(timer);
  }
}

async function check(
  text: string,
  options: CheckOptions,
  signal: AbortSignal,
  deadlineMs: number,
): Promise<InputUrlVerdict> {
  let verdict: UrlVerdict = checkDownloadUrl(text);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    // Every hop, the first and each redirect's: a link that leads onto this machine or its
    // network is one the service could not fetch either, so it is refused, and not probed.
    if (
      verdict.ok &&
      !options.allowLocalNetwork &&
      (await isOwnNetworkHost(verdict.url.hostname, options.lookup ?? systemLookup))
    )
      return { kind: 'local' };
    if (!verdict.ok) return { kind: 'unchecked', reason: verdict.reason };
    let answer: { status: number; location: string | null };
    try {
      answer = await probeHop(verdict.url, options, signal);
    } catch (error) {
      if (signal.aborted)
        return {
          kind: 'unchecked',
          reason: t('mainWords.preflight.noAnswerWithin', { seconds: deadlineMs / 1000 }),
        };
      return { kind: 'unchecked', reason: error instanceof Error ? error.message : String(error) };
    }
    if (REDIRECTS.has(answer.status) && answer.location) {
      verdict = checkRedirect(verdict.url, answer.location);
      continue;
    }
    if (answer.status >= 200 && answer.status < 300)
      return { kind: 'answers', status: answer.status };
    if (
      answer.status >= 400 &&
      answer.status < 500 &&
      answer.status !== 408 &&
      answer.status !== 429
    )
      return { kind: 'gone', status: answer.status };
    return {
      kind: 'unchecked',
      reason: t('mainWords.preflight.httpStatus', { status: answer.status }),
    };
  }
  return { kind: 'unchecked', reason: t('mainWords.preflight.tooManyRedirects') };
}
