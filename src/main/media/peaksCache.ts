/**
 * Owns the waveform peaks cache: one JSON file per audio asset under `<data>/peaks/`,
 * `<assetId>.json` = { version, assetId, bytes, durationS, peaksPerSecond, peaks }. Files
 * rather than a table: peaks are written once, read whole, and never queried, and keeping
 * them out of the database keeps the library's pages and searches small. `bytes` is the
 * asset file's size when the peaks were computed; a re-downloaded file of another size
 * makes the entry stale (read as absent). Stored size is bounded: more than
 * MAX_PEAKS_PER_SECOND × duration points are reduced by taking each bucket's maximum.
 * The local tempo estimate, computed with the peaks, is kept here too: apart from the
 * library's measured `bpm`, so an estimate can never overwrite what the service measured.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { WaveformPeaks } from '../../shared/ipc/media';

export const MAX_PEAKS_PER_SECOND = 20;
/** Short sounds still get a usable drawing. */
export const MIN_PEAKS = 200;
const VERSION = 1;
/**
 * The tempo estimator's method: estimates made by an older one (v1 read 160 BPM songs as 80
 * or 107; v2 withheld a quarter of songs, fast ones read at half) are dropped on read and
 * made again; the peaks themselves stay valid.
 */
export const TEMPO_METHOD = 3;

const fileSchema = z.object({
  version: z.literal(VERSION),
  assetId: z.string(),
  bytes: z.number().int().min(0),
  durationS: z.number().positive(),
  peaksPerSecond: z.number().positive(),
  peaks: z.array(z.number().min(0).max(1)),
  /** The local tempo estimate (renderer/library/tempoEstimate.ts); absent in older files. */
  estimatedBpm: z.number().positive().max(300).nullable().optional(),
  /** Which estimator made estimatedBpm (absent: the first, not trusted). */
  tempoMethod: z.number().int().optional(),
});

/** Max of each bucket, so the envelope's peaks survive; at most `limit` values. */
export function reducePeaks(peaks: readonly number[], limit: number): number[] {
  if (peaks.length <= limit) return [...peaks];
  const out = new Array<number>(limit);
  for (let bucket = 0; bucket < limit; bucket += 1) {
    const start = Math.floor((bucket * peaks.length) / limit);
    const end = Math.max(start + 1, Math.floor(((bucket + 1) * peaks.length) / limit));
    let max = 0;
    for (let index = start; index < end; index += 1) max = Math.max(max, peaks[index] ?? 0);
    out[bucket] = max;
  }
  return out;
}

export interface PeaksCache {
  read(assetId: string, currentBytes: number): Promise<WaveformPeaks | null>;
  write(peaks: WaveformPeaks, bytes: number): Promise<WaveformPeaks>;
  remove(assetId: string): Promise<void>;
}

export function createPeaksCache(folder: string): PeaksCache {
  // Asset ids are UUIDs; anything else is hashed so it can never name a path.
  const pathOf = (assetId: string): string =>
    join(
      folder,
      `${/^[A-Za-z0-9-]{1,64}$/u.test(assetId) ? assetId : createHash('sha256').update(assetId).digest('hex')}.json`,
    );

  return {
    async read(assetId, currentBytes) {
      let raw: unknown;
      try {
        raw = JSON.parse(await readFile(pathOf(assetId), 'utf8'));
      } catch {
        return null;
      }
      const parsed = fileSchema.safeParse(raw);
      if (!parsed.success || parsed.data.assetId !== assetId || parsed.data.bytes !== currentBytes)
        return null;
      const { durationS, peaksPerSecond, peaks, estimatedBpm, tempoMethod } = parsed.data;
      return {
        assetId,
        durationS,
        peaksPerSecond,
        peaks,
        ...(estimatedBpm != null && tempoMethod === TEMPO_METHOD ? { estimatedBpm } : {}),
      };
    },
    async write(input, bytes) {
      const limit = Math.max(MIN_PEAKS, Math.ceil(MAX_PEAKS_PER_SECOND * input.durationS));
      const peaks = reducePeaks(input.peaks, limit).map(
        (value) => Math.round(value * 10_000) / 10_000,
      );
      const peaksPerSecond =
        peaks.length === input.peaks.length ? input.peaksPerSecond : peaks.length / input.durationS;
      const stored: WaveformPeaks = {
        assetId: input.assetId,
        durationS: input.durationS,
        peaksPerSecond,
        peaks,
        ...(input.estimatedBpm != null ? { estimatedBpm: input.estimatedBpm } : {}),
      };
      await mkdir(folder, { recursive: true });
      const path = pathOf(input.assetId);
      const temporary = `${path}.${process.pid}.${Date.now()}.partial`;
      await writeFile(
        temporary,
        JSON.stringify({ version: VERSION, bytes, ...stored, tempoMethod: TEMPO_METHOD }),
      );
      await rename(temporary, path);
      return stored;
    },
    remove: (assetId) => rm(pathOf(assetId), { force: true }),
  };
}
