/**
 * The library's side of the audition player: its list order is the player's queue, a plain
 * click on an audio item plays it, Space plays or pauses, keyboard moves play the item moved
 * to while the player is playing, and the focus follows the player when it steps on its own.
 */
import { useEffect, useRef } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import { isAuditionable, type AuditionTrack } from '../audition/auditionQueue';
import { useAudition, useAuditionState } from '../audition/AuditionProvider';
import { assetOrigin, displayTitle } from './assetPresentation';

export function toAuditionTrack(asset: AssetView): AuditionTrack {
  return {
    id: asset.id,
    kind: asset.kind,
    title: displayTitle(asset),
    subtitle: assetOrigin(asset),
    mediaUrl: asset.mediaUrl,
    durationS: asset.durationS,
  };
}

export interface LibraryAudition {
  /** A click without modifiers (those edit the selection only) on an audio item plays it. */
  clicked(event: React.MouseEvent, asset: AssetView): void;
  /** Space: starts the focused audio item when another one is loaded, else plays or pauses. */
  toggle(focused: AssetView | undefined): void;
  /** The keyboard moved to `asset`: while the player plays, that item plays (if audio). */
  moved(asset: AssetView): void;
}

export function useLibraryAudition(
  items: AssetView[],
  onFollow: (assetId: string) => void,
): LibraryAudition {
  const player = useAudition();
  useEffect(() => player.setQueue(items.map(toAuditionTrack)), [player, items]);

  // The focus goes to each newly auditioned track once it is listed: after next/previous in the
  // bar, at the end of a track, and on coming back to the Library while one plays.
  const auditionedId = useAuditionState((state) => state.track?.id ?? null);
  const followed = useRef<string | null>(null);
  const follow = useRef(onFollow);
  follow.current = onFollow;
  useEffect(() => {
    if (
      !auditionedId ||
      auditionedId === followed.current ||
      !items.some((item) => item.id === auditionedId)
    )
      return;
    followed.current = auditionedId;
    follow.current(auditionedId);
  }, [auditionedId, items]);

  return {
    clicked: (event, asset) => {
      if (!event.shiftKey && !event.ctrlKey && !event.metaKey && isAuditionable(asset))
        player.play(toAuditionTrack(asset));
    },
    toggle: (focused) => {
      if (focused && isAuditionable(focused) && focused.id !== player.getState().track?.id)
        player.play(toAuditionTrack(focused));
      else player.toggle();
    },
    moved: (asset) => {
      if (player.getState().playing && isAuditionable(asset)) player.play(toAuditionTrack(asset));
    },
  };
}
