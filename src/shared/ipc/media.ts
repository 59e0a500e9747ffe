/**
 * The `media` domain: waveform peaks, computed once per audio asset (by the renderer, which
 * can decode audio) and cached by main, so later views draw without decoding.
 */
import { z } from 'zod';
import { method } from './define';

export interface WaveformPeaks {
  assetId: string;
  durationS: number;
  /** Samples per second of audio the peaks were computed at. */
  peaksPerSecond: number;
  /** Max absolute amplitude per bucket, 0..1, one channel. */
  peaks: number[];
  /**
   * A free local tempo estimate made while the peaks were computed; shown as "estimated",
   * and only where the service has not measured the track (its bpm always wins).
   */
  estimatedBpm?: number;
}

export const mediaDomain = {
  methods: {
    peaks: method(z.object({ assetId: z.string().min(1).max(64) })).returns<WaveformPeaks | null>(),
    /**
     * Small waveforms for library cards, from cached peaks only (never decodes): per asset,
     * `bars` values 0..1, or null when its peaks are not cached yet (or it is not audio).
     */
    overview: method(
      z.object({
        assetIds: z.array(z.string().min(1).max(64)).min(1).max(200),
        bars: z.number().int().min(8).max(512),
      }),
    ).returns<Record<string, number[] | null>>(),
    savePeaks: method(
      z.object({
        assetId: z.string().min(1).max(64),
        durationS: z
          .number()
          .positive()
          .max(24 * 3600),
        peaksPerSecond: z.number().positive().max(1000),
        peaks: z.array(z.number().min(0).max(1)).max(2_000_000),
        estimatedBpm: z.number().positive().max(300).optional(),
      }),
    ).returns<void>(),
  },
  events: {},
} as const;
