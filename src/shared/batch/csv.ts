/**
 * Owns reading CSV text (RFC 4180): commas between cells, double quotes around a cell that
 * holds commas, quotes or line breaks, `""` for a quote inside one, CRLF or LF between rows.
 * Each row keeps its line number in the text (a quoted cell may span lines), so an error
 * can name the row the user sees in a spreadsheet or editor.
 */

export interface CsvRow {
  /** 1-based line of the text where the row starts. */
  line: number;
  cells: string[];
}

export type CsvResult = { ok: true; rows: CsvRow[] } | { ok: false; line: number };

/** Splits CSV text into rows of cells; `ok: false` names the line of a quote never closed. */
export function readCsv(text: string): CsvResult {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 1;
  const endRow = () => {
    cells.push(cell);
    // A row of one empty cell is a blank line: skipped.
    if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else cell += char;
  }
  if (quoted) return { ok: false, line: quoteLine };
  endRow();
  return { ok: true, rows };
}
