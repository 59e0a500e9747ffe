/** Public entry of the queue: its file in the data folder, its store and its handlers. */
import type { OpenJsonStore } from '../settings/PreferencesFile';
import { openQueueFile } from './queueFile';
import { createQueueService, type QueueService, type QueueServiceOptions } from './queueService';
import { createQueueStore } from './queueStore';

export { createQueueService, type QueueService } from './queueService';

export interface OpenQueueOptions extends Omit<QueueServiceOptions, 'store'> {
  dataDirectory: string;
  open: OpenJsonStore;
  now: () => number;
  onSetAside?: (copyPath: string, reason: string) => void;
}

export function openQueue(options: OpenQueueOptions): QueueService {
  const file = openQueueFile({
    folder: options.dataDirectory,
    open: options.open,
    now: options.now,
    ...(options.onSetAside ? { onSetAside: options.onSetAside } : {}),
  });
  return createQueueService({ ...options, store: createQueueStore(file, options.now) });
}
