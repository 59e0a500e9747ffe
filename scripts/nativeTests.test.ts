/**
 * The split that lets CI run tests beside the native compile (scripts/vitestSplit.ts): which
 * files count as native (scripts/nativeTests.ts), and the guard that keeps every other file
 * from loading a module still being compiled (scripts/nativeGuard.mjs). Nothing here loads a
 * native module: it runs in the phase beside the compile itself.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './buildIfStale';
import { writeFileTree } from './fileTree';
import { nativeTestFiles } from './nativeTests';

const project = (files: Record<string, string>): string =>
  writeFileTree('atelier-native-tests-', files);

describe('which test files may load a native module', () => {
  it('follows imports to the app’s loader or a native package, through helpers and cycles', () => {
    const root = project({
      'src/main/nativeModules.ts': 'export const requireNative = () => null;',
      'src/main/store.ts': "import { requireNative } from './nativeModules';\nexport const s = 1;",
      'src/main/helper.ts': "import { s } from './store';\nexport const h = s;",
      'src/main/viaHelper.test.ts': "import { h } from './helper';",
      'src/main/typeOnly.test.ts': "import type { Database } from 'better-sqlite3';",
      'src/main/lazy.test.ts': "export const load = () => import('keytar');",
      'src/cycle/a.ts': "import { b } from './b';\nexport const a = 1;",
      'src/cycle/b.ts': "import { a } from './a';\nimport '../main/store';\nexport const b = 2;",
      'src/cycle/inCycle.test.ts': "import { a } from './a';",
      'src/pure/plain.ts': "import { readFileSync } from 'node:fs';\nexport const p = 1;",
      'src/pure/pure.test.ts': "import { p } from './plain';\nimport { it } from 'vitest';",
      'src/pure/other.test.ts': "import { p } from './plain';",
      'scripts/tool.test.ts': "import { a } from '../src/cycle/a';",
    });
    expect(nativeTestFiles(root)).toEqual([
      'scripts/tool.test.ts',
      'src/cycle/inCycle.test.ts',
      'src/main/lazy.test.ts',
      'src/main/typeOnly.test.ts',
      'src/main/viaHelper.test.ts',
    ]);
    // Only the packages named count: keytar alone leaves the type-only better-sqlite3 import out.
    expect(nativeTestFiles(root, ['keytar'])).not.toContain('src/main/typeOnly.test.ts');
  });

  it('puts the keychain, SQLite and boot tests after the compile and plain unit tests beside it', () => {
    const native = nativeTestFiles(projectRoot);
    expect(native).toEqual(
      expect.arrayContaining([
        'src/main/secrets/keychain.test.ts',
        'src/main/tasks/crashSafety.int.test.ts',
        'scripts/boot/boot.test.ts',
      ]),
    );
    expect(native).not.toContain('src/shared/titles/titleRule.test.ts');
    expect(native).not.toContain('scripts/nativeTests.test.ts');
  });
});

describe('the guard of the run beside the compile', () => {
  const guard = pathToFileURL(join(projectRoot, 'scripts', 'nativeGuard.mjs')).href;
  // A package as it is while node-gyp compiles it: its JavaScript is installed, its .node file
  // is not there yet.
  const compiling = project({
    'node_modules/compiling/package.json': '{ "name": "compiling", "main": "index.js" }',
    'node_modules/compiling/index.js':
      "module.exports = require('./build/Release/compiling.node');",
    'node_modules/ready/package.json': '{ "name": "ready", "main": "index.js" }',
    'node_modules/ready/index.js': 'module.exports = 42;',
  });
  const attempt = (script: string, options: { cwd?: string; esm?: boolean } = {}) => {
    const attempts = join(mkdtempSync(join(tmpdir(), 'atelier-native-guard-')), 'attempts.log');
    const esm = options.esm ? ['--input-type=module'] : [];
    const child = spawnSync(process.execPath, ['--import', guard, ...esm, '-e', script], {
      cwd: options.cwd ?? compiling,
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        ATELIER_NATIVE_PENDING: 'better-sqlite3 compiling',
        ATELIER_NATIVE_ATTEMPTS: attempts,
      },
    });
    const log = (() => {
      try {
        return readFileSync(attempts, 'utf8');
      } catch {
        return '';
      }
    })();
    return { status: child.status, stderr: child.stderr, log };
  };

  it('refuses to load a package still being compiled, and says what to do', () => {
    // Refused at require, before its .node file is looked for: better-sqlite3's own lookup
    // (bindings) fails by itself when the file is missing, without asking Node.
    const run = attempt("require('better-sqlite3')", { cwd: projectRoot });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('better-sqlite3 is still being compiled');
    expect(run.stderr).toContain('STARTS_NATIVE_CHILDREN in scripts/nativeTests.ts');
    expect(run.log).toMatch(/^better-sqlite3 in /);
  });

  it('refuses an ES module import of one too', () => {
    const run = attempt("await import('compiling')", { esm: true });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('compiling is still being compiled');
    expect(run.log).toMatch(/^compiling in /);
  });

  it('logs the attempt even when the code catches the error (a fallback would hide it)', () => {
    const run = attempt("try { require('compiling') } catch {}");
    expect(run.status).toBe(0);
    expect(run.log).toMatch(/^compiling in /);
  });

  it('lets other packages load, by require and by import', () => {
    const script =
      "import { createRequire } from 'node:module';\n" +
      "if (createRequire(import.meta.url)('ready') !== 42) process.exit(4);\n" +
      "if ((await import('ready')).default !== 42) process.exit(5);";
    const run = attempt(script, { esm: true });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.log).toBe('');
  });

  it('lets every other native file through to Node', () => {
    const script =
      "try { process.dlopen({ exports: {} }, '/nonexistent/node_modules/other/x.node') } " +
      'catch (error) { console.error(error.message); process.exit(3) }';
    const run = attempt(script);
    expect(run.status).toBe(3);
    expect(run.stderr).not.toContain('still being compiled');
    expect(run.stderr).toContain('/nonexistent/node_modules/other/x.node');
    expect(run.log).toBe('');
  });
});
