// Loaded into every Node process of the Vitest run that goes beside the native compile
// (scripts/test.ts puts `--import` of this file in NODE_OPTIONS, so test workers and the
// processes tests start have it too). The packages in ATELIER_NATIVE_PENDING are still being
// compiled: their .node file may be missing or half written. Loading one is refused with an
// error that says what to do, and logged to ATELIER_NATIVE_ATTEMPTS, so the phase fails even
// when the code under test catches the error (a secret store falling back to a file would).
import { appendFileSync } from 'node:fs';
import { sep } from 'node:path';

const pending = (process.env.ATELIER_NATIVE_PENDING ?? '').split(/\s+/).filter(Boolean);
const attempts = process.env.ATELIER_NATIVE_ATTEMPTS;
const dlopen = process.dlopen;

process.dlopen = function guardedDlopen(module, filename, ...rest) {
  const name = pending.find((each) => filename.includes(`${sep}node_modules${sep}${each}${sep}`));
  if (name) {
    const error = new Error(
      `${name} is still being compiled: this test loads it, so it must run after the compile. ` +
        'If its imports do not show it (a child process opens the library), list the test file ' +
        'in STARTS_NATIVE_CHILDREN in scripts/nativeTests.ts.',
    );
    if (attempts)
      appendFileSync(attempts, `${name} in ${process.argv.join(' ')}\n${error.stack}\n\n`);
    throw error;
  }
  return dlopen.call(this, module, filename, ...rest);
};
