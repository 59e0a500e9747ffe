/**
 * Owns what must never reach a log line or a diagnostics file: API keys (the service's
 * `sk-…` keys and any key registered at run time), Bearer tokens, Authorization headers,
 * cookies, the web preview's token, passwords in URLs and secret-named fields. Every line
 * the logger writes passes `text` or `value`; there is one redactor per process.
 */

export const REDACTED = '[redacted]';

export interface Redactor {
  /** Registers a secret known only at run time (the preview token, a key being entered). */
  protect(secret: string): void;
  /** The text with every secret it recognises replaced. */
  text(input: string): string;
  /** A JSON-safe copy of any value (objects, arrays, errors) with secrets replaced. */
  value(input: unknown): unknown;
}

/** Field names whose values are secret whatever they hold. */
const SECRET_KEY =
  /authorization|cookie|api[-_]?key|apikey|password|passwd|secret|token|credential/iu;

/** [pattern, replacement]: applied in order; each keeps the label and drops the secret. */
const PATTERNS: readonly [RegExp, string][] = [
  // `Authorization: Bearer x`, `"authorization":"Basic x"`, `authorization=x`
  [
    /(authorization["']?\s*[:=]\s*["']?)(?:(?:bearer|basic|token|digest)\s+)?[^\s"',;}]+/giu,
    `$1${REDACTED}`,
  ],
  // `Cookie: a=b; c=d` and `Set-Cookie: …`: the whole value, up to the end of the line or quote.
  [/((?:set-)?cookie["']?\s*[:=]\s*["']?)[^\r\n"']+/giu, `$1${REDACTED}`],
  [/\bbearer\s+[\w.~+/=-]+/giu, `Bearer ${REDACTED}`],
  // The service's keys (`sk-…`, the sandbox's `sk-sandbox-…`) and look-alikes.
  [/(?<![A-Za-z\d])sk-[\w-]{4,}/gu, `sk-${REDACTED}`],
  // `scheme://user:password@host`
  // (The scheme starts where a run of scheme characters starts: from every position inside one,
  // a long run such as "a-a-a-…" would be scanned again and again.)
  [/((?<![a-z\d+.-])[a-z][a-z\d+.-]*:\/\/[^\s/?#@:]*:)[^\s/?#@]*@/giu, `$1${REDACTED}@`],
  // `?token=…`, `&api_key=…`, `"password": "…"`, `secret=…`, a signed URL's `X-Amz-Signature=…`
  [
    /((?<![\w-])[\w-]*(?:token|api[-_]?key|apikey|password|passwd|secret|signature|credential|sig)["']?\s*[:=]\s*["']?)[^\s"'&,;}#]+/giu,
    `$1${REDACTED}`,
  ],
];

export function createRedactor(): Redactor {
  const secrets = new Set<string>();

  function text(input: string): string {
    let output = input;
    // Longest first, so a secret that contains another is replaced whole.
    for (const secret of [...secrets].sort((a, b) => b.length - a.length))
      output = output.split(secret).join(REDACTED);
    for (const [pattern, replacement] of PATTERNS) output = output.replace(pattern, replacement);
    return output;
  }

  function value(input: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
    if (typeof input === 'string') return text(input);
    if (input === null || typeof input !== 'object') {
      return typeof input === 'bigint' || typeof input === 'symbol' || typeof input === 'function'
        ? text(String(input))
        : input;
    }
    if (seen.has(input)) return '[circular]';
    if (depth > 6) return '[nested too deep]';
    seen.add(input);
    if (input instanceof Error) {
      const { name, message, stack } = input;
      const extra = Object.fromEntries(Object.entries(input));
      const cause = 'cause' in input ? { cause: value(input.cause, depth + 1, seen) } : {};
      return {
        ...(value(extra, depth + 1, seen) as object),
        name,
        message: text(message),
        ...(stack ? { stack: text(stack) } : {}),
        ...cause,
      };
    }
    if (Array.isArray(input))
      return input.slice(0, 100).map((each) => value(each, depth + 1, seen));
    const copy: Record<string, unknown> = {};
    for (const [key, each] of Object.entries(input)) {
      copy[key] =
        SECRET_KEY.test(key) && typeof each === 'string' && each !== ''
          ? REDACTED
          : value(each, depth + 1, seen);
    }
    return copy;
  }

  return {
    protect(secret) {
      // Short strings would redact ordinary words; every secret we hold is long.
      if (secret.length >= 8) secrets.add(secret);
    },
    text,
    value: (input) => value(input),
  };
}
