import fc from 'fast-check';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinInside, resolveMediaPath, safeSegments } from './mediaPath';

let root: string;
let library: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'atelier-media-path-'));
  library = join(root, 'Library');
  mkdirSync(join(library, 'sub'), { recursive: true });
  writeFileSync(join(library, 'sub', 'song.mp3'), 'inside');
  writeFileSync(join(root, 'secret.txt'), 'outside');
  symlinkSync(join(root, 'secret.txt'), join(library, 'sub', 'link.txt'));
  symlinkSync(root, join(library, 'escape'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const segment = fc
  .stringMatching(/^[A-Za-z0-9_. -]{1,12}$/)
  .filter((value) => value !== '.' && value !== '..');
const hostile = fc.constantFrom(
  '..',
  '.',
  '',
  '/',
  '\\',
  '\0',
  'C:',
  '/etc/passwd',
  '..\\..',
  '%2e%2e',
);

describe('resolveMediaPath', () => {
  it('resolves a file inside the library', async () => {
    expect(await resolveMediaPath(library, 'sub/song.mp3')).toMatch(
      /Library[\\/]sub[\\/]song\.mp3$/,
    );
  });

  it('refuses symlinks that lead out, folders and missing files', async () => {
    expect(await resolveMediaPath(library, 'sub/link.txt')).toBeNull();
    expect(await resolveMediaPath(library, 'escape/secret.txt')).toBeNull();
    expect(await resolveMediaPath(library, 'sub')).toBeNull();
    expect(await resolveMediaPath(library, 'sub/missing.mp3')).toBeNull();
  });

  it('refuses .., absolute paths, drive letters, backslashes and NUL', async () => {
    for (const path of [
      '../secret.txt',
      'sub/../../secret.txt',
      '/etc/passwd',
      'C:/x',
      'sub\\song.mp3',
      'sub/song.mp3\0',
      './sub/song.mp3',
      'sub//song.mp3',
      '',
    ]) {
      expect(await resolveMediaPath(library, path)).toBeNull();
    }
  });

  it('property: any path with a hostile segment is refused lexically', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(segment, hostile), { minLength: 1, maxLength: 6 }), (parts) => {
        const path = parts.join('/');
        const result = joinInside(library, path);
        const unsafe =
          parts.some((part) => ['..', '.', '', '/', '\\', '\0', '..\\..'].includes(part)) ||
          /^[A-Za-z]:/.test(path) ||
          path.startsWith('/');
        if (unsafe) expect(result).toBeNull();
        if (result !== null) {
          const back = relative(library, result);
          expect(back.startsWith('..')).toBe(false);
          expect(back.split(sep)).toEqual(parts);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('property: arbitrary strings never resolve outside the library folder', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (path) => {
        const result = joinInside(library, path);
        if (result !== null) expect(result.startsWith(library + sep)).toBe(true);
        if (safeSegments(path) === null) expect(result).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});
