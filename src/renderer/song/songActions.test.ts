import { describe, expect, it } from 'vitest';
import {
  clampContinueAt,
  coverBody,
  defaultContinueAt,
  remasterBody,
  REMASTER_VARIATIONS,
  songActionBody,
  songActionLabel,
  songActionsFor,
} from './songActions';

describe('songActionsFor', () => {
  it('offers extend, cover and remaster on takes, and the whole song only on an extension', () => {
    expect(songActionsFor('generate')).toEqual(['extend', 'cover', 'remaster', 'stems-all']);
    expect(songActionsFor('extend')).toEqual([
      'extend',
      'concat',
      'cover',
      'remaster',
      'stems-all',
    ]);
    expect(songActionsFor('concat')).toEqual(['extend', 'cover', 'remaster', 'stems-all']);
    expect(songActionsFor('bpm')).toEqual([]);
  });
});

describe('continue point', () => {
  it('defaults near the end and stays at least 1 s and under the length', () => {
    expect(defaultContinueAt(20)).toBe(15);
    expect(defaultContinueAt(180)).toBe(162);
    expect(clampContinueAt(0.2, 20)).toBe(1);
    expect(clampContinueAt(19.8, 20)).toBe(19);
    expect(clampContinueAt(8.4, 20)).toBe(8);
    expect(clampContinueAt(1, 1.5)).toBe(1);
    expect(clampContinueAt(1, 1)).toBeNull();
  });
});

describe('songActionLabel', () => {
  const known = (credits: number) => ({ kind: 'known' as const, credits, breakdown: [] });
  it('names the action, its point in m:ss and its price', () => {
    expect(songActionLabel('extend', known(30), 61)).toBe('Extend from 1:01 · 30 cr');
    expect(songActionLabel('concat', known(10))).toBe('Get the whole song · 10 cr');
    expect(songActionLabel('cover', known(1250))).toBe('Cover · 1,250 cr');
    expect(songActionLabel('remaster', null)).toBe('Remaster · …');
    expect(songActionLabel('stems-all', known(40))).toBe('Separate all stems · 40 cr');
    expect(songActionLabel('remaster', { kind: 'unknown', reason: 'no tier' })).toBe(
      'Remaster · price unknown',
    );
  });
});

describe('songActionBody', () => {
  const source = { taskId: 't1', audioIndex: 2, title: 'Harbour', style: 'folk' };
  it('builds each request from the track', () => {
    expect(songActionBody('extend', source, 8)).toEqual({
      task_id: 't1',
      audio_index: 2,
      continue_at: 8,
    });
    expect(songActionBody('concat', source)).toEqual({ task_id: 't1', audio_index: 2 });
    expect(songActionBody('cover', source)).toEqual({
      task_id: 't1',
      audio_index: 2,
      title: 'Harbour',
      style: 'folk',
    });
    expect(songActionBody('cover', { ...source, title: null, style: null })).toEqual({
      task_id: 't1',
      audio_index: 2,
      gpt_description: 'A new cover of this song',
    });
  });
});

describe('options asked before a cover or a remaster', () => {
  const source = { taskId: 't1', audioIndex: 2, title: 'Harbour', style: 'folk' };
  it("sends the remaster variation only when one is picked, out of the service's values", () => {
    expect(REMASTER_VARIATIONS).toEqual(['subtle', 'normal', 'high']);
    expect(remasterBody(source, null)).toEqual({ task_id: 't1', audio_index: 2 });
    expect(remasterBody(source, 'high')).toEqual({
      task_id: 't1',
      audio_index: 2,
      variation_category: 'high',
    });
  });
  it('covers with the title and style as typed, or lets the service describe it when both are empty', () => {
    expect(coverBody(source, ' Harbour (live) ', 'sea shanty, choir')).toEqual({
      task_id: 't1',
      audio_index: 2,
      title: 'Harbour (live)',
      style: 'sea shanty, choir',
    });
    expect(coverBody(source, '', 'jazz')).toEqual({ task_id: 't1', audio_index: 2, style: 'jazz' });
    expect(coverBody(source, ' ', '')).toEqual({
      task_id: 't1',
      audio_index: 2,
      gpt_description: 'A new cover of this song',
    });
  });
});
