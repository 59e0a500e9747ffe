/**
 * Owns the audition queue's rules as pure functions: which library items can be auditioned,
 * and which one comes next or before in the list's order (non-audio items are skipped; the
 * queue stops at its ends instead of wrapping around).
 */

/** What the queue needs from a library item. */
export interface QueueCandidate {
  id: string;
  kind: string;
}

/** A library item as the player knows it (the queue holds every listed item; it skips non-audio). */
export interface AuditionTrack extends QueueCandidate {
  title: string;
  /** Tells apart tracks of one song that share its title ("tune · generate · track 2"). */
  subtitle: string;
  mediaUrl: string;
  /** From the library index when known; the audio element's own duration wins once loaded. */
  durationS: number | null;
}

export function isAuditionable(item: QueueCandidate): boolean {
  return item.kind === 'audio';
}

/** The audio items of a list, in its order. */
export function auditionQueue<T extends QueueCandidate>(items: readonly T[]): T[] {
  return items.filter(isAuditionable);
}

/**
 * The audio item `step` places after (1) or before (-1) `currentId` in `items`, skipping
 * everything else; null at either end. A current item no longer listed (filtered out,
 * deleted) restarts the queue: next gives the first audio item, previous the last.
 */
export function queueNeighbour<T extends QueueCandidate>(
  items: readonly T[],
  currentId: string | null,
  step: 1 | -1,
): T | null {
  const from = currentId === null ? -1 : items.findIndex((item) => item.id === currentId);
  if (from === -1) {
    const queue = auditionQueue(items);
    return (step === 1 ? queue[0] : queue[queue.length - 1]) ?? null;
  }
  for (let index = from + step; index >= 0 && index < items.length; index += step) {
    const item = items[index]!;
    if (isAuditionable(item)) return item;
  }
  return null;
}
