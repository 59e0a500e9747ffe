/**
 * Owns opaque keyset-pagination cursors: a base64url JSON value the client hands back
 * unchanged. A cursor that does not decode is the caller's mistake (`invalid_input`).
 */
import { AtelierError } from '../../shared/errors';

export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw new AtelierError(
      'invalid_input',
      'The page cursor is not valid; start from the first page.',
      { field: 'cursor' },
    );
  }
}

export const encodeSeqCursor = (seq: number): string => encodeCursor({ seq });

export function decodeSeqCursor(cursor: string): number {
  const value = decodeCursor(cursor) as { seq?: unknown } | null;
  if (!value || typeof value !== 'object' || !Number.isSafeInteger(value.seq)) {
    throw new AtelierError(
      'invalid_input',
      'The page cursor is not valid; start from the first page.',
      { field: 'cursor' },
    );
  }
  return value.seq as number;
}
