/**
 * Owns opaque keyset-pagination cursors: a base64url JSON value the client hands back
 * unchanged. A cursor that does not decode is the caller's mistake (`invalid_input`).
 */
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';

/** A cursor the list cannot go on from: the window starts again from the first page. */
const badCursor = (): AtelierError =>
  new AtelierError('invalid_input', t('mainWords.list.badCursor'), { field: 'cursor' });

export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw badCursor();
  }
}

export const encodeSeqCursor = (seq: number): string => encodeCursor({ seq });

export function decodeSeqCursor(cursor: string): number {
  const value = decodeCursor(cursor) as { seq?: unknown } | null;
  if (!value || typeof value !== 'object' || !Number.isSafeInteger(value.seq)) {
    throw badCursor();
  }
  return value.seq as number;
}
