// The Spending CSV is opened in a spreadsheet: its column headers and yes/no speak main's
// language (issue 21), while its values stay machine-readable in every language (ISO dates,
// plain numbers with a "." decimal point), so a German spreadsheet reads the same numbers.
import { afterEach, describe, expect, it } from 'vitest';
import { ledgerCsv } from '../spending/ledgerCsv';
import { ledgerRow } from '../spending/ledgerRowFixture';
import { speakLanguage } from './mainLanguage';

afterEach(() => speakLanguage('en'));

const row = ledgerRow({
  charged: 12.5,
  net: 12.5,
  flagged: true,
  priceBasis: 'generate: 10 credits (Song)',
});

/** Header and the one line, as cells (no cell here holds a comma or a quote). */
const cells = (): string[][] =>
  ledgerCsv([row], 0.01)
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));

describe('the Spending CSV in main’s language', () => {
  it('writes the English headers as before', () => {
    const [header] = cells();
    expect(header).toEqual([
      'Date (UTC)',
      'What',
      'Model',
      'Action',
      'Prompt',
      'State',
      'Status',
      'Estimate',
      'Charged',
      'Refund',
      'Net',
      'In doubt',
      'Net USD',
      'Differs from estimate',
      'Priced by',
      'Submission id',
      'Imported',
    ]);
  });

  it('writes German, Japanese and Chinese headers and keeps the values machine-readable', () => {
    speakLanguage('de');
    const [header, line] = cells();
    const byName = Object.fromEntries(header!.map((name, index) => [name, line![index]]));
    expect(byName).toMatchObject({
      'Datum (UTC)': '2026-05-01T10:00:00',
      Berechnet: '12.5',
      Netto: '12.5',
      'Netto (USD)': '0.125',
      'Weicht von Schätzung ab': 'ja',
      Importiert: 'nein',
      'Status beim Dienst': 'SUCCEEDED',
    });
    speakLanguage('ja');
    expect(cells()[0]!.slice(0, 3)).toEqual(['日時（UTC）', '内容', 'モデル']);
    speakLanguage('zh-CN');
    expect(cells()[0]!.slice(7, 9)).toEqual(['预估', '实扣']);
    expect(cells()[1]![13]).toBe('是');
  });
});
