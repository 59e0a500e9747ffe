// Owns how the form speaks about a text's length: measured as the service measures it (UTF-8
// bytes for the image-a prompts, characters elsewhere), and, past the limit, one message in
// that same unit ("320 characters too long"). The counter and the field's error both read it.
import { t } from '../../shared/i18n/activeLanguage';
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

/** "320 characters too long", "2 bytes too long"; null within the limit. */
export function tooLongMessage(length: TextLength | null): string | null {
  if (length === null || length.over === 0) return null;
  return t(length.bytes ? 'generate.length.bytesOver' : 'generate.length.charactersOver', {
    count: length.over,
  });
}

/**
 * The counter's words, in the unit the service counts, and for bytes why a text can run out
 * sooner than it looks: "5,002 of 5,000 bytes — accented letters and other scripts take 2 to 4
 * bytes each"; "29 of 5,000 characters".
 */
export function counterText(length: TextLength): string {
  return t(length.bytes ? 'generate.length.bytes' : 'generate.length.characters', {
    length: length.length,
    max: length.max,
  });
}
