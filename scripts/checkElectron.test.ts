import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './buildIfStale';
import { MISSING_ELECTRON_MESSAGE } from './checkElectron';

/** An `electron` package folder as npm leaves it: with or without the downloaded binary. */
function electronPackage(withBinary: boolean): string {
  const directory = mkdtempSync(join(tmpdir(), 'atelier-electron-'));
  writeFileSync(
    join(directory, 'package.json'),
    JSON.stringify({ name: 'electron', version: '45.4.1' }),
  );
  if (withBinary) {
    writeFileSync(join(directory, 'path.txt'), 'electron');
    mkdirSync(join(directory, 'dist'));
    writeFileSync(join(directory, 'dist', 'electron'), '');
  }
  return directory;
}

function check(packageDirectory: string) {
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    ATELIER_ELECTRON_PACKAGE: packageDirectory,
  };
  delete environment['ELECTRON_OVERRIDE_DIST_PATH'];
  return spawnSync(process.execPath, ['--import', 'tsx', join('scripts', 'checkElectron.ts')], {
    cwd: projectRoot,
    env: environment,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm start without Electron’s binary', () => {
  it('says in one line what is missing and the two ways forward, and exits non-zero without a stack trace', () => {
    const result = check(electronPackage(false));
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`${MISSING_ELECTRON_MESSAGE}\n`);
    expect(MISSING_ELECTRON_MESSAGE).toContain('node node_modules/electron/install.js');
    expect(MISSING_ELECTRON_MESSAGE).toContain('npm run web');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('stays quiet and lets npm start go on when the binary is there', () => {
    const result = check(electronPackage(true));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
