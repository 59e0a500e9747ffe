import { describe, expect, it } from 'vitest';
import { generateLinkFor, generateLinkForTarget, parseGenerateHash } from './generateRoute';
import { MUSIC_ACTION_GROUPS, modelsOfKind } from './generateTargets';
import { MUSIC_ACTIONS } from '../../shared/service';

describe('generate links', () => {
  it('round-trips a submission id and targets', () => {
    expect(parseGenerateHash(generateLinkFor('sub 1/2'))).toEqual({
      from: 'sub 1/2',
      target: null,
      prefill: null,
    });
    expect(parseGenerateHash(generateLinkForTarget({ model: 'image-b-2.0' })).target).toEqual({
      model: 'image-b-2.0',
    });
    expect(parseGenerateHash(generateLinkForTarget({ action: 'add-vocals' })).target).toEqual({
      action: 'add-vocals',
    });
  });

  it('ignores unknown targets and other pages', () => {
    expect(parseGenerateHash('#/generate?model=nope').target).toBeNull();
    expect(parseGenerateHash('#/tasks?from=x')).toEqual({
      from: null,
      target: null,
      prefill: null,
    });
    expect(parseGenerateHash('')).toEqual({ from: null, target: null, prefill: null });
  });
});

describe('generate targets', () => {
  it('groups all 33 actions exactly once and lists 5 image and 5 video models', () => {
    const grouped = MUSIC_ACTION_GROUPS.flatMap((group) => group.actions);
    expect([...grouped].sort()).toEqual([...MUSIC_ACTIONS].sort());
    expect(modelsOfKind('image')).toHaveLength(5);
    expect(modelsOfKind('video')).toHaveLength(5);
    expect(modelsOfKind('music')).toEqual(['tune']);
  });
});
