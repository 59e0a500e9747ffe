/**
 * Loads native modules (better-sqlite3, keytar) built for the running runtime. Under
 * `npm start`, Electron uses the copies scripts/electron-native.ts built for its ABI;
 * in Node (tests, the web preview) and in packaged apps the normal node_modules build.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const require = createRequire(import.meta.url);

function electronCopy(name: string): string | null {
  const electronVersion = process.versions['electron'];
  if (!electronVersion) return null;
  // out/main/index.js in development -> the project root two levels up.
  for (const root of [resolve(import.meta.dirname, '..', '..'), resolve(import.meta.dirname, '..', '..', '..')]) {
    const path = join(root, '.electron-native', electronVersion, 'node_modules', name);
    if (existsSync(path)) return path;
  }
  return null;
}

export function requireNative<T>(name: 'better-sqlite3' | 'keytar'): T {
  return require(electronCopy(name) ?? name) as T;
}
