/** Whether Electron's binary is installed (it is not where ELECTRON_SKIP_BINARY_DOWNLOAD was set). */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export function electronBinary(): string | null {
  const require = createRequire(import.meta.url);
  const packageDirectory = dirname(require.resolve('electron/package.json'));
  const pathFile = join(packageDirectory, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(packageDirectory, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}
