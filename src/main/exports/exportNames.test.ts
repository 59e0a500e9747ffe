import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STEM_TEMPLATE,
  MAX_NAME_BYTES,
  NameAllocator,
  nameKey,
  renderTemplate,
  sanitizeFileName,
  titledFileName,
} from './exportNames';
import { titleOf } from '../../shared/titles/titleRule';
import { defaultFileName } from './assetFiles';

const RESERVED_BASES = [
  'con',
  'prn',
  'aux',
  'nul',
  'conin$',
  'conout$',
  ...Array.from({ length: 10 }, (_, n) => `com${n}`),
  ...Array.from({ length: 10 }, (_, n) => `lpt${n}`),
  'com¹',
  'lpt³',
];

/** Independent check of "valid on Windows, macOS and Linux". */
function problemsOf(name: string): string[] {
  const problems: string[] = [];
  if (name.length === 0) problems.push('empty');
  if (name === '.' || name === '..') problems.push('dot name');
  if (new TextEncoder().encode(name).length > 255) problems.push('too long (bytes)');
  if (name.length > 255) problems.push('too long (UTF-16)');
  for (const character of name) {
    const code = character.codePointAt(0)!;
    if (code < 32 || code === 127 || '<>:"/\\|?*'.includes(character))
      problems.push(`forbidden ${JSON.stringify(character)}`);
    if (code >= 0xd800 && code <= 0xdfff) problems.push('lone surrogate');
  }
  if (/[. ]$/u.test(name)) problems.push('trailing dot or space');
  if (RESERVED_BASES.includes((name.split('.')[0] ?? '').trim().toLowerCase()))
    problems.push('reserved');
  if (name !== name.normalize('NFC')) problems.push('not NFC');
  return problems;
}

const awkward = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    'CON',
    'con.txt',
    'Aux.wav',
    'nul',
    'COM1.mid',
    'lpt9',
    '...',
    ' . ',
    '',
    'a/b\\c',
    'e\u0301',
    '\ud800x',
    'x'.repeat(400) + '.wav',
    '日本語'.repeat(120) + '.mp3',
  ),
  fc
    .array(
      fc.constantFrom(
        '<',
        '>',
        ':',
        '"',
        '/',
        '\\',
        '|',
        '?',
        '*',
        '\u0000',
        '\u001f',
        '.',
        ' ',
        'a',
        'é',
        '😀',
        'CON',
      ),
      { maxLength: 40 },
    )
    .map((parts) => parts.join('')),
);

describe('sanitizeFileName', () => {
  it('produces names valid on every OS for any input', () => {
    fc.assert(
      fc.property(awkward, (raw) => {
        const name = sanitizeFileName(raw);
        expect(problemsOf(name)).toEqual([]);
        expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(MAX_NAME_BYTES);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps ordinary names and fixes the known traps', () => {
    expect(sanitizeFileName('Night Drive - bass.wav')).toBe('Night Drive - bass.wav');
    expect(sanitizeFileName('CON.wav')).toBe('_CON.wav');
    expect(sanitizeFileName('com1')).toBe('_com1');
    expect(sanitizeFileName('a:b/c?.mp3')).toBe('a_b_c_.mp3');
    expect(sanitizeFileName('trailing. . ')).toBe('trailing');
    expect(sanitizeFileName('   ')).toBe('untitled');
    expect(sanitizeFileName('e\u0301')).toBe('\u00e9');
    const long = sanitizeFileName('😀'.repeat(100) + '.wav');
    expect(long.endsWith('.wav')).toBe(true);
    expect(new TextEncoder().encode(long).length).toBeLessThanOrEqual(MAX_NAME_BYTES);
  });
});

describe('renderTemplate', () => {
  const values = {
    title: 'Night Drive',
    stem: 'lead_vocal',
    version: 'lead vocal stem',
    index: 3,
    ext: 'wav',
    task: 'task-1',
  };

  it('fills the default template by the title rule, and writes a stem in words', () => {
    expect(renderTemplate(DEFAULT_STEM_TEMPLATE, values)).toBe('Night Drive — lead vocal stem.wav');
    expect(renderTemplate('<index> <stem> (<task>)', values)).toBe('03 lead vocal (task-1).wav');
  });

  it('never lets a value create a folder or an invalid name', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.string({ maxLength: 30 }),
        fc.string({ maxLength: 60 }),
        (title, stem, template) => {
          const name = renderTemplate(template || DEFAULT_STEM_TEMPLATE, {
            ...values,
            title,
            stem,
          });
          expect(problemsOf(name)).toEqual([]);
          expect(name.toLowerCase().endsWith('.wav')).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('NameAllocator', () => {
  it('numbers collisions, compares case-insensitively and reports renames', () => {
    const names = new NameAllocator(['song.wav']);
    expect(names.allocate('song.wav')).toBe('song (2).wav');
    expect(names.allocate('SONG.wav')).toBe('SONG (3).wav');
    expect(names.allocate('other.wav')).toBe('other.wav');
    expect(names.renamed).toEqual([
      { from: 'song.wav', to: 'song (2).wav' },
      { from: 'SONG.wav', to: 'SONG (3).wav' },
    ]);
  });

  it('never leaves a trailing space where a cut extension ends (a case fast-check found)', () => {
    const raw = '<.<CON😀é< 😀';
    expect(problemsOf(sanitizeFileName(raw))).toEqual([]);
    expect(problemsOf(new NameAllocator().allocate(raw))).toEqual([]);
  });

  it('gives every name in a batch a distinct, valid name', () => {
    fc.assert(
      fc.property(
        fc.array(awkward, { maxLength: 40 }),
        fc.array(fc.string({ maxLength: 20 }), { maxLength: 10 }),
        (batch, existing) => {
          const names = new NameAllocator(existing.map((name) => sanitizeFileName(name)));
          const out = batch.map((raw) => names.allocate(raw));
          for (const name of out) expect(problemsOf(name)).toEqual([]);
          const taken = new Set(existing.map((name) => nameKey(sanitizeFileName(name))));
          expect(new Set(out.map(nameKey)).size).toBe(out.length);
          for (const name of out) expect(taken.has(nameKey(name))).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('one name per file on every export path', () => {
  it('a stem exported alone, in a selection, dragged out or in its set is named alike', () => {
    const title = titleOf('Night Drive', { action: 'stems-all', stem: 'lead vocal' }); // as the library titles a stem
    const alone = defaultFileName({ title, relativePath: 'music/task/track-2.mp3' });
    const inSet = renderTemplate(DEFAULT_STEM_TEMPLATE, {
      title: 'Night Drive',
      stem: 'lead_vocal',
      version: 'lead vocal stem',
      index: 2,
      ext: 'mp3',
      task: 't',
    });
    expect(alone).toBe('Night Drive — lead vocal stem.mp3');
    expect(alone).toBe(inSet);
    expect(alone).toBe(titledFileName('Night Drive', 'lead vocal stem', 'mp3'));
  });

  it('a name too long for every file system loses the end of its name, never its version', () => {
    const long = 'a lighthouse on a cliff '.repeat(20);
    const name = titledFileName(long, 'variation 2 of 3', 'png');
    expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(MAX_NAME_BYTES);
    expect(name).toMatch(/^a lighthouse on a cliff.*… — variation 2 of 3\.png$/u);
    expect(problemsOf(name)).toEqual([]);
  });

  it('is Windows-safe: reserved names, trailing dots, forbidden characters', () => {
    expect(titledFileName('CON', '', 'wav')).toBe('_CON.wav');
    expect(titledFileName('Song...', '', 'wav')).toBe('Song.wav');
    expect(titledFileName('AC/DC: "Live"?', 'bass stem', 'wav')).toBe(
      'AC_DC_ _Live__ — bass stem.wav',
    );
    expect(titledFileName('', '', 'wav')).toBe('Untitled.wav');
  });
});
