/** The app's update state, loaded once and kept current by 'updates:changed'. */
import type { UpdateState } from '../../shared/ipc/updates';
import { createLiveResource, useLiveResource } from '../data/liveResource';

export const updateResource = createLiveResource<UpdateState, void, 'updates:changed'>({
  load: () => window.atelier.updates.state(),
  event: 'updates:changed',
});

export const useUpdateState = () => useLiveResource(updateResource);
