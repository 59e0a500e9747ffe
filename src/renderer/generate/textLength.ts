// Owns how the form speaks about a text's length: measured as the service measures it (UTF-8
// bytes for the image-a prompts, characters elsewhere), and, past the limit, one message in
// that same unit ("320 characters too long"). The counter and the field's error both read it.
import { measureText, type FieldSpec } from '../../shared/service';

export interface TextLength {
  length: number;
  max: number;
  /** How far past the limit (0 when within it). */
  over: number;
  /** True when the service counts UTF-8 bytes rather than characters. */
  bytes: boolean;
}

/** The text's length against the field's limit, or null when the field has no limit. */
export function textLength(field: FieldSpec, text: string): TextLength | null {
  if (field.maxLength === undefined) return null;
  const bytes = field.measure === 'utf8-bytes';
  const length = measureText(text, bytes ? 'utf8-bytes' : 'codepoints');
  return { length, max: field.maxLength, over: Math.max(0, length - field.maxLength), bytes };
}

const count = (value: number) => value.toLocaleString('en-US');

function unit(length: TextLength, amount: number): string {
  if (length.bytes) return amount === 1 ? 'byte' : 'bytes';
  return amount === 1 ? 'character' : 'characters';
}

/** "320 characters too long", "2 bytes too long"; null within the limit. */
export function tooLongMessage(length: TextLength | null): string | null {
  if (length === null || length.over === 0) return null;
  return `${count(length.over)} ${unit(length, length.over)} too long`;
}

/** The counter's words: "5,002 / 5,000 bytes (UTF-8)", "29 / 5,000 characters". */
export function counterText(length: TextLength): string {
  return `${count(length.length)} / ${count(length.max)} ${length.bytes ? 'bytes (UTF-8)' : 'characters'}`;
}
