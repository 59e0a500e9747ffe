import { describe, expect, it } from 'vitest';
import { measureText } from './measure';

describe('measureText', () => {
  it.each([
    ['', 0, 0],
    ['abc', 3, 3],
    ['é', 1, 2],
    ['汉字', 2, 6],
    ['😀', 1, 4],
    ['👍🏽', 2, 8], // emoji + skin-tone modifier: two code points
    ['a😀汉', 3, 8],
    ['\ud800', 1, 3], // lone surrogate: one code point, U+FFFD when encoded
  ])('%j is %i code points and %i UTF-8 bytes', (text, codepoints, bytes) => {
    expect(measureText(text, 'codepoints')).toBe(codepoints);
    expect(measureText(text, 'utf8-bytes')).toBe(bytes);
  });

  it('agrees with TextEncoder on mixed text', () => {
    const text = 'Grüße 😀 世界 \u{1F468}\u200D\u{1F469}';
    expect(measureText(text, 'utf8-bytes')).toBe(new TextEncoder().encode(text).length);
    expect(measureText(text, 'codepoints')).toBe([...text].length);
  });
});
