/**
 * The contract's channel names as plain data: what the bridges need to build `window.atelier`
 * (src/preload: the Electron preload and the web preview's bridge; the renderer's unwrapping).
 * Importing contract.ts for its names built every zod schema of every domain before the page's
 * first line ran, in the preload and again in the renderer (issue 24: the largest part of the
 * web bridge's 0.1 s on each page load, CDP profile). The types keep each name to the
 * contract's; channelNames.test.ts checks that none is missing and the order is the contract's.
 */
import type { Contract } from './contract';

type Names<T> = readonly Extract<keyof T, string>[];
export type ChannelNames = {
  readonly [D in keyof Contract]: {
    readonly methods: Names<Contract[D]['methods']>;
    readonly events: Names<Contract[D]['events']>;
  };
};

export const CHANNEL_NAMES: ChannelNames = {
  app: {
    methods: ['info', 'openExternal'],
    events: ['navigate', 'upgrade'],
  },
  account: {
    methods: ['status', 'useSandbox', 'connectLive', 'useLive', 'removeLiveKey', 'balance'],
    events: ['changed', 'balance'],
  },
  catalog: {
    methods: ['get'],
    events: ['changed'],
  },
  tasks: {
    methods: [
      'preflight',
      'preflightGroup',
      'submit',
      'submitVariations',
      'preflightBatch',
      'submitBatch',
      'list',
      'get',
      'reconcile',
      'dismiss',
      'resubmit',
      'counts',
    ],
    events: ['changed', 'download', 'polling'],
  },
  library: {
    methods: [
      'list',
      'timeline',
      'matchingIds',
      'get',
      'update',
      'trash',
      'restore',
      'deleteForever',
      'emptyTrash',
      'previews',
      'byLinks',
      'trashCount',
      'tags',
      'sources',
    ],
    events: ['changed'],
  },
  settings: {
    methods: ['get', 'update', 'systemLanguages'],
    events: ['changed'],
  },
  exports: {
    methods: [
      'saveAsset',
      'stems',
      'saveMixdown',
      'midi',
      'dawPack',
      'dragDawPack',
      'selection',
      'reveal',
      'startDrag',
      'exportArchive',
      'collectionDawPacks',
      'importArchive',
    ],
    events: ['progress'],
  },
  media: {
    methods: ['peaks', 'overview', 'savePeaks'],
    events: [],
  },
  spending: {
    methods: ['summary', 'ledger', 'month', 'exportCsv'],
    events: ['month'],
  },
  diagnostics: {
    methods: ['reportError', 'openLogsFolder', 'export'],
    events: [],
  },
  network: {
    methods: ['get', 'update', 'test'],
    events: ['changed'],
  },
  updates: {
    methods: ['state', 'check', 'restart'],
    events: ['changed'],
  },
  menu: {
    methods: ['reportState'],
    events: ['command'],
  },
  recipe: {
    methods: ['fromAsset', 'fromDroppedFile', 'chooseFile'],
    events: [],
  },
  collections: {
    methods: [
      'list',
      'create',
      'rename',
      'delete',
      'addAssets',
      'removeAssets',
      'addMatching',
      'removeMatching',
    ],
    events: ['changed'],
  },
  prompts: {
    methods: ['history', 'star', 'forget', 'templates', 'saveTemplate', 'deleteTemplate'],
    events: ['changed'],
  },
  queue: {
    methods: ['list', 'add', 'update', 'remove', 'move', 'send', 'pause'],
    events: ['changed'],
  },
};

/** Every event channel (`domain:event`): the only names a page may subscribe to. */
export function eventChannels(): string[] {
  return Object.entries(CHANNEL_NAMES).flatMap(([domain, names]) =>
    names.events.map((name) => `${domain}:${name}`),
  );
}
