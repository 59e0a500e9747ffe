// The queue as main holds it (src/main/queue), loaded once per window and kept current by
// `queue:changed`; and the calls that change it, each answered with the new queue.
import type { QueueView } from '../../../shared/ipc/queue';
import { createLiveResource, useLiveResource, type LiveState } from '../../data/liveResource';

export const queueResource = createLiveResource<QueueView, void, 'queue:changed'>({
  load: () => window.atelier.queue.list(),
  event: 'queue:changed',
});

export const useQueue = (): LiveState<QueueView> => useLiveResource(queueResource);
