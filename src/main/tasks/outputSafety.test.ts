// Property tests: whatever the service sends, file names come from our ids and every path
// stays inside the library folder; URL rules hold for any input.
import fc from 'fast-check';
import { isIPv4 } from 'node:net';
import { isAbsolute, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputLocation, safeSegment } from './outputPath';
import { OUTPUT_KEY_PATTERN, planOutputs } from '../outputs/outputPlan';
import { checkDownloadUrl } from './urlSafety';

const library = resolve('/tmp/atelier-library');
const hostile = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '..',
    '../../etc/passwd',
    '/abs',
    'a/b',
    'C:\\x',
    '\u0000',
    '.',
    'con',
    'x'.repeat(500),
  ),
);

const statusArbitrary = fc.record({
  task_id: fc.string(),
  status: fc.constant('SUCCEEDED'),
  result_urls: fc.option(fc.array(fc.oneof(fc.webUrl(), hostile), { maxLength: 5 }), {
    nil: undefined,
  }),
  result: fc.option(
    fc.dictionary(
      fc.constantFrom(
        'tracks',
        'files',
        'midi',
        'lyrics',
        'style',
        'video_url',
        'bpm',
        'persona_id',
      ),
      fc.jsonValue(),
    ),
    { nil: undefined },
  ),
});

describe('output naming and paths', () => {
  it('output keys are ours and unique, whatever the status result holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('image', 'video', 'music') as fc.Arbitrary<'image' | 'video' | 'music'>,
        statusArbitrary,
        (kind, status) => {
          const outputs = planOutputs(kind, status);
          const keys = outputs.map((output) => output.key);
          expect(new Set(keys).size).toBe(keys.length);
          for (const key of keys) expect(key).toMatch(OUTPUT_KEY_PATTERN);
          expect(keys.at(-1)).toBe('result');
        },
      ),
    );
  });

  it('every output path stays one folder deep inside the library', () => {
    fc.assert(
      fc.property(hostile, hostile, (submissionId, outputKey) => {
        const location = outputLocation(library, submissionId, outputKey);
        const inside = relative(library, location.base);
        expect(isAbsolute(inside)).toBe(false);
        expect(inside.startsWith('..')).toBe(false);
        expect(location.relativeBase.split('/')).toHaveLength(2);
        for (const segment of location.relativeBase.split('/'))
          expect(segment).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]*$/);
      }),
    );
  });

  it('safeSegment keeps plain ids and hashes everything else', () => {
    expect(safeSegment('0b7c-4d2e')).toBe('0b7c-4d2e');
    fc.assert(
      fc.property(hostile, (value) => {
        expect(safeSegment(value)).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);
      }),
    );
  });

  it('only https, or http to a literal loopback address or localhost, passes the URL rule', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const verdict = checkDownloadUrl(url);
        const parsed = new URL(url);
        const loopback =
          parsed.hostname === 'localhost' ||
          (isIPv4(parsed.hostname) && parsed.hostname.startsWith('127.')) ||
          parsed.hostname === '[::1]';
        const expected =
          parsed.username === '' &&
          parsed.password === '' &&
          (parsed.protocol === 'https:' || loopback);
        expect(verdict.ok).toBe(expected);
      }),
    );
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://localhost/x',
      'http://[::1]/x',
      'https://cdn.example/x',
    ])
      expect(checkDownloadUrl(url).ok).toBe(true);
    const refused = [
      'http://10.0.0.1/x',
      'file:///etc/passwd',
      'ftp://x/y',
      'https://user:pw@x/y',
      'javascript:alert(1)',
      'http://127.0.0.1.evil.com/',
      'http://a.localhost/x',
      'http://localhost./x',
      'http://0.0.0.0/x',
      'http://[::]/x',
    ];
    for (const url of refused) {
      expect(checkDownloadUrl(url).ok).toBe(false);
    }
  });
});
