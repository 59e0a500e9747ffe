/**
 * An emulation of how Electron's contextBridge passes values between the preload's
 * isolated world and the page (docs/api/context-bridge.md, "Parameter / Error / Return
 * Type support"; shell/renderer/api/electron_api_context_bridge.cc). The web preview
 * exposes its bridge through it, and the boot test's stand-in `electron` module uses it
 * for `contextBridge.exposeInMainWorld`, so both see what the Electron window sees:
 *
 * - primitives pass as they are; symbols are dropped;
 * - functions are proxied: arguments and return values are copied by these same rules,
 *   and an exception thrown across arrives as a new `Error` with the message only;
 * - a Promise crosses only as a function's (or the API's) top-level value: it is proxied,
 *   and a rejection is copied like any value (an Error keeps only its message);
 * - an Error value becomes a new `Error` with its message only: `code`, `field` and any
 *   other own property are lost, and so is the class;
 * - arrays are copied element by element; objects (class instances included) become plain
 *   objects of their own enumerable string keys: prototypes and getters' classes are lost;
 * - other cloneable values (Date, Map, Set, typed arrays, Blob…) are structured-cloned;
 * - the object given to `exposeInMainWorld` is deep-frozen.
 */

const MAX_DEPTH = 1000;

// The two worlds are two realms: `instanceof Promise` or `instanceof Error` is false for
// values made in the other one, so kinds are told apart by their built-in tags.
const tagOf = (value: object): string => Object.prototype.toString.call(value);
const isError = (value: unknown): value is Error =>
  typeof value === 'object' && value !== null && tagOf(value) === '[object Error]';
const isPromise = (value: object): value is Promise<unknown> => tagOf(value) === '[object Promise]';
const CLONED_TAGS = new Set([
  '[object Date]',
  '[object RegExp]',
  '[object Map]',
  '[object Set]',
  '[object ArrayBuffer]',
  '[object Blob]',
  '[object File]',
]);

function copyError(error: unknown): Error {
  const message =
    isError(error) && typeof error.message === 'string'
      ? error.message
      : typeof error === 'string'
        ? error
        : String(error);
  return new Error(message);
}

/** Copies one value to the other world. `topLevel` allows a Promise (a call's result). */
export function copyAcrossBridge(value: unknown, topLevel = false, depth = 0): unknown {
  if (depth > MAX_DEPTH) throw new TypeError('Electron contextBridge recursion depth exceeded.');
  if (value === null || value === undefined) return value;
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'bigint':
      return value;
    case 'symbol':
      return undefined;
    case 'function':
      return proxyFunction(value as (...args: unknown[]) => unknown);
  }
  if (isPromise(value)) {
    if (!topLevel)
      throw new TypeError('contextBridge: a Promise can only cross as a top-level value');
    return Promise.resolve(value).then(
      (resolved) => copyAcrossBridge(resolved, false, depth + 1),
      (rejected) =>
        Promise.reject(
          isError(rejected) ? copyError(rejected) : copyAcrossBridge(rejected, false, depth + 1),
        ),
    );
  }
  if (isError(value)) return copyError(value);
  if (Array.isArray(value)) return value.map((each) => copyAcrossBridge(each, false, depth + 1));
  if (CLONED_TAGS.has(tagOf(value)) || ArrayBuffer.isView(value)) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const each = (value as Record<string, unknown>)[key];
    if (typeof each === 'symbol') continue;
    copy[key] = copyAcrossBridge(each, false, depth + 1);
  }
  return copy;
}

function proxyFunction(target: (...args: unknown[]) => unknown): (...args: unknown[]) => unknown {
  return (...args: unknown[]) => {
    const passed = args.map((argument) => copyAcrossBridge(argument, true));
    let result: unknown;
    try {
      result = target(...passed);
    } catch (error) {
      throw copyError(error);
    }
    return copyAcrossBridge(result, true);
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** `contextBridge.exposeInMainWorld(key, api)` onto `target` (the page's window). */
export function exposeInMainWorld(target: object, key: string, api: unknown): void {
  if (Object.prototype.hasOwnProperty.call(target, key)) {
    throw new Error(`Cannot bind an API on top of an existing property on the window object`);
  }
  Object.defineProperty(target, key, {
    value: deepFreeze(copyAcrossBridge(api)),
    enumerable: true,
    writable: false,
    configurable: false,
  });
}
