/**
 * Loads native modules (better-sqlite3, keytar) built for the running runtime. Inside
 * Electron they come from the copies scripts/electron-native.ts built for Electron's ABI:
 * `.electron-native/<electron version>/` in development, `resources/native/` in a packaged
 * app (electron-builder.yml ships them there). In Node (tests, the web preview) the normal
 * node_modules build.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

// Not named `require`: electron-vite's ESM shim declares its own `const require` in any
// chunk that calls require(), and a second declaration is a SyntaxError at load time.
const nodeRequire = createRequire(import.meta.url);

export type NativeModuleName = 'better-sqlite3' | 'keytar';

/** Where an Electron-ABI copy may be, most specific first. */
export function electronCopyCandidates(
  name: NativeModuleName,
  electronVersion: string,
  resourcesPath: string | undefined,
): string[] {
  const candidates = resourcesPath ? [join(resourcesPath, 'native', 'node_modules', name)] : [];
  // out/main/index.js (or its chunks) in development -> the project root two or three levels up.
  for (const root of [
    resolve(import.meta.dirname, '..', '..'),
    resolve(import.meta.dirname, '..', '..', '..'),
  ]) {
    candidates.push(join(root, '.electron-native', electronVersion, 'node_modules', name));
  }
  return candidates;
}

function electronCopy(name: NativeModuleName): string | null {
  const electronVersion = process.versions['electron'];
  if (!electronVersion) return null;
  const resourcesPath = (process as { resourcesPath?: string }).resourcesPath;
  return (
    electronCopyCandidates(name, electronVersion, resourcesPath).find((path) => existsSync(path)) ??
    null
  );
}

export function requireNative<T>(name: NativeModuleName): T {
  return nodeRequire(electronCopy(name) ?? name) as T;
}
