// The batch's sources: a prompt list with wildcards under a cap, and CSV whose problems name
// the row and the column. Field tables are the service's own (image-c-4, video-c).
import { describe, expect, it } from 'vitest';
import { submitFields } from '../service';
import { readCsv } from './csv';
import { BATCH_CAP, detectSourceKind, readBatchSource } from './batchSource';
import { expandWildcards } from './wildcards';

const image = submitFields('image-c-4');
const video = submitFields('video-c');

describe('prompt list', () => {
  it('makes one job a line, skipping blank lines, keeping each line number', () => {
    const source = readBatchSource('a cat\n\n  a dog  \r\na bird\n', 'list', image);
    expect(source.problems).toEqual([]);
    expect(source.jobs).toEqual([
      { row: 1, overrides: { prompt: 'a cat' } },
      { row: 3, overrides: { prompt: 'a dog' } },
      { row: 4, overrides: { prompt: 'a bird' } },
    ]);
  });

  it('expands wildcards, groups multiplying, in reading order', () => {
    const source = readBatchSource('a {red|blue|green} car\n{big|small} {cat|dog}', 'list', image);
    expect(source.jobs.map((job) => job.overrides['prompt'])).toEqual([
      'a red car',
      'a blue car',
      'a green car',
      'big cat',
      'big dog',
      'small cat',
      'small dog',
    ]);
    expect(source.jobs.map((job) => job.row)).toEqual([1, 1, 1, 2, 2, 2, 2]);
  });

  it('refuses an expansion beyond the cap, naming the count, without building it', () => {
    // 10^7 prompts: counted, never expanded (this test would run out of memory otherwise).
    const huge = '{0|1|2|3|4|5|6|7|8|9}'.repeat(7);
    const source = readBatchSource(`a cat\n${huge}`, 'list', image);
    expect(source.jobs).toEqual([]);
    expect(source.problems).toEqual([{ code: 'overCap', count: 10_000_001, cap: BATCH_CAP }]);
    // Exactly the cap is allowed; one more is not.
    expect(readBatchSource('x{1|2|3|4}\ny{1|2|3|4}', 'list', image, 8).jobs).toHaveLength(8);
    expect(readBatchSource('x{1|2|3|4}\ny{1|2|3|4}\nz', 'list', image, 8).problems).toEqual([
      { code: 'overCap', count: 9, cap: 8 },
    ]);
  });

  it('names the line of a brace left open or an empty choice', () => {
    expect(readBatchSource('ok\na {red|blue car', 'list', image).problems).toEqual([
      { code: 'unclosedBrace', row: 2 },
    ]);
    expect(readBatchSource('a {red||blue} car', 'list', image).problems).toEqual([
      { code: 'emptyChoice', row: 1 },
    ]);
    expect(expandWildcards('plain', 5)).toEqual({ ok: true, texts: ['plain'] });
  });

  it('says when there is nothing to send', () => {
    expect(readBatchSource(' \n\n', 'list', image).problems).toEqual([{ code: 'noJobs' }]);
  });
});

describe('CSV', () => {
  it('reads quoted cells with commas, quotes and line breaks, keeping the row of each', () => {
    const text = 'prompt,seed\n"a cat, sleeping",7\n"she said ""hi""\nand left",\nplain,12\n';
    const source = readBatchSource(text, 'csv', image);
    expect(source.problems).toEqual([]);
    expect(source.jobs).toEqual([
      { row: 2, overrides: { prompt: 'a cat, sleeping', seed: 7 } },
      { row: 3, overrides: { prompt: 'she said "hi"\nand left' } },
      { row: 5, overrides: { prompt: 'plain', seed: 12 } },
    ]);
  });

  it('names the row and the column of an unknown column and of unreadable cells', () => {
    expect(readBatchSource('prompt,colour\na,red', 'csv', image).problems).toEqual([
      { code: 'unknownColumn', row: 1, column: 'colour' },
    ]);
    const source = readBatchSource(
      'prompt,seed,watermark\na,1,yes\nb,seven,no\nc,3,maybe',
      'csv',
      image,
    );
    expect(source.jobs).toEqual([]);
    expect(source.problems).toEqual([
      { code: 'unreadableCell', row: 3, column: 'seed', rule: 'number' },
      { code: 'unreadableCell', row: 4, column: 'watermark', rule: 'yesNo' },
    ]);
  });

  it('names a row with more cells than the header, a duplicate or empty column, an open quote', () => {
    expect(readBatchSource('prompt\na,b', 'csv', image).problems).toEqual([
      { code: 'extraCells', row: 2, cells: 2, columns: 1 },
    ]);
    expect(readBatchSource('prompt,prompt\na,b', 'csv', image).problems).toEqual([
      { code: 'duplicateColumn', row: 1, column: 'prompt' },
    ]);
    expect(readBatchSource('prompt,\na,b', 'csv', image).problems).toEqual([
      { code: 'emptyColumn', row: 1, column: '#2' },
    ]);
    expect(readBatchSource('prompt\nok\n"never closed\nmore', 'csv', image).problems).toEqual([
      { code: 'unclosedQuote', row: 3 },
    ]);
    expect(readCsv('a,b\r\n1,2')).toEqual({
      ok: true,
      rows: [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['1', '2'] },
      ],
    });
  });

  it('caps CSV rows as it caps a list', () => {
    const rows = Array.from({ length: 6 }, (_, index) => `p${index}`).join('\n');
    expect(readBatchSource(`prompt\n${rows}`, 'csv', image, 5).problems).toEqual([
      { code: 'overCap', count: 6, cap: 5 },
    ]);
  });

  it('tells CSV from a list by the first line naming fields of this target', () => {
    expect(detectSourceKind('prompt,duration\na,4', video)).toBe('csv');
    expect(detectSourceKind('a red car, at night\nb', video)).toBe('list');
    expect(detectSourceKind('a red car', video)).toBe('list');
  });
});
