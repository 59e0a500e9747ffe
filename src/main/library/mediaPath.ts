/**
 * Owns the rule "media comes only from inside the library folder": a stored relative path
 * is checked lexically (no absolute paths, drive letters, `..`, `.`, empty segments,
 * backslashes or NUL) and then through the file system (the real path, after symlinks,
 * must still be inside the real library folder and be a regular file).
 */
import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';

const MAX_PATH = 1024;

/** The path's segments when it is a safe relative path, else null. Pure. */
export function safeSegments(relativePath: string): string[] | null {
  if (
    typeof relativePath !== 'string' ||
    relativePath.length === 0 ||
    relativePath.length > MAX_PATH
  )
    return null;
  if (relativePath.includes('\0') || relativePath.includes('\\')) return null;
  if (relativePath.startsWith('/') || /^[A-Za-z]:/.test(relativePath)) return null;
  const segments = relativePath.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    return null;
  return segments;
}

/** Lexical join under the folder; null when the path could leave it. */
export function joinInside(libraryFolder: string, relativePath: string): string | null {
  const segments = safeSegments(relativePath);
  if (!segments) return null;
  const joined = join(libraryFolder, ...segments);
  const back = relative(libraryFolder, joined);
  if (back === '' || back.startsWith('..') || isAbsolute(back)) return null;
  return joined;
}

/** The real path of a regular file inside the library folder, or null. */
export async function resolveMediaPath(
  libraryFolder: string,
  relativePath: string,
): Promise<string | null> {
  const joined = joinInside(libraryFolder, relativePath);
  if (!joined) return null;
  try {
    const [root, real] = await Promise.all([realpath(libraryFolder), realpath(joined)]);
    if (!real.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}
