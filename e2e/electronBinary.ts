/** Whether Electron's binary is installed (it is not where ELECTRON_SKIP_BINARY_DOWNLOAD was set). */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** `packageDirectory`: the installed `electron` package (scripts/checkElectron.ts's test points it elsewhere). */
export function electronBinary(
  packageDirectory = dirname(createRequire(import.meta.url).resolve('electron/package.json')),
): string | null {
  const pathFile = join(packageDirectory, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(packageDirectory, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}
