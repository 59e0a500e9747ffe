/**
 * The redactor, property-style: random secrets of every kind we guard, embedded in random
 * text, in objects, arrays, errors (message, stack, cause) and URLs, never come out.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLogger, MAX_LINE_CHARS } from './Logger';
import { createRedactor, REDACTED } from './redactor';

const keyChars = fc.constantFrom(
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split(''),
);
const body = (min: number) =>
  fc
    .string({ unit: keyChars, minLength: min, maxLength: 48 })
    .filter((text) => /[A-Za-z0-9]{4}/u.test(text));
/** Text around a secret: anything but characters that would glue onto it. */
const filler = fc.string({ maxLength: 40 }).map((text) => text.replace(/[\w-]/gu, ' '));
const separator = fc.constantFrom(' ', '\n', '\t', '"', "'", '(', ', ', ': ', '=', '[', '{');

/** Each kind of secret, as it would appear in a message. */
const secretInContext = fc.oneof(
  body(12).map((tail) => ({ secret: `sk-${tail}`, text: `sk-${tail}` })),
  body(12).map((tail) => ({ secret: `sk-sandbox-${tail}`, text: `sk-sandbox-${tail}` })),
  body(12).map((token) => ({ secret: token, text: `Authorization: Bearer ${token}` })),
  body(12).map((token) => ({ secret: token, text: `{"authorization":"Bearer ${token}"}` })),
  body(12).map((token) => ({ secret: token, text: `bearer ${token}` })),
  body(12).map((value) => ({ secret: value, text: `Cookie: session=${value}; theme=dark` })),
  body(12).map((value) => ({
    secret: value,
    text: `set-cookie: atelier_preview=${value}; HttpOnly; Path=/`,
  })),
  fc.tuple(body(3), body(8)).map(([user, password]) => ({
    secret: password,
    text: `http://${user}:${password}@proxy.example:3128/`,
  })),
  body(12).map((token) => ({ secret: token, text: `http://127.0.0.1:5500/?token=${token}` })),
  body(12).map((key) => ({
    secret: key,
    text: `https://cdn.example/file.png?X-Amz-Signature=${key}&a=1`,
  })),
  body(12).map((key) => ({ secret: key, text: `api_key=${key}` })),
  body(12).map((key) => ({ secret: key, text: `"password": "${key}"` })),
);

describe('the redactor', () => {
  it('removes every kind of secret from text, whatever surrounds it', () => {
    fc.assert(
      fc.property(
        filler,
        separator,
        secretInContext,
        separator,
        filler,
        (before, open, { secret, text }, close, after) => {
          const output = createRedactor().text(`${before}${open}${text}${close}${after}`);
          expect(output).not.toContain(secret);
          expect(output).toContain(REDACTED);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('removes them from objects, arrays, errors (message, stack, cause) and secret-named fields', () => {
    fc.assert(
      fc.property(secretInContext, body(12), filler, ({ secret, text }, plain, words) => {
        const cause = new Error(`cause: ${text}`);
        const error = Object.assign(new Error(`${words} ${text}`, { cause }), {
          config: { headers: { Authorization: plain } },
        });
        const value = {
          message: text,
          nested: { list: [words, text, { apiKey: plain, previewToken: plain, cookie: plain }] },
          error,
        };
        const json = JSON.stringify(createRedactor().value(value));
        expect(json).not.toContain(secret);
        expect(json).not.toContain(plain);
      }),
      { numRuns: 300 },
    );
  });

  it('removes secrets registered at run time (the preview token, an entered key) wherever they appear', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8, maxLength: 64 }).filter((text) => text.trim().length >= 8),
        filler,
        filler,
        (secret, before, after) => {
          const redactor = createRedactor();
          redactor.protect(secret);
          expect(redactor.text(`${before}${secret}${after}${secret}`)).not.toContain(secret);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('takes linear time on long adversarial lines (no pattern rescans a long run from inside it)', () => {
    const redactor = createRedactor();
    // "a-a-a-…" once took 9 s at 50,000 characters: the URL pattern restarted at every word boundary.
    for (const unit of [
      'a-',
      'a.',
      'a+',
      'a:',
      'http://a:',
      'token=',
      'Bearer ',
      'cookie:',
      'sk-',
      'authorization:',
    ]) {
      const text = unit.repeat(Math.ceil(50_000 / unit.length));
      const started = performance.now();
      redactor.text(text);
      expect(performance.now() - started, unit).toBeLessThan(1_500);
    }
  });

  it('leaves ordinary text alone, so the log still says what happened', () => {
    const redactor = createRedactor();
    const line =
      'submit accepted submissionId=64c6f825-50ad-44c1 task-id 04abc1ce risk-free download of output-0.png failed (HTTP 404) at http://127.0.0.1:8787/files/a.png';
    expect(redactor.text(line)).toBe(line);
    expect(redactor.value({ taskId: 'abc', tokens: 3, error: null })).toEqual({
      taskId: 'abc',
      tokens: 3,
      error: null,
    });
  });

  it('through the logger: one line per call, secrets gone, newlines escaped', () => {
    const lines: string[] = [];
    const logger = createLogger({
      sink: (line) => lines.push(line),
      redactor: createRedactor(),
      now: () => Date.UTC(2026, 0, 2, 3, 4, 5),
    });
    logger.error('failed with sk-sandbox-CANARY0123456789\nsecond line', {
      headers: { Authorization: 'Bearer abcdefghijkl' },
      url: 'http://u:hunter22@h/',
    });
    expect(lines).toEqual([
      '2026-01-02T03:04:05.000Z ERROR failed with sk-[redacted]\\nsecond line {"headers":{"Authorization":"[redacted]"},"url":"http://u:[redacted]@h/"}\n',
    ]);
  });
});

describe('the logger', () => {
  it('cuts a huge line after redacting it, so no half key is left behind', () => {
    const lines: string[] = [];
    const redactor = createRedactor();
    // An opaque key the redactor was told of: half of it would match nothing.
    const key = `live${'K'.repeat(40)}`;
    redactor.protect(key);
    const logger = createLogger({ sink: (line) => lines.push(line), redactor });
    const offset = MAX_LINE_CHARS - 60;
    logger.error(`${'x'.repeat(offset)} ${key} ${'y'.repeat(100_000)}`);
    expect(lines[0]!.length).toBeLessThan(MAX_LINE_CHARS + 60);
    expect(lines[0]).toContain(' [redacted]');
    expect(lines[0]).not.toContain('KKKK');
    expect(lines[0]).toMatch(/… \[\d+ more characters\]\n$/u);
  });
});
