/**
 * What `npm run dist` would otherwise only show on a desktop: electron-builder.yml as
 * electron-builder itself reads, validates and applies it (its own loader, schema and file
 * matchers, resolved through electron-builder), and package.json's split between what the
 * packaged main process requires at run time and what Vite bundles into the renderer.
 */
import type { Configuration } from 'electron-builder';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { join, resolve, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { electronCopyCandidates } from '../src/main/nativeModules';
import { DOCUMENTATION_FILE } from '../src/main/menu/menuCommands';

const root = resolve(import.meta.dirname, '..');
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  engines: { node: string };
  scripts: Record<string, string>;
};
const builderRequire = createRequire(
  createRequire(import.meta.url).resolve('electron-builder/package.json'),
);

/** electron-builder 26's deb default (FpmTarget.getDefaultDepends); any `depends` replaces it. */
const DEFAULT_DEB_DEPENDS = [
  'libgtk-3-0',
  'libnotify4',
  'libnss3',
  'libxss1',
  'libxtst6',
  'xdg-utils',
  'libatspi2.0-0',
  'libuuid1',
];
const NATIVE_MODULES = ['better-sqlite3', 'keytar'] as const;
/** Bundled by Vite into out/renderer; never required by out/main or out/preload. */
const RENDERER_ONLY = [
  '@mantine/core',
  '@mantine/form',
  '@mantine/hooks',
  '@mantine/notifications',
  '@mantine/spotlight',
  '@tabler/icons-react',
  '@tanstack/react-virtual',
  'react',
  'react-dom',
  'wavesurfer.js',
];

interface FileFilter {
  (file: string, stat: { isDirectory(): boolean; moduleFullFilePath?: string }): boolean;
}
interface Matcher {
  from: string;
  createFilter(): FileFilter;
}

let config: Configuration;
beforeAll(async () => {
  const { getConfig, validateConfiguration } = builderRequire(
    'app-builder-lib/out/util/config/config',
  ) as {
    getConfig(
      projectDir: string,
      configPath: null,
      configFromOptions: null,
    ): Promise<Configuration>;
    validateConfiguration(config: Configuration, debugLogger: unknown): Promise<void>;
  };
  const { DebugLogger } = builderRequire('builder-util') as {
    DebugLogger: new (enabled: boolean) => unknown;
  };
  config = await getConfig(root, null, null);
  // Throws on a misspelt or misplaced key, as `electron-builder` would.
  await validateConfiguration(config, new DebugLogger(false));
});

const fileStat = (moduleFullFilePath?: string) => ({
  isDirectory: () => false,
  ...(moduleFullFilePath ? { moduleFullFilePath } : {}),
});

/** The package names a source file requires at run time (type-only imports are erased). */
function runtimeImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
  const statements = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;
  const calls = /\b(?:import|require|requireNative)(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]\s*\)/g;
  const specifiers = [...code.matchAll(statements), ...code.matchAll(calls)].map(
    (match) => match[1]!,
  );
  return specifiers
    .filter(
      (specifier) =>
        !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('node:'),
    )
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    )
    .filter((name) => name !== 'electron' && !builtinModules.includes(name));
}

function importsUnder(...directories: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const directory of directories) {
    for (const entry of readdirSync(join(root, directory), {
      recursive: true,
      withFileTypes: true,
    })) {
      if (
        !entry.isFile() ||
        !/\.(ts|tsx|mts)$/.test(entry.name) ||
        /\.test\.tsx?$|\.d\.ts$/.test(entry.name)
      )
        continue;
      const path = join(entry.parentPath, entry.name);
      for (const name of runtimeImports(readFileSync(path, 'utf8')))
        if (!found.has(name)) found.set(name, path.slice(root.length + 1));
    }
  }
  return found;
}

const mainSide = importsUnder('src/main', 'src/sandbox', 'src/shared', 'src/preload');
const rendererSide = importsUnder('src/renderer');

describe('electron-builder.yml', () => {
  it("deb.depends keeps electron-builder's default list and adds libsecret-1-0", () => {
    const { default: FpmTarget } = builderRequire('app-builder-lib/out/targets/FpmTarget') as {
      default: { prototype: { getDefaultDepends(target: string): string[] } };
    };
    const depends = config.deb?.depends ?? [];
    expect(depends).toEqual(expect.arrayContaining([...DEFAULT_DEB_DEPENDS, 'libsecret-1-0']));
    // The installed electron-builder's own default too: an upgrade that grows it fails here.
    expect(depends).toEqual(expect.arrayContaining(FpmTarget.prototype.getDefaultDepends('deb')));
  });

  it('never rebuilds node_modules; ships the Electron-ABI copies where nativeModules.ts looks, and not the Node-ABI ones', () => {
    expect(config.npmRebuild).toBe(false);
    expect(packageJson.scripts['dist']).toMatch(
      /^tsx scripts\/electron-native\.ts && .*electron-builder$/,
    );
    const resources = (config.extraResources ?? []) as Array<
      string | { from?: string; to?: string }
    >;
    const native = resources.find(
      (entry) =>
        typeof entry === 'object' && entry.from === '.electron-native/current/node_modules',
    );
    expect(native, 'extraResources from .electron-native/current/node_modules').toBeDefined();
    const to = (native as { to: string }).to;
    const resourcesPath = join(sep, 'resources');
    for (const name of NATIVE_MODULES)
      expect(electronCopyCandidates(name, '45.0.0', resourcesPath)[0]).toBe(
        join(resourcesPath, to, name),
      );

    const { getFileMatchers, getNodeModuleFileMatcher } = builderRequire(
      'app-builder-lib/out/fileMatcher',
    ) as {
      getFileMatchers(
        config: Configuration,
        name: string,
        destination: string,
        options: object,
      ): Matcher[] | null;
      getNodeModuleFileMatcher(
        appDir: string,
        destination: string,
        expand: (pattern: string) => string,
        options: object,
        packager: object,
      ): Matcher;
    };
    // node_modules going into app.asar, filtered as electron-builder filters them.
    const intoAsar = getNodeModuleFileMatcher(
      root,
      join(root, 'app'),
      (pattern) => pattern,
      {},
      { config, debugLogger: { isEnabled: false } },
    ).createFilter();
    const asarKeeps = (path: string) => intoAsar(join(root, path), fileStat(path));
    for (const name of NATIVE_MODULES) {
      expect(asarKeeps(`node_modules/${name}/package.json`), name).toBe(false);
      expect(asarKeeps(`node_modules/${name}/build/Release/x.node`), name).toBe(false);
    }
    expect(asarKeeps('node_modules/zod/package.json')).toBe(true);

    // The copies keep what runs and drop sources and build leftovers.
    const matchers = getFileMatchers(config, 'extraResources', join(root, 'resources-out'), {
      macroExpander: (pattern: string) => pattern,
      customBuildOptions: {},
      globalOutDir: join(root, 'release'),
      defaultSrc: root,
    });
    const copies = matchers!.find(
      (matcher) => matcher.from === join(root, '.electron-native/current/node_modules'),
    )!;
    const copyFilter = copies.createFilter();
    const shipped = (path: string) => copyFilter(join(copies.from, path), fileStat());
    for (const path of [
      'better-sqlite3/package.json',
      'better-sqlite3/lib/index.js',
      'better-sqlite3/build/Release/better_sqlite3.node',
      'keytar/build/Release/keytar.node',
      'bindings/bindings.js',
    ]) {
      expect(shipped(path), path).toBe(true);
    }
    for (const path of [
      'better-sqlite3/deps/sqlite3/sqlite3.c',
      'keytar/src/keytar.cc',
      'better-sqlite3/build/Release/obj.target/x.o',
      'better-sqlite3/build/Makefile',
    ]) {
      expect(shipped(path), path).toBe(false);
    }
  });

  it('ships the README beside app.asar, where Help → Atelier documentation opens it', () => {
    const resources = (config.extraResources ?? []) as Array<
      string | { from?: string; to?: string }
    >;
    expect(resources).toContainEqual({ from: DOCUMENTATION_FILE, to: DOCUMENTATION_FILE });
    expect(existsSync(join(root, DOCUMENTATION_FILE))).toBe(true);
  });

  it('publishes updates to GitHub Releases, the repository named by the build environment', () => {
    expect(config.publish).toMatchObject({
      provider: 'github',
      owner: '${env.ATELIER_UPDATES_OWNER}',
      repo: '${env.ATELIER_UPDATES_REPO}',
    });
  });

  it("sets the fuses of Electron's security checklist (item 19)", () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
    });
    // The renderer is file:// with module scripts: that privilege must stay (default on).
    expect(config.electronFuses?.grantFileProtocolExtraPrivileges).not.toBe(false);
  });
});

describe('package.json', () => {
  it('the scan sees the main process requires, native modules included', () => {
    expect([...mainSide.keys()]).toEqual(
      expect.arrayContaining(['zod', 'ws', 'better-sqlite3', 'keytar']),
    );
    expect([...rendererSide.keys()]).toEqual(
      expect.arrayContaining(['react', '@mantine/core', 'wavesurfer.js']),
    );
  });

  it('every package main, sandbox, shared or preload requires at run time is a dependency', () => {
    const missing = [...mainSide]
      .filter(([name]) => !(name in packageJson.dependencies))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('every dependency is required by the main side (anything else only bloats app.asar)', () => {
    expect(Object.keys(packageJson.dependencies).filter((name) => !mainSide.has(name))).toEqual([]);
  });

  it('renderer-only packages are devDependencies: Vite bundles them', () => {
    const rendererOnly = [
      ...new Set([
        ...RENDERER_ONLY,
        ...[...rendererSide.keys()].filter((name) => !mainSide.has(name)),
      ]),
    ];
    expect(rendererOnly.filter((name) => name in packageJson.dependencies)).toEqual([]);
    expect(rendererOnly.filter((name) => !(name in packageJson.devDependencies))).toEqual([]);
  });

  it("engines.node is at least 22.12 (Electron 45's tooling)", () => {
    const [, major, minor] = /^>=\s*(\d+)\.(\d+)/.exec(packageJson.engines.node) ?? [];
    expect(Number(major) * 1000 + Number(minor)).toBeGreaterThanOrEqual(22 * 1000 + 12);
  });
});
