/**
 * The renderer <-> main contract: every domain, declared once. Main implements it
 * (src/main/ipc), the preload and the web bridge expose it as `window.atelier`, and the
 * renderer's type of `window.atelier` is inferred from it (types.ts).
 */
import { accountDomain } from './account';
import { appDomain } from './app';
import { catalogDomain } from './catalog';
import { collectionsDomain } from './collections';
import type { Domain } from './define';
import { diagnosticsDomain } from './diagnostics';
import { exportsDomain } from './exports';
import { libraryDomain } from './library';
import { mediaDomain } from './media';
import { networkDomain } from './network';
import { promptsDomain } from './prompts';
import { queueDomain } from './queue';
import { recipeDomain } from './recipe';
import { menuDomain } from './menu';
import { settingsDomain } from './settings';
import { spendingDomain } from './spending';
import { tasksDomain } from './tasks';
import { updatesDomain } from './updates';

export const contract = {
  app: appDomain,
  account: accountDomain,
  catalog: catalogDomain,
  tasks: tasksDomain,
  library: libraryDomain,
  settings: settingsDomain,
  exports: exportsDomain,
  media: mediaDomain,
  spending: spendingDomain,
  diagnostics: diagnosticsDomain,
  network: networkDomain,
  updates: updatesDomain,
  menu: menuDomain,
  recipe: recipeDomain,
  collections: collectionsDomain,
  prompts: promptsDomain,
  queue: queueDomain,
} as const satisfies Record<string, Domain>;

export type Contract = typeof contract;

/** Every method channel (`domain:method`) and event channel (`domain:event`), for bridges. */
export function contractChannels(): { methods: string[]; events: string[] } {
  const methods: string[] = [];
  const events: string[] = [];
  for (const [domain, spec] of Object.entries(contract)) {
    for (const name of Object.keys(spec.methods)) methods.push(`${domain}:${name}`);
    for (const name of Object.keys(spec.events)) events.push(`${domain}:${name}`);
  }
  return { methods, events };
}
