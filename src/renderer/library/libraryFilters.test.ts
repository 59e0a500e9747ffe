import { describe, expect, it } from 'vitest';
import { libraryQuerySchema } from '../../shared/ipc/library';
import {
  DEFAULT_FILTERS,
  DEFAULT_KINDS,
  activeFilterCount,
  dayBoundary,
  parseBpm,
  parseDuration,
  toListQuery,
} from './libraryFilters';

describe('toListQuery', () => {
  it('sends only the sort and page size when nothing is chosen', () => {
    const query = toListQuery(DEFAULT_FILTERS, { limit: 60 });
    expect(query).toEqual({ sort: 'newest', limit: 60, kinds: DEFAULT_KINDS });
    expect(query.kinds).not.toContain('json');
    expect(query.kinds).toContain('audio');
    expect(toListQuery({ ...DEFAULT_FILTERS, kinds: ['json'] }, { limit: 60 }).kinds).toEqual([
      'json',
    ]);
  });

  it('maps every filter, trims the text and passes the cursor; the contract accepts it', () => {
    const query = toListQuery(
      {
        ...DEFAULT_FILTERS,
        text: '  red fox ',
        kinds: ['audio', 'midi'],
        models: ['tune'],
        actions: ['stems-all'],
        profileIds: ['sandbox'],
        tags: ['keep'],
        favoritesOnly: true,
        fromDate: '2026-03-01',
        toDate: '2026-03-02',
        sort: 'title',
      },
      { limit: 100, cursor: 'abc' },
    );
    expect(query).toMatchObject({
      text: 'red fox',
      kinds: ['audio', 'midi'],
      models: ['tune'],
      actions: ['stems-all'],
      profileIds: ['sandbox'],
      tags: ['keep'],
      favorite: true,
      sort: 'title',
      limit: 100,
      cursor: 'abc',
    });
    expect(new Date(query.from!).getDate()).toBe(1);
    expect(new Date(query.to!).getHours()).toBe(23);
    expect(libraryQuerySchema.parse(query)).toEqual(query);
  });

  it('swaps a reversed date range and ignores invalid dates', () => {
    const query = toListQuery(
      { ...DEFAULT_FILTERS, fromDate: '2026-05-10', toDate: '2026-05-01' },
      { limit: 10 },
    );
    expect(query.from! < query.to!).toBe(true);
    expect(new Date(query.from!).getDate()).toBe(1);
    expect(new Date(query.to!).getDate()).toBe(10);
    expect(
      toListQuery({ ...DEFAULT_FILTERS, fromDate: 'yesterday' }, { limit: 10 }).from,
    ).toBeUndefined();
    expect(dayBoundary('2026-13-45', false)).toBeNull();
    expect(dayBoundary('2026-02-30', true)).toBeNull();
    expect(dayBoundary('', true)).toBeNull();
  });

  it('reads lengths typed as seconds, m:ss or h:mm:ss, swaps a reversed range and ignores the rest', () => {
    expect([
      parseDuration('90'),
      parseDuration(' 1:30 '),
      parseDuration('1:02:03'),
      parseDuration('0:05'),
    ]).toEqual([90, 90, 3723, 5]);
    for (const text of ['', '1:', '1:75', 'a minute', '1.5', '-3', '1:2:3:4'])
      expect(parseDuration(text)).toBeNull();
    const query = toListQuery(
      { ...DEFAULT_FILTERS, minDuration: '3:00', maxDuration: '1:00' },
      { limit: 10 },
    );
    expect(query).toMatchObject({ minDurationS: 60, maxDurationS: 180 });
    expect(libraryQuerySchema.parse(query)).toEqual(query);
    const open = toListQuery(
      { ...DEFAULT_FILTERS, minDuration: '2:00', maxDuration: '2:' },
      { limit: 10 },
    );
    expect(open.minDurationS).toBe(120);
    expect(open).not.toHaveProperty('maxDurationS');
    expect(activeFilterCount({ ...DEFAULT_FILTERS, maxDuration: '0:30' })).toBe(1);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, maxDuration: 'soon' })).toBe(0);
  });

  it('reads a tempo range in BPM (1 to 300), swaps a reversed one, and sends the chosen keys', () => {
    expect([parseBpm('120'), parseBpm(' 92.5 '), parseBpm('300'), parseBpm('1')]).toEqual([
      120, 92.5, 300, 1,
    ]);
    for (const text of ['', '0', '301', 'fast', '-90', '1e2', '1.2.3'])
      expect(parseBpm(text)).toBeNull();
    // The decimal comma (German), and never a tempo ten times too fast from a dropped mark.
    expect([parseBpm('92,5'), parseBpm('4.5')]).toEqual([92.5, 4.5]);
    const query = toListQuery(
      { ...DEFAULT_FILTERS, minBpm: '140', maxBpm: '90', musicalKeys: ['Am', 'F#'] },
      { limit: 10 },
    );
    expect(query).toMatchObject({ minBpm: 90, maxBpm: 140, musicalKeys: ['Am', 'F#'] });
    expect(libraryQuerySchema.parse(query)).toEqual(query);
    const open = toListQuery({ ...DEFAULT_FILTERS, minBpm: '100', maxBpm: 'soon' }, { limit: 10 });
    expect(open.minBpm).toBe(100);
    expect(open).not.toHaveProperty('maxBpm');
    expect(open).not.toHaveProperty('musicalKeys');
    expect(activeFilterCount({ ...DEFAULT_FILTERS, minBpm: '100', musicalKeys: ['Cm'] })).toBe(2);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, minBpm: 'quick' })).toBe(0);
  });

  it('counts active filters', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_FILTERS,
        text: 'x',
        kinds: ['image'],
        favoritesOnly: true,
        toDate: '2026-01-01',
      }),
    ).toBe(3);
  });
});

describe('the collection filter', () => {
  it('sends the collection shown, and is not counted among the Filters badge', () => {
    const filters = { ...DEFAULT_FILTERS, collectionId: 'album-2' };
    expect(toListQuery(filters, { limit: 10 }).collectionId).toBe('album-2');
    expect(toListQuery(DEFAULT_FILTERS, { limit: 10 })).not.toHaveProperty('collectionId');
    expect(activeFilterCount(filters)).toBe(0);
  });
});
