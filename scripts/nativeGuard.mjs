// Loaded into every Node process of the Vitest run that goes beside the native compile
// (scripts/vitestSplit.ts puts `--import` of this file in NODE_OPTIONS, so test workers and the
// processes tests start have it too). The packages in ATELIER_NATIVE_PENDING are still being
// compiled: their .node file may be missing or half written. Resolving any file of one is
// refused: its main module already, since better-sqlite3's `bindings` looks for the .node file
// itself and, when it is missing, fails without asking Node. An `import` of these CommonJS
// packages resolves through here too. The error says what to do, and the attempt is logged to
// ATELIER_NATIVE_ATTEMPTS, so the phase fails even when the code under test catches the error
// (a secret store falling back to a file would).
import { appendFileSync } from 'node:fs';
import Module from 'node:module';
import { sep } from 'node:path';

const pending = (process.env.ATELIER_NATIVE_PENDING ?? '').split(/\s+/).filter(Boolean);
const resolveFilename = Module._resolveFilename;

Module._resolveFilename = function guardedResolve(request, ...rest) {
  const filename = resolveFilename.call(this, request, ...rest);
  const name = pending.find((each) => filename.includes(`${sep}node_modules${sep}${each}${sep}`));
  if (!name) return filename;
  const error = new Error(
    `${name} is still being compiled: this test loads it (${filename}), so it must run after ` +
      'the compile. If its imports do not show it (a child process opens the library), list ' +
      'the test file in STARTS_NATIVE_CHILDREN in scripts/nativeTests.ts.',
  );
  const attempts = process.env.ATELIER_NATIVE_ATTEMPTS;
  if (attempts)
    appendFileSync(attempts, `${name} in ${process.argv.join(' ')}\n${error.stack}\n\n`);
  throw error;
};
