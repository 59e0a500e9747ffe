/**
 * The split that lets CI run tests beside the native compile (scripts/vitestSplit.ts): which
 * files count as native (scripts/nativeTests.ts), and the guard that keeps every other file
 * from loading a module still being compiled (scripts/nativeGuard.mjs). Nothing here loads a
 * native module: it runs in the phase beside the compile itself.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './buildIfStale';
import { nativeTestFiles } from './nativeTests';

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'atelier-native-tests-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

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
  const attempt = (script: string, pending: string) => {
    const attempts = join(mkdtempSync(join(tmpdir(), 'atelier-native-guard-')), 'attempts.log');
    const child = spawnSync(process.execPath, ['--import', guard, '-e', script], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        ATELIER_NATIVE_PENDING: pending,
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

  it('refuses to load a module still being compiled, and says what to do', () => {
    // better-sqlite3 loads its .node file on the first Database, not at require.
    const run = attempt("new (require('better-sqlite3'))(':memory:')", 'better-sqlite3 keytar');
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('better-sqlite3 is still being compiled');
    expect(run.stderr).toContain('STARTS_NATIVE_CHILDREN in scripts/nativeTests.ts');
    expect(run.log).toMatch(/^better-sqlite3 in /);
  });

  it('logs the attempt even when the code catches the error (a fallback would hide it)', () => {
    const run = attempt("try { require('keytar') } catch {}", 'better-sqlite3 keytar');
    expect(run.status).toBe(0);
    expect(run.log).toMatch(/^keytar in /);
  });

  it('lets every other native file through to Node', () => {
    const script =
      "try { process.dlopen({ exports: {} }, '/nonexistent/node_modules/other/x.node') } " +
      'catch (error) { console.error(error.message); process.exit(3) }';
    const run = attempt(script, 'better-sqlite3 keytar');
    expect(run.status).toBe(3);
    expect(run.stderr).not.toContain('still being compiled');
    expect(run.stderr).toContain('/nonexistent/node_modules/other/x.node');
    expect(run.log).toBe('');
  });
});
