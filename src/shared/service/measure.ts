// Owns how the service measures text lengths. The spec measures the image-a and
// image-a-2-lite prompts in UTF-8 bytes and every other text in Unicode characters
// (code points: an emoji or a CJK ideograph is one character), never UTF-16 units.

export type MeasureKind = 'codepoints' | 'utf8-bytes';

/** Length of `text` as the service counts it for a field measured by `kind`. */
export function measureText(text: string, kind: MeasureKind): number {
  return kind === 'utf8-bytes' ? utf8ByteLength(text) : codePointLength(text);
}

/** Plural unit name used in messages and form counters. */
export function measureUnit(kind: MeasureKind): string {
  return kind === 'utf8-bytes' ? 'bytes (UTF-8)' : 'characters';
}

export function codePointLength(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    // A high surrogate followed by a low surrogate is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index++;
    }
    count++;
  }
  return count;
}

export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        index++;
      } else bytes += 3; // lone surrogate: encoded as U+FFFD, 3 bytes
    } else bytes += 3;
  }
  return bytes;
}
