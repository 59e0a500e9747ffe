import { describe, expect, it } from 'vitest';
import type { TrackSource } from '../../shared/ipc/library';
import { buildBody } from './buildBody';
import { formIssues, inlineMessage, issuesByField, trackIssues } from './formIssues';
import { formView, type FormState } from './formView';

function issuesOf(state: FormState, sources: TrackSource[] = []) {
  const body = buildBody(state);
  return formIssues(state.target, body, formView(state).fields, sources);
}

const TASK = '11111111-2222-4333-8444-555555555555';
const source = (durationS: number | null): TrackSource => ({
  taskId: TASK,
  action: 'generate',
  title: 'Song',
  finishedAt: '2026-01-01T00:00:00Z',
  tracks: [
    { index: 1, title: 'A', durationS, assetId: null },
    { index: 2, title: 'B', durationS, assetId: null },
  ],
  legacy: false,
});

describe('formIssues', () => {
  it('image-a prompt is measured in UTF-8 bytes: 2000 "é" (4000 bytes) pass, 2501 fail', () => {
    const ok: FormState = {
      target: { model: 'image-a' },
      mode: null,
      values: { prompt: 'é'.repeat(2500) },
    };
    expect(issuesOf(ok).byField['prompt']).toBeUndefined();
    const long = issuesOf({ ...ok, values: { prompt: 'é'.repeat(2501) } });
    expect(long.byField['prompt']).toBe('2 bytes too long');
  });

  it('music text counts code points: 5000 emoji are fine in custom lyrics, 5001 are not', () => {
    const state: FormState = {
      target: { action: 'generate' },
      mode: 'custom',
      values: { prompt: '🎵'.repeat(5000) },
    };
    expect(issuesOf(state).byField['prompt']).toBeUndefined();
    expect(issuesOf({ ...state, values: { prompt: '🎵'.repeat(5001) } }).byField['prompt']).toBe(
      '1 character too long',
    );
  });

  it('says how much too long once, in the unit the service counts', () => {
    const state: FormState = {
      target: { model: 'image-b-2.0' },
      mode: null,
      values: { prompt: 'x'.repeat(1120) },
    };
    const issues = issuesOf(state);
    expect(issues.byField['prompt']).toBe('320 characters too long');
    expect(issues.count).toBe(1);
    // Other issues keep their own words.
    expect(issuesOf({ ...state, values: { prompt: '' } }).byField['prompt']).not.toMatch(
      /too long/,
    );
  });

  it('maps range, URL and required issues to their fields', () => {
    const state: FormState = {
      target: { model: 'video-a-v3' },
      mode: null,
      values: {
        prompt: '',
        type: 'image-to-video',
        duration: 99,
        image_urls: ['data:image/png;base64,AAAA'],
      },
    };
    const issues = issuesOf(state);
    expect(issues.byField['duration']).toMatch(/at most 15/);
    expect(issues.byField['image_urls']).toMatch(/^entry 1: .*pasted image data is refused$/);
    expect(issues.byField['prompt']).toBeDefined();
  });

  it('issues for fields not shown are general', () => {
    const result = issuesByField(
      [
        { field: 'custom', message: 'custom: required' },
        { field: 'prompt', message: 'prompt: x' },
      ],
      ['prompt'],
    );
    expect(result.general).toEqual(['custom: required']);
    expect(result.byField).toEqual({ prompt: 'x' });
    expect(inlineMessage({ field: '', message: 'body' })).toBe('body');
  });
});

describe('trackIssues', () => {
  it('checks continue_at, ranges and fades against the chosen track', () => {
    const sources = [source(30)];
    expect(trackIssues({ task_id: TASK, continue_at: 29 }, sources)).toEqual([]);
    expect(trackIssues({ task_id: TASK, continue_at: 30 }, sources)[0]?.field).toBe('continue_at');
    expect(
      trackIssues({ task_id: TASK, audio_index: 2, start_s: 10, end_s: 31 }, sources).map(
        (found) => found.field,
      ),
    ).toEqual(['end_s']);
    expect(trackIssues({ task_id: TASK, fade_duration: 30.5 }, sources)[0]?.message).toMatch(
      /30 s/,
    );
  });

  it('reports a track index the source does not have', () => {
    expect(trackIssues({ task_id: TASK, audio_index: 3 }, [source(30)])[0]).toMatchObject({
      field: 'audio_index',
    });
  });

  it('leaves unknown sources and unknown durations to the service', () => {
    expect(trackIssues({ task_id: 'other', continue_at: 999 }, [source(30)])).toEqual([]);
    expect(trackIssues({ task_id: TASK, continue_at: 999 }, [source(null)])).toEqual([]);
  });
});
