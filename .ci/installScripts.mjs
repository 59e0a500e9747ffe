// Prints the packages whose install scripts `npm ci` runs, one a line: "native <name>" for a
// node-gyp build (a binding.gyp: compiled, and loaded only by tests and the app) and
// "plain <name>" for the rest. The list is the one npm itself keeps: package-lock.json's
// hasInstallScript. .ci/run installs with --ignore-scripts and runs these with `npm rebuild`.
// It fails if the project itself has an install-time script, which `npm rebuild` would not run.
import { existsSync, readFileSync } from 'node:fs';

const own = JSON.parse(readFileSync('package.json', 'utf8')).scripts ?? {};
const lifecycle = [
  'preinstall',
  'install',
  'postinstall',
  'prepublish',
  'preprepare',
  'prepare',
  'postprepare',
];
const ownScripts = lifecycle.filter((name) => name in own);
if (ownScripts.length > 0) {
  console.error(
    `.ci/installScripts.mjs: package.json has ${ownScripts.join(', ')}; run it in .ci/run`,
  );
  process.exit(1);
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const lines = new Set();
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!entry.hasInstallScript || !path) continue;
  const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  // An optional package for another platform is in the lockfile but not installed: npm ci skips it.
  if (!existsSync(path)) continue;
  lines.add(`${existsSync(`${path}/binding.gyp`) ? 'native' : 'plain'} ${name}`);
}
console.log([...lines].sort().join('\n'));
