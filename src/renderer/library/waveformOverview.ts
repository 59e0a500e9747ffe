/**
 * Owns the small waveforms on library cards. Cards ask for their asset's overview; asks
 * made within one frame go to main as one `media.overview` call (cached peaks only, never a
 * decode). A card whose track has no cached peaks yet asks for a background decode: one at
 * a time, only while the card is still on screen, through the same `loadPeaks` the preview
 * uses, so the track is decoded once and every later view (card or preview) reads the cache.
 */
import type { AssetView } from '../../shared/ipc/library';
import { loadPeaks } from './useWaveformPeaks';

export const OVERVIEW_BARS = 48;

type Overview = number[] | null;

const known = new Map<string, Overview>();
const waiting = new Map<string, ((overview: Overview) => void)[]>();
let flushScheduled = false;

/** The asset's overview (null: no cached peaks yet). Batched per frame; remembered. */
export function requestOverview(assetId: string): Promise<Overview> {
  if (known.has(assetId)) return Promise.resolve(known.get(assetId) ?? null);
  return new Promise((resolve) => {
    waiting.set(assetId, [...(waiting.get(assetId) ?? []), resolve]);
    if (!flushScheduled) {
      flushScheduled = true;
      setTimeout(() => void flush(), 16);
    }
  });
}

async function flush(): Promise<void> {
  flushScheduled = false;
  const batch = [...waiting.entries()];
  waiting.clear();
  for (let start = 0; start < batch.length; start += 200) {
    const part = batch.slice(start, start + 200);
    const answer = await window.atelier.media
      .overview({ assetIds: part.map(([id]) => id), bars: OVERVIEW_BARS })
      .catch(() => ({}) as Record<string, Overview>);
    for (const [id, resolvers] of part) {
      const overview = answer[id] ?? null;
      // A miss is not remembered: the track may be decoded later (here or in a preview).
      if (overview) known.set(id, overview);
      for (const resolve of resolvers) resolve(overview);
    }
  }
}

/** Background decodes, oldest request first, one at a time. */
const decodeQueue: {
  asset: Pick<AssetView, 'id' | 'mediaUrl'>;
  stillWanted: () => boolean;
  done: (overview: Overview) => void;
}[] = [];
let decoding = false;

export function decodeInBackground(
  asset: Pick<AssetView, 'id' | 'mediaUrl'>,
  stillWanted: () => boolean,
): Promise<Overview> {
  return new Promise((done) => {
    decodeQueue.push({ asset, stillWanted, done });
    void pump();
  });
}

async function pump(): Promise<void> {
  if (decoding) return;
  decoding = true;
  try {
    for (let job = decodeQueue.shift(); job; job = decodeQueue.shift()) {
      if (!job.stillWanted()) {
        job.done(null);
        continue;
      }
      const overview = await loadPeaks(job.asset).then(
        () => {
          known.delete(job.asset.id);
          return requestOverview(job.asset.id);
        },
        () => null,
      );
      job.done(overview);
    }
  } finally {
    decoding = false;
  }
}
