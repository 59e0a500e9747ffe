/**
 * Owns getting an audio asset's waveform peaks: from main's cache when present, else by
 * decoding the file once here and saving the result, so later views skip the decode.
 */
import { t } from '../../shared/i18n/activeLanguage';
import { fetchMedia } from './fetchMedia';
import { useEffect, useState } from 'react';
import type { AssetView } from '../../shared/ipc/library';
import type { WaveformPeaks } from '../../shared/ipc/media';
import { decodePeaks } from './waveformPeaks';

export interface PeaksState {
  peaks: WaveformPeaks | null;
  /** Where the peaks came from: the cache, or a decode just now. */
  source: 'cache' | 'decoded' | null;
  loading: boolean;
  error: unknown;
}

const inFlight = new Map<string, Promise<{ peaks: WaveformPeaks; source: 'cache' | 'decoded' }>>();

/** One load per asset even when two views ask at once (e.g. the preview and the mixer). */
export function loadPeaks(
  asset: Pick<AssetView, 'id' | 'mediaUrl'>,
): Promise<{ peaks: WaveformPeaks; source: 'cache' | 'decoded' }> {
  const pending = inFlight.get(asset.id);
  if (pending) return pending;
  const task = (async () => {
    const cached = await window.atelier.media.peaks({ assetId: asset.id }).catch(() => null);
    if (cached && cached.peaks.length > 0) return { peaks: cached, source: 'cache' as const };
    const response = await fetchMedia(asset.mediaUrl);
    if (!response.ok) throw new Error(t('library.audio.readFailed', { status: response.status }));
    const decoded = await decodePeaks(await response.arrayBuffer());
    const peaks: WaveformPeaks = { assetId: asset.id, ...decoded };
    if (decoded.durationS > 0) {
      // Caching is an optimisation: a failure only means the next view decodes again.
      await window.atelier.media.savePeaks(peaks).catch(() => undefined);
    }
    return { peaks, source: 'decoded' as const };
  })();
  inFlight.set(asset.id, task);
  void task.finally(() => inFlight.delete(asset.id)).catch(() => undefined);
  return task;
}

export function useWaveformPeaks(asset: Pick<AssetView, 'id' | 'mediaUrl'> | null): PeaksState {
  const [state, setState] = useState<PeaksState>({
    peaks: null,
    source: null,
    loading: asset !== null,
    error: undefined,
  });
  const id = asset?.id;
  const url = asset?.mediaUrl;
  useEffect(() => {
    if (!id || !url) return undefined;
    let cancelled = false;
    setState({ peaks: null, source: null, loading: true, error: undefined });
    loadPeaks({ id, mediaUrl: url }).then(
      (result) =>
        !cancelled &&
        setState({ peaks: result.peaks, source: result.source, loading: false, error: undefined }),
      (error: unknown) =>
        !cancelled && setState({ peaks: null, source: null, loading: false, error }),
    );
    return () => {
      cancelled = true;
    };
  }, [id, url]);
  return state;
}
