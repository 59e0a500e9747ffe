import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestLibrary, type TestLibrary } from '../exports/testLibrary';
import { createMediaService, type MediaService } from './mediaService';
import { MAX_PEAKS_PER_SECOND, reducePeaks } from './peaksCache';

let t: TestLibrary;
let media: MediaService;
const context = { senderId: '1' };
beforeEach(async () => {
  t = await openTestLibrary('media');
  media = createMediaService({
    library: t.library,
    peaksFolder: join(t.dataDirectory, 'peaks'),
    bus: t.bus,
  });
});
afterEach(async () => {
  media.close();
  await t.cleanup();
});

describe('media peaks', () => {
  it('stores peaks once and returns them; absent before', async () => {
    const asset = t.addFile({ submissionId: 's', outputKey: 'track-1' }, 'audio-bytes', 'wav');
    expect(await media.handlers.peaks({ assetId: asset.id }, context)).toBeNull();
    const peaks = Array.from({ length: 600 }, (_, index) => (index % 10) / 10);
    await media.handlers.savePeaks(
      { assetId: asset.id, durationS: 30, peaksPerSecond: 20, peaks },
      context,
    );
    expect(await media.handlers.peaks({ assetId: asset.id }, context)).toEqual({
      assetId: asset.id,
      durationS: 30,
      peaksPerSecond: 20,
      peaks,
    });
    expect(await readdir(join(t.dataDirectory, 'peaks'))).toEqual([`${asset.id}.json`]);
  });

  it('keeps the local tempo estimate with the peaks, apart from the measured bpm it never touches', async () => {
    const asset = t.addFile(
      { submissionId: 's', outputKey: 'track-1', bpm: 97 },
      'audio-bytes',
      'wav',
    );
    const peaks = Array.from({ length: 300 }, () => 0.5);
    await media.handlers.savePeaks(
      { assetId: asset.id, durationS: 15, peaksPerSecond: 20, peaks, estimatedBpm: 120.4 },
      context,
    );
    expect(await media.handlers.peaks({ assetId: asset.id }, context)).toMatchObject({
      estimatedBpm: 120.4,
    });
    expect(t.library.get(asset.id)?.bpm).toBe(97);
    // Peaks saved without one (or by an older build) read back without an estimate.
    const other = t.addFile({ submissionId: 's2', outputKey: 'track-1' }, 'audio-bytes', 'wav');
    await media.handlers.savePeaks(
      { assetId: other.id, durationS: 15, peaksPerSecond: 20, peaks },
      context,
    );
    expect(await media.handlers.peaks({ assetId: other.id }, context)).not.toHaveProperty(
      'estimatedBpm',
    );
  });

  it('drops an estimate made by the first tempo estimator (it read 160 BPM songs as 80 or 107), keeping the peaks', async () => {
    const asset = t.addFile({ submissionId: 's', outputKey: 'track-1' }, 'audio-bytes', 'wav');
    const peaks = Array.from({ length: 300 }, () => 0.5);
    await media.handlers.savePeaks(
      { assetId: asset.id, durationS: 15, peaksPerSecond: 20, peaks, estimatedBpm: 80 },
      context,
    );
    const path = join(t.dataDirectory, 'peaks', `${asset.id}.json`);
    const { tempoMethod, ...older } = JSON.parse(await readFile(path, 'utf8')) as Record<
      string,
      unknown
    >;
    expect(tempoMethod).toBeGreaterThan(1);
    await writeFile(path, JSON.stringify(older));
    const read = await media.handlers.peaks({ assetId: asset.id }, context);
    expect(read).toMatchObject({ durationS: 15, peaks });
    expect(read).not.toHaveProperty('estimatedBpm');
  });

  it('bounds the stored size by keeping each bucket maximum', async () => {
    const asset = t.addFile({ submissionId: 's', outputKey: 'track-1' }, 'audio-bytes', 'wav');
    const durationS = 360;
    const peaks = Array.from({ length: durationS * 100 }, (_, index) =>
      index === 12_345 ? 1 : 0.25,
    );
    await media.handlers.savePeaks(
      { assetId: asset.id, durationS, peaksPerSecond: 100, peaks },
      context,
    );
    const stored = (await media.handlers.peaks({ assetId: asset.id }, context))!;
    expect(stored.peaks).toHaveLength(durationS * MAX_PEAKS_PER_SECOND);
    expect(stored.peaksPerSecond).toBeCloseTo(MAX_PEAKS_PER_SECOND, 6);
    expect(Math.max(...stored.peaks)).toBe(1);
    expect(stored.peaks.filter((value) => value === 1)).toHaveLength(1);
    expect((await stat(join(t.dataDirectory, 'peaks', `${asset.id}.json`))).size).toBeLessThan(
      200_000,
    );
  });

  it('refuses unknown and non-audio assets, and forgets peaks of deleted or changed files', async () => {
    const image = t.addFile(
      { submissionId: 's', outputKey: 'image-1', kind: 'image', mimeType: 'image/png' },
      'png',
      'png',
    );
    const input = { durationS: 1, peaksPerSecond: 10, peaks: [0.5] };
    await expect(
      media.handlers.savePeaks({ assetId: 'missing', ...input }, context),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      media.handlers.savePeaks({ assetId: image.id, ...input }, context),
    ).rejects.toMatchObject({ code: 'invalid_input' });
    expect(await media.handlers.peaks({ assetId: image.id }, context)).toBeNull();

    const asset = t.addFile({ submissionId: 's', outputKey: 'track-1' }, 'audio-bytes', 'wav');
    await media.handlers.savePeaks({ assetId: asset.id, ...input }, context);
    // The file was downloaded again with another size: the cached peaks no longer describe it.
    t.addFile({ submissionId: 's', outputKey: 'track-1' }, 'other, longer audio bytes', 'wav');
    expect(await media.handlers.peaks({ assetId: asset.id }, context)).toBeNull();
    await media.handlers.savePeaks({ assetId: asset.id, ...input }, context);
    expect(await media.handlers.peaks({ assetId: asset.id }, context)).not.toBeNull();
    t.bus.emit('library:changed', { assetIds: [asset.id], reason: 'deleted' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(readFile(join(t.dataDirectory, 'peaks', `${asset.id}.json`))).rejects.toThrow();
  });

  it('reducePeaks keeps maxima and never grows', () => {
    expect(reducePeaks([0.1, 0.9, 0.2, 0.3, 0.8, 0.1], 3)).toEqual([0.9, 0.3, 0.8]);
    expect(reducePeaks([0.1, 0.2], 5)).toEqual([0.1, 0.2]);
  });
});

describe('media overview', () => {
  it('gives card-sized waveforms from cached peaks only, null where there are none', async () => {
    const cached = t.addFile({ submissionId: 's', outputKey: 'track-1' }, 'audio-bytes', 'wav');
    const uncached = t.addFile(
      { submissionId: 's', outputKey: 'track-2' },
      'more audio bytes',
      'wav',
    );
    const image = t.addFile(
      { submissionId: 's', outputKey: 'image-1', kind: 'image', mimeType: 'image/png' },
      'png',
      'png',
    );
    const peaks = Array.from({ length: 600 }, (_, index) => (index === 301 ? 0.987 : 0.2));
    await media.handlers.savePeaks(
      { assetId: cached.id, durationS: 30, peaksPerSecond: 20, peaks },
      context,
    );
    const overview = await media.handlers.overview(
      { assetIds: [cached.id, uncached.id, image.id, 'missing'], bars: 48 },
      context,
    );
    expect(overview[cached.id]).toHaveLength(48);
    expect(overview[cached.id]!.filter((value) => value === 0.99)).toHaveLength(1); // the loud moment survives, rounded
    expect(overview[cached.id]!.filter((value) => value === 0.2)).toHaveLength(47);
    expect(overview[uncached.id]).toBeNull();
    expect(overview[image.id]).toBeNull();
    expect(overview['missing']).toBeNull();
  });
});
