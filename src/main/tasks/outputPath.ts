/**
 * Where an output's file lives: `<library folder>/<submission id>/<output key>.<ext>`,
 * built ONLY from our own ids. Anything that is not a plain id segment is hashed, and the
 * result is checked to stay inside the library folder.
 */
import { createHash } from 'node:crypto';
import { join, relative, resolve, sep } from 'node:path';

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function safeSegment(value: string): string {
  return SAFE_SEGMENT.test(value)
    ? value
    : `h${createHash('sha256').update(value).digest('hex').slice(0, 32)}`;
}

export interface OutputLocation {
  /** Absolute path without extension. */
  base: string;
  /** Path relative to the library folder, with '/' separators, without extension. */
  relativeBase: string;
  directory: string;
}

export function outputLocation(
  libraryFolder: string,
  submissionId: string,
  outputKey: string,
): OutputLocation {
  const root = resolve(libraryFolder);
  const folder = safeSegment(submissionId);
  const name = safeSegment(outputKey);
  const directory = join(root, folder);
  const base = join(directory, name);
  const inside = relative(root, base);
  if (inside.startsWith('..') || inside.split(sep).length !== 2)
    throw new Error('output path escapes the library folder');
  return { base, relativeBase: `${folder}/${name}`, directory };
}
