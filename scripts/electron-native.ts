/**
 * Gives the Electron app its own builds of the native modules (run by `prestart`,
 * `npm run dist` and the Electron e2e spec).
 *
 * Tests run in Node, so node_modules holds builds for Node's ABI. Electron needs builds for
 * its own ABI. Rebuilding node_modules in place would break `npm test`, so this copies the
 * native modules to .electron-native/<electron version>/ and rebuilds them there (prebuilt
 * binaries when published, else from source). src/main/nativeModules.ts loads them from
 * there in development; electron-builder.yml ships .electron-native/current/ into packaged
 * apps. The build is redone whenever built.json no longer matches what is installed.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const NATIVE_MODULES = ['better-sqlite3', 'keytar'];
/** Pure-JS runtime dependencies the native modules require. */
const RUNTIME_DEPENDENCIES = ['bindings', 'file-uri-to-path'];

const root = resolve(import.meta.dirname, '..');
const versionOf = (directory: string) =>
  (JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as { version: string })
    .version;
const electronVersion = versionOf(join(root, 'node_modules', 'electron'));
const modules = Object.fromEntries(
  [...NATIVE_MODULES, ...RUNTIME_DEPENDENCIES]
    .filter((name) => existsSync(join(root, 'node_modules', name)))
    .map((name) => [name, versionOf(join(root, 'node_modules', name))]),
);

/** What a build is for: Electron, the platform, and each copied module's own version. */
const marker = JSON.stringify(
  { electronVersion, platform: process.platform, arch: process.arch, modules },
  null,
  2,
);
const isCurrent = (directory: string) =>
  existsSync(join(directory, 'built.json')) &&
  readFileSync(join(directory, 'built.json'), 'utf8') === marker;

const target = join(root, '.electron-native', electronVersion);
if (!isCurrent(target)) {
  console.log(`Preparing native modules for Electron ${electronVersion}…`);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(join(target, 'node_modules'), { recursive: true });
  for (const name of Object.keys(modules)) {
    cpSync(join(root, 'node_modules', name), join(target, 'node_modules', name), {
      recursive: true,
      dereference: true,
    });
  }
  const manifest = { name: 'atelier-electron-native', private: true, dependencies: modules };
  writeFileSync(join(target, 'package.json'), JSON.stringify(manifest, null, 2));
  try {
    // Loaded only when there is work to do: an up-to-date run stays instant.
    const { rebuild } = await import('@electron/rebuild');
    await rebuild({ buildPath: target, electronVersion, force: true, onlyModules: NATIVE_MODULES });
  } catch (error) {
    console.error(
      `Could not build native modules for Electron ${electronVersion}: ${(error as Error).message}\n` +
        'Linux needs libsecret-1-dev and a C++ toolchain; macOS the Xcode command line tools; Windows the VS Build Tools.',
    );
    process.exit(1);
  }
  // Written last: an interrupted build has no marker and is redone next time.
  writeFileSync(join(target, 'built.json'), marker);
  console.log('Native modules ready.');
}

// electron-builder cannot put the Electron version in a path, so packaging reads a stable
// `current`. A plain copy rather than a link: symlinks need a privilege (or Developer Mode)
// on Windows, and a real folder is packaged the same way on every OS, whatever the copier
// does with links. Redone only when the build changed; its marker again comes last.
const current = join(root, '.electron-native', 'current');
if (!isCurrent(current)) {
  rmSync(current, { recursive: true, force: true });
  cpSync(target, current, {
    recursive: true,
    filter: (source) => source !== join(target, 'built.json'),
  });
  writeFileSync(join(current, 'built.json'), marker);
}
