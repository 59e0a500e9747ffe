import { describe, expect, it } from 'vitest';
import type { Catalog } from '../../shared/service/catalog';
import { describeTierParams, groupCatalog, unitLabel } from './groupCatalog';

const catalog: Catalog = {
  credit_to_usd: 0.01,
  models: [
    { model_key: 'tune', category: 'music', tiers: [] },
    { model_key: 'weird', category: 'audio-fx', tiers: [] },
    { model_key: 'video-a', category: 'video', tiers: [] },
    { model_key: 'image-a', category: 'image', tiers: [] },
    { model_key: 'nameless', tiers: [] },
    { model_key: 'image-b', category: 'image', tiers: [] },
  ],
};

describe('groupCatalog', () => {
  it('puts image, video, music first and keeps every model', () => {
    const groups = groupCatalog(catalog);
    expect(groups.map((group) => group.kind)).toEqual([
      'image',
      'video',
      'music',
      'audio-fx',
      'other',
    ]);
    expect(groups[0]?.models.map((model) => model.model_key)).toEqual(['image-a', 'image-b']);
    expect(groups.flatMap((group) => group.models)).toHaveLength(catalog.models.length);
    expect(groups[3]?.label).toBe('Audio-fx');
  });
});

describe('labels', () => {
  it('words units and params', () => {
    expect(unitLabel({ unit: 'per-second' })).toBe('per second');
    expect(unitLabel({})).toBeNull();
    expect(describeTierParams({ per: 'second', resolution: '720p', audio: true })).toBe(
      'Resolution 720p · with audio',
    );
    expect(describeTierParams(undefined)).toBe('');
  });
});
