/**
 * Owns the `media` IPC domain (Handlers['media']): waveform peaks computed once by the
 * renderer and cached by main (peaksCache.ts), only for audio assets that exist, and small
 * overviews of them for library cards. Peaks
 * of deleted assets are removed when the library says so.
 */
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import type { Handlers } from '../../shared/ipc/types';
import type { EventBus } from '../ipc/eventBus';
import type { LibraryStore } from '../library/libraryStore';
import { createPeaksCache, reducePeaks } from './peaksCache';

export interface MediaServiceOptions {
  library: Pick<LibraryStore, 'get'>;
  /** `<data>/peaks` */
  peaksFolder: string;
  bus: EventBus;
}

export interface MediaService {
  handlers: Handlers['media'];
  /** Stops listening to library changes. */
  close(): void;
}

export function createMediaService(options: MediaServiceOptions): MediaService {
  const cache = createPeaksCache(options.peaksFolder);
  const audio = (assetId: string) => {
    const asset = options.library.get(assetId);
    if (!asset)
      throw new AtelierError('not_found', t('mainWords.export.itemGone'), {
        field: 'assetId',
      });
    if (asset.kind !== 'audio')
      throw new AtelierError('invalid_input', t('mainWords.media.audioOnly'), {
        field: 'assetId',
      });
    return asset;
  };
  const unsubscribe = options.bus.subscribe((channel, payload) => {
    if (channel !== 'library:changed') return;
    const change = payload as { assetIds: string[]; reason: string };
    if (change.reason === 'deleted')
      for (const id of change.assetIds) void cache.remove(id).catch(() => undefined);
  });
  return {
    handlers: {
      async peaks({ assetId }) {
        const asset = options.library.get(assetId);
        if (!asset || asset.kind !== 'audio') return null;
        return cache.read(assetId, asset.bytes);
      },
      async overview({ assetIds, bars }) {
        const out: Record<string, number[] | null> = {};
        for (const assetId of new Set(assetIds)) {
          const asset = options.library.get(assetId);
          const cached =
            asset?.kind === 'audio'
              ? await cache.read(assetId, asset.bytes).catch(() => null)
              : null;
          // Two decimals are plenty for a drawing a few dozen pixels high, and keep the reply small.
          out[assetId] =
            cached && cached.peaks.length > 0
              ? reducePeaks(cached.peaks, bars).map((value) => Math.round(value * 100) / 100)
              : null;
        }
        return out;
      },
      async savePeaks(input) {
        const asset = audio(input.assetId);
        const { estimatedBpm, ...peaks } = input;
        await cache.write(
          { ...peaks, ...(estimatedBpm !== undefined ? { estimatedBpm } : {}) },
          asset.bytes,
        );
      },
    },
    close: unsubscribe,
  };
}
