/**
 * What conf (under electron-store) imports for two features Atelier never uses: JSON-schema
 * validation (ajv, ajv-formats) and version migrations (semver). Preferences are validated with
 * zod (src/shared/ipc/settings.ts) and the file has no conf migrations. In the Electron build
 * (electron.vite.config.ts) these imports resolve here instead: loading ajv and semver took
 * about 55 ms of every start's main thread (CPU profile of the built boot, issue 24), for code
 * conf runs only when given `schema`, `ajvOptions`, `rootSchema` or `migrations`.
 * Were one of those ever passed, the store fails at once, naming the reason.
 */
function unused(): never {
  throw new Error(
    "conf's schema validation and migrations are left out of Atelier's build (src/main/settings/confUnusedFeatures.ts)",
  );
}

/** `import { Ajv2020 } from 'ajv/dist/2020.js'` */
export class Ajv2020 {
  constructor() {
    unused();
  }
}

/** `import ajvFormats from 'ajv-formats'` and `import semver from 'semver'`: any member throws. */
const anyMemberThrows: Record<string, () => never> = new Proxy({}, { get: () => unused });
export default anyMemberThrows;
