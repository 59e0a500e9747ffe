import { describe, expect, it } from 'vitest';
import { auditionQueue, isAuditionable, queueNeighbour } from './auditionQueue';

const items = [
  { id: 'image-1', kind: 'image' },
  { id: 'song-1', kind: 'audio' },
  { id: 'midi-1', kind: 'midi' },
  { id: 'lyrics-1', kind: 'lyrics' },
  { id: 'song-2', kind: 'audio' },
  { id: 'song-3', kind: 'audio' },
  { id: 'video-1', kind: 'video' },
];
const id = (item: { id: string } | null) => item?.id ?? null;

describe('audition queue', () => {
  it('auditions audio only, in list order', () => {
    expect(isAuditionable({ id: 'x', kind: 'audio' })).toBe(true);
    expect(isAuditionable({ id: 'x', kind: 'video' })).toBe(false);
    expect(auditionQueue(items).map((item) => item.id)).toEqual(['song-1', 'song-2', 'song-3']);
  });

  it('steps to the next and previous audio item, skipping everything else', () => {
    expect(id(queueNeighbour(items, 'song-1', 1))).toBe('song-2');
    expect(id(queueNeighbour(items, 'song-2', 1))).toBe('song-3');
    expect(id(queueNeighbour(items, 'song-2', -1))).toBe('song-1');
    expect(id(queueNeighbour(items, 'song-3', -1))).toBe('song-2');
  });

  it('steps from a non-audio item to the nearest audio item in that direction', () => {
    expect(id(queueNeighbour(items, 'midi-1', 1))).toBe('song-2');
    expect(id(queueNeighbour(items, 'midi-1', -1))).toBe('song-1');
    expect(id(queueNeighbour(items, 'image-1', 1))).toBe('song-1');
  });

  it('stops at the ends instead of wrapping around', () => {
    expect(queueNeighbour(items, 'song-3', 1)).toBeNull();
    expect(queueNeighbour(items, 'video-1', 1)).toBeNull();
    expect(queueNeighbour(items, 'song-1', -1)).toBeNull();
    expect(queueNeighbour(items, 'image-1', -1)).toBeNull();
  });

  it('restarts from the first or last audio item when the current one is no longer listed', () => {
    expect(id(queueNeighbour(items, 'gone', 1))).toBe('song-1');
    expect(id(queueNeighbour(items, 'gone', -1))).toBe('song-3');
    expect(id(queueNeighbour(items, null, 1))).toBe('song-1');
  });

  it('has nothing to play in a list without audio', () => {
    const silent = items.filter((item) => item.kind !== 'audio');
    expect(queueNeighbour(silent, 'image-1', 1)).toBeNull();
    expect(queueNeighbour(silent, null, -1)).toBeNull();
    expect(queueNeighbour([], null, 1)).toBeNull();
  });
});
