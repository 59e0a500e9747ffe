import { describe, expect, it } from 'vitest';
import { queryFromHash } from '../routes';
import { actionInput, actionsForTrack, generateLinkForTrack, sourceActionOf } from './trackActions';

describe('actionsForTrack', () => {
  it('offers the track actions of a generate result, not upload-only, concat or mashup', () => {
    const actions = actionsForTrack('generate');
    for (const action of [
      'extend',
      'cover',
      'remaster',
      'stems',
      'stems-all',
      'midi',
      'crop',
      'persona',
      'download',
    ]) {
      expect(actions).toContain(action);
    }
    for (const action of ['add-vocals', 'sample', 'concat', 'mashup', 'generate', 'lyrics']) {
      expect(actions).not.toContain(action);
    }
  });

  it('follows the required source kinds: concat after extend, add-vocals/sample after upload', () => {
    expect(actionsForTrack('extend')).toContain('concat');
    expect(actionsForTrack('upload')).toEqual(
      expect.arrayContaining(['add-vocals', 'add-instrumental', 'sample']),
    );
    expect(actionsForTrack('upload')).not.toContain('concat');
  });

  it('offers nothing for results that cannot be sources', () => {
    expect(actionsForTrack('midi')).toEqual([]);
    expect(actionsForTrack('music-video')).toEqual([]);
    expect(actionsForTrack(null)).toEqual([]);
  });

  it('reads the source action from an asset (legacy tune = generate)', () => {
    expect(sourceActionOf({ model: 'tune', action: null })).toBe('generate');
    expect(sourceActionOf({ model: 'tune', action: 'stems-all' })).toBe('stems-all');
    expect(sourceActionOf({ model: 'image-a', action: null })).toBeNull();
  });
});

describe('generateLinkForTrack', () => {
  it('fills task_id and audio_index', () => {
    const link = generateLinkForTrack({ action: 'remaster', taskId: 't-1', audioIndex: 2 });
    expect(link.startsWith('#/generate?')).toBe(true);
    const query = queryFromHash(link);
    expect(Object.fromEntries(query)).toEqual({
      action: 'remaster',
      task_id: 't-1',
      audio_index: '2',
    });
  });

  it('passes a dragged range (ordered, rounded) only to range actions', () => {
    const query = queryFromHash(
      generateLinkForTrack({
        action: 'crop',
        taskId: 't',
        audioIndex: 1,
        range: { startS: 12.3456, endS: 3.2 },
      }),
    );
    expect(query.get('start_s')).toBe('3.2');
    expect(query.get('end_s')).toBe('12.35');
    expect(
      queryFromHash(
        generateLinkForTrack({
          action: 'cover',
          taskId: 't',
          audioIndex: 1,
          range: { startS: 1, endS: 2 },
        }),
      ).has('start_s'),
    ).toBe(false);
    expect(actionInput('persona')).toBe('range');
  });

  it('passes continue_at (at least 1 s) only to extend', () => {
    expect(
      queryFromHash(
        generateLinkForTrack({ action: 'extend', taskId: 't', audioIndex: 1, continueAt: 42.123 }),
      ).get('continue_at'),
    ).toBe('42.12');
    expect(
      queryFromHash(
        generateLinkForTrack({ action: 'extend', taskId: 't', audioIndex: 1, continueAt: 0.2 }),
      ).get('continue_at'),
    ).toBe('1');
    expect(
      queryFromHash(
        generateLinkForTrack({ action: 'crop', taskId: 't', audioIndex: 1, continueAt: 5 }),
      ).has('continue_at'),
    ).toBe(false);
  });
});
