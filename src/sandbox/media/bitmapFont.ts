// Owns the built-in 5x7 bitmap font used to print prompts onto images and video frames.
// Glyphs are 5 column bytes, bit 0 at the top; lower case prints as upper case.

const FIRST = 32;
// ASCII 32 (space) to 95 (underscore), 5 columns each.
const GLYPHS = [
  '0000000000',
  '00005f0000',
  '0007000700',
  '147f147f14',
  '242a7f2a12',
  '2313086462',
  '3649552250',
  '0005030000',
  '001c224100',
  '0041221c00',
  '082a1c2a08',
  '08083e0808',
  '0050300000',
  '0808080808',
  '0060600000',
  '2010080402',
  '3e5149453e',
  '00427f4000',
  '4261514946',
  '2141454b31',
  '1814127f10',
  '2745454539',
  '3c4a494930',
  '0171090503',
  '3649494936',
  '064949291e',
  '0036360000',
  '0056360000',
  '0008142241',
  '1414141414',
  '4122140800',
  '0201510906',
  '324979413e',
  '7e1111117e',
  '7f49494936',
  '3e41414122',
  '7f4141221c',
  '7f49494941',
  '7f09090101',
  '3e41415132',
  '7f0808087f',
  '00417f4100',
  '2040413f01',
  '7f08142241',
  '7f40404040',
  '7f0204027f',
  '7f0408107f',
  '3e4141413e',
  '7f09090906',
  '3e4151215e',
  '7f09192946',
  '4649494931',
  '01017f0101',
  '3f4040403f',
  '1f2040201f',
  '7f2018207f',
  '6314081463',
  '0304780403',
  '6151494543',
  '00007f4141',
  '0204081020',
  '41417f0000',
  '0402010204',
  '4040404040',
];

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

/** Column bytes of a character; unknown characters print as `?`. */
export function glyphColumns(character: string): number[] {
  let code = character.toUpperCase().charCodeAt(0);
  if (code < FIRST || code >= FIRST + GLYPHS.length) code = '?'.charCodeAt(0);
  const hex = GLYPHS[code - FIRST] ?? '0000000000';
  return [0, 2, 4, 6, 8].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
}

/** Greedy word wrap into lines of at most `columns` characters, at most `maxLines` lines. */
export function wrapText(text: string, columns: number, maxLines: number): string[] {
  const words = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word.length > 0);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const piece = word.length > columns ? word.slice(0, columns) : word;
    if (line.length === 0) line = piece;
    else if (line.length + 1 + piece.length <= columns) line += ` ${piece}`;
    else {
      lines.push(line);
      line = piece;
    }
    if (lines.length === maxLines) break;
  }
  if (line.length > 0 && lines.length < maxLines) lines.push(line);
  const joined = lines.join(' ').length;
  const last = lines[lines.length - 1];
  if (last !== undefined && joined < text.replace(/\s+/g, ' ').trim().length) {
    lines[lines.length - 1] = `${last.slice(0, Math.max(0, columns - 3))}...`;
  }
  return lines;
}
