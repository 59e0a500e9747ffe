// Opens the spending CSV with LibreOffice Calc itself (Debian's libreoffice-calc-nogui, headless):
// converted to .xlsx with the default CSV import, the Date cells must be numbers in a date format.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ledgerCsv } from './ledgerCsv';
import { ledgerRow } from './ledgerRowFixture';

const row = (id: string, createdAt: string) => ledgerRow({ id, createdAt });

/** Each cell of column A as LibreOffice stored it in the .xlsx: its type (n, s…), style and value. */
function calcColumnA(csv: string): { type: string; style: string; value: string }[] {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-calc-'));
  writeFileSync(join(folder, 'spending.csv'), csv, 'utf8');
  // A private profile, so a desktop LibreOffice's settings (or a running instance) change nothing.
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${folder}/profile`,
      '--headless',
      '--convert-to',
      'xlsx',
      '--outdir',
      folder,
      join(folder, 'spending.csv'),
    ],
    { stdio: 'ignore', timeout: 120_000 },
  );
  const sheet = execFileSync(
    'unzip',
    ['-p', join(folder, 'spending.xlsx'), 'xl/worksheets/sheet1.xml'],
    { encoding: 'utf8' },
  );
  return [...sheet.matchAll(/<c r="A\d+" s="(\d+)" t="(\w+)"><v>([^<]*)<\/v>/gu)].map((match) => ({
    style: match[1]!,
    type: match[2]!,
    value: match[3]!,
  }));
}

describe('spending CSV in LibreOffice Calc', () => {
  it('imports the dates as date-times, not text', () => {
    const cells = calcColumnA(
      ledgerCsv(
        [row('s1', '2026-05-01T10:00:00.000Z'), row('s2', '2026-11-26T04:24:26.789Z')],
        0.01,
      ),
    );
    expect(cells).toHaveLength(3);
    expect(cells[0]!.type).toBe('s'); // the header
    // Spreadsheet serial days since 1899-12-30: 2026-05-01 10:00 is 46143 + 10/24.
    expect(cells[1]).toMatchObject({ type: 'n' });
    expect(Number(cells[1]!.value)).toBeCloseTo(46143 + 10 / 24, 6);
    expect(cells[2]).toMatchObject({ type: 'n' });
    expect(Number(cells[2]!.value)).toBeCloseTo(46352 + (4 * 3600 + 24 * 60 + 26) / 86400, 6);
    expect(cells[1]!.style).not.toBe('0'); // a date format, not the default number style
  }, 180_000);
});
