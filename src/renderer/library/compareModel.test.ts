import { describe, expect, it } from 'vitest';
import type { AssetView } from '../../shared/ipc/library';
import {
  AB_START,
  abKey,
  abSwitch,
  compareDetails,
  compareSet,
  discardedBy,
  stepZoom,
} from './compareModel';

let seq = 0;
const asset = (kind: AssetView['kind']): AssetView => {
  seq += 1;
  return {
    id: `a${seq}`,
    kind,
    submissionId: `s${seq}`,
    taskId: 't',
    profileId: 'sandbox',
    model: 'image-a',
    action: null,
    title: `t${seq}`,
    prompt: '',
    style: null,
    tags: [],
    favorite: false,
    trackIndex: null,
    durationS: null,
    width: null,
    height: null,
    bpm: null,
    musicalKey: null,
    mimeType: 'image/png',
    bytes: 1,
    mediaUrl: '',
    createdAt: '2026-11-01T00:00:00.000Z',
    trashedAt: null,
    songKey: null,
    sourceUrl: null,
    variationGroup: 'g',
  };
};

describe('compare view model', () => {
  it('compares 2–4 images or videos side by side, or 2–4 tracks as A/B, and says why otherwise', () => {
    expect(compareSet([asset('image'), asset('video')]).mode).toBe('side-by-side');
    // A, B… in the order they were made, whatever the order of the selection.
    const late = { ...asset('image'), createdAt: '2026-11-02T00:00:00.000Z' };
    const early = asset('image');
    const set = compareSet([late, early]);
    expect(set.mode !== 'none' && set.items.map((item) => item.id)).toEqual([early.id, late.id]);
    expect(compareSet([asset('audio'), asset('audio'), asset('audio')]).mode).toBe('ab');
    expect(compareSet([asset('image')])).toEqual({
      mode: 'none',
      reason: 'Select 2 to 4 results to compare (1 selected).',
    });
    expect(compareSet([1, 2, 3, 4, 5].map(() => asset('image'))).mode).toBe('none');
    expect(compareSet([asset('image'), asset('audio')])).toEqual({
      mode: 'none',
      reason: 'Compare images and videos together, or tracks together.',
    });
  });

  it('maps keys 1–4 to the takes there are', () => {
    expect([
      abKey('1', 3),
      abKey('3', 3),
      abKey('4', 3),
      abKey('0', 3),
      abKey('x', 3),
      abKey('5', 4),
    ]).toEqual([0, 2, null, null, null, null]);
  });

  it('keeps the playback position across an A/B switch, and playing goes on playing', () => {
    const playing = { ...AB_START, playing: true };
    expect(abSwitch(playing, 1, 42.5)).toEqual({ active: 1, position: 42.5, playing: true });
    const paused = abSwitch(AB_START, 2, 12);
    expect(paused).toEqual({ active: 2, position: 12, playing: false });
    // A shorter next take starts at its end rather than past it.
    expect(abSwitch(playing, 0, 90, 60)).toEqual({ active: 0, position: 60, playing: true });
  });

  it('zooms every column in one step within 1×–4×', () => {
    expect([stepZoom(1, 1), stepZoom(4, 1), stepZoom(1, -1), stepZoom(3, -1)]).toEqual([
      1.5, 4, 1, 2,
    ]);
  });

  it('keeps one and discards the rest; an unknown keep discards nothing', () => {
    const items = [asset('image'), asset('image'), asset('image')];
    expect(discardedBy(items, items[1]!.id).map((item) => item.id)).toEqual([
      items[0]!.id,
      items[2]!.id,
    ]);
    expect(discardedBy(items, 'nope')).toEqual([]);
  });

  it('tells same-titled variations apart by the order they were made and their track', () => {
    const [a, b] = [asset('audio'), asset('audio')];
    const tracks = [
      {
        ...a,
        submissionId: 'late',
        createdAt: '2026-11-01T00:00:05.000Z',
        trackIndex: 2,
        title: 'Song',
      },
      {
        ...b,
        submissionId: 'early',
        createdAt: '2026-11-01T00:00:01.000Z',
        trackIndex: 1,
        title: 'Song',
      },
    ];
    expect(compareDetails(tracks, (item) => item.title)).toEqual([
      'variation 2, track 2',
      'variation 1, track 1',
    ]);
    expect(
      compareDetails([{ ...tracks[0]!, title: 'One' }, tracks[1]!], (item) => item.title),
    ).toEqual(['', '']);
  });
});
