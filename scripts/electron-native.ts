/**
 * `prestart`: gives the Electron app its own builds of the native modules.
 *
 * Tests run in Node, so node_modules holds builds for Node's ABI. Electron needs builds
 * for its own ABI. Rebuilding node_modules in place would break `npm test`, so this copies
 * the native modules to .electron-native/<electron version>/ and rebuilds them there
 * (prebuilt binaries when published, else from source). src/main/nativeModules.ts loads
 * from there when running inside Electron. Packaged apps don't need it: electron-builder
 * rebuilds inside the package.
 */
import { rebuild } from '@electron/rebuild';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const NATIVE_MODULES = ['better-sqlite3', 'keytar'] as const;
/** Pure-JS runtime dependencies the native modules require. */
const RUNTIME_DEPENDENCIES = ['bindings', 'file-uri-to-path'];

const root = resolve(import.meta.dirname, '..');
const electronVersion = (JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')) as { version: string }).version;
const target = join(root, '.electron-native', electronVersion);
const marker = join(target, 'built.json');

if (existsSync(marker)) process.exit(0);

console.log(`Preparing native modules for Electron ${electronVersion}…`);
mkdirSync(join(target, 'node_modules'), { recursive: true });
const dependencies: Record<string, string> = {};
for (const name of [...NATIVE_MODULES, ...RUNTIME_DEPENDENCIES]) {
  const source = join(root, 'node_modules', name);
  if (!existsSync(source)) continue;
  cpSync(source, join(target, 'node_modules', name), { recursive: true, dereference: true });
  dependencies[name] = (JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { version: string }).version;
}
writeFileSync(join(target, 'package.json'), JSON.stringify({ name: 'atelier-electron-native', private: true, dependencies }, null, 2));

try {
  await rebuild({ buildPath: target, electronVersion, force: true, onlyModules: [...NATIVE_MODULES] });
} catch (error) {
  console.error(
    `Could not build native modules for Electron ${electronVersion}: ${(error as Error).message}\n` +
      'Linux needs libsecret-1-dev and a C++ toolchain; macOS the Xcode command line tools; Windows the VS Build Tools.',
  );
  process.exit(1);
}
writeFileSync(marker, JSON.stringify({ electronVersion, modules: NATIVE_MODULES, at: new Date().toISOString() }));
console.log('Native modules ready.');
