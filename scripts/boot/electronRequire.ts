/**
 * In Electron's main process `electron` is a built-in for CommonJS `require` as much as for
 * `import`: a library such as electron-updater (CommonJS, `require("electron")`) gets the
 * same module as our ESM code. electronHook.mjs covers `import`; Node 20's module hooks do
 * not reach `require`, so this routes `require('electron')` to the stand-in too. Restorable,
 * so an in-process test can undo it.
 */
import Module from 'node:module';

type Load = (request: string, parent: unknown, isMain: boolean) => unknown;
// Module._load is Node's CommonJS loading entry point (undocumented but stable since Node 0.x);
// require-mocking libraries (mock-require, proxyquire) hook the same place.
const loader = Module as unknown as { _load: Load };

export function routeRequireToStandIn(standIn: object): () => void {
  const original = loader._load;
  loader._load = function load(request, parent, isMain) {
    if (request === 'electron') return standIn;
    return original.call(this, request, parent, isMain);
  };
  return () => {
    loader._load = original;
  };
}
