import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';
import { ledgerCsv } from './ledgerCsv';
import { ledgerRow } from './ledgerRowFixture';

describe('CSV', () => {
  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('rain, soft')).toBe('"rain, soft"');
    expect(csvField('a "calm" song')).toBe('"a ""calm"" song"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
  });

  it('keeps a spreadsheet from running a text field as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField(-5)).toBe('-5'); // numbers stay numbers
  });

  it('ends every line with CRLF and parses back to the same cells', () => {
    const text = toCsv(['a', 'b'], [['x,y', 'say "hi"\nthere']]);
    expect(text).toBe('a,b\r\n"x,y","say ""hi""\nthere"\r\n');
    expect(parse(text)).toEqual([
      ['a', 'b'],
      ['x,y', 'say "hi"\nthere'],
    ]);
  });

  it('writes one ledger line per row with the USD value of the net', () => {
    const row = ledgerRow({
      summary: 'rain, "soft"',
      flagged: true,
      priceBasis: 'generate: 10 credits (Song)',
      imported: true,
    });
    const [header, line] = parse(ledgerCsv([row], 0.01));
    expect(header).toContain('Net USD');
    expect(Object.fromEntries(header!.map((name, index) => [name, line![index]]))).toMatchObject({
      'Date (UTC)': '2026-05-01T10:00:00',
      What: 'Generate song',
      Prompt: 'rain, "soft"',
      Estimate: '10',
      Charged: '12',
      Net: '12',
      'Net USD': '0.12',
      'Differs from estimate': 'yes',
      Imported: 'yes',
    });
  });
});

/** A small RFC 4180 reader, to prove the output round-trips. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  return rows;
}
