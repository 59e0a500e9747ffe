import { describe, expect, it } from 'vitest';
import { MODEL_KEYS, MUSIC_ACTIONS } from '../../shared/service';
import { buildBody, stateFromBody } from './buildBody';
import { formView, initialState, type FormState } from './formView';

const names = (state: FormState) => formView(state).fields.map((field) => field.name);

describe('formView', () => {
  it('every model and action has a non-empty form', () => {
    for (const model of MODEL_KEYS)
      expect(names(initialState({ model })).length).toBeGreaterThan(0);
    for (const action of MUSIC_ACTIONS)
      expect(names(initialState({ action })).length).toBeGreaterThan(0);
  });

  it('video type decides whether image_urls is shown and how many it takes', () => {
    const text: FormState = {
      target: { model: 'video-a-v3-omni' },
      mode: null,
      values: { type: 'text-to-video' },
    };
    expect(names(text)).not.toContain('image_urls');
    const reference = formView({ ...text, values: { type: 'reference-to-video' } }).fields.find(
      (field) => field.name === 'image_urls',
    );
    expect(reference).toMatchObject({ required: true, minItems: 1, maxItems: 7 });
    expect(
      formView({
        ...text,
        target: { model: 'video-d-pro-fast' },
        values: { type: 'image-to-video' },
      }).fields.find((f) => f.name === 'image_urls'),
    ).toMatchObject({ minItems: 1, maxItems: 1 });
  });

  it('a fresh video form starts on its first type', () => {
    expect(initialState({ model: 'video-c' }).values).toEqual({ type: 'text-to-video' });
    expect(initialState({ model: 'image-a' }).values).toEqual({});
  });

  it('music mode hides the fields the mode rejects and never shows custom as a field', () => {
    const inspiration = initialState({ model: 'tune' });
    expect(inspiration.mode).toBe('inspiration');
    expect(names(inspiration)).not.toContain('title');
    expect(names(inspiration)).not.toContain('custom');
    expect(names({ ...inspiration, mode: 'custom' })).toContain('title');
    const cover: FormState = { target: { action: 'cover' }, mode: 'inspiration', values: {} };
    expect(names(cover)).toContain('gpt_description');
    expect(names(cover)).not.toContain('prompt');
    expect(names({ ...cover, mode: 'custom' })).not.toContain('gpt_description');
  });

  it('extend starts in custom mode; upload-extend has no switch', () => {
    expect(initialState({ action: 'extend' }).mode).toBe('custom');
    expect(initialState({ action: 'upload-extend' }).mode).toBeNull();
    expect(formView(initialState({ action: 'upload-extend' })).sendsCustom).toBe(false);
  });

  it('hides the audio weight where there is no source audio (generate, tune), shows it where there is', () => {
    expect(names({ target: { action: 'generate' }, mode: 'custom', values: {} })).not.toContain(
      'audio_weight',
    );
    expect(names({ target: { model: 'tune' }, mode: 'custom', values: {} })).not.toContain(
      'audio_weight',
    );
    expect(names({ target: { action: 'generate' }, mode: 'custom', values: {} })).toContain(
      'style_weight',
    );
    expect(names({ target: { action: 'extend' }, mode: 'custom', values: {} })).toContain(
      'audio_weight',
    );
    expect(names({ target: { action: 'upload-cover' }, mode: 'custom', values: {} })).toContain(
      'audio_weight',
    );
  });

  it('instrumental hides vocal_gender', () => {
    const state: FormState = {
      target: { action: 'generate' },
      mode: 'custom',
      values: { instrumental: true },
    };
    expect(names(state)).not.toContain('vocal_gender');
    expect(names({ ...state, values: {} })).toContain('vocal_gender');
  });
});

describe('buildBody', () => {
  it('drops empty fields and fields the mode hides, and sends custom from the mode', () => {
    const state: FormState = {
      target: { action: 'generate' },
      mode: 'inspiration',
      values: {
        prompt: 'a calm song',
        title: 'Hidden in inspiration',
        style: '',
        duration: '',
        weirdness: 0,
      },
    };
    expect(buildBody(state)).toEqual({ prompt: 'a calm song', custom: false, weirdness: 0 });
  });

  it('drops image_urls when the video type must omit them, keeps them otherwise', () => {
    const values = {
      prompt: 'p',
      type: 'text-to-video',
      image_urls: ['https://example.com/a.png'],
    };
    expect(buildBody({ target: { model: 'video-a-v3' }, mode: null, values })).toEqual({
      prompt: 'p',
      type: 'text-to-video',
    });
    expect(
      buildBody({
        target: { model: 'video-a-v3' },
        mode: null,
        values: { ...values, type: 'image-to-video' },
      }),
    ).toMatchObject({
      image_urls: ['https://example.com/a.png'],
    });
  });

  it('cleans lists and numbers: blank URLs dropped, numeric text parsed, bad text kept for the validator', () => {
    const body = buildBody({
      target: { model: 'image-c-4' },
      mode: null,
      values: {
        prompt: 'x',
        image_urls: [' https://example.com/a.png ', ''],
        batch_size: '3',
        seed: 'abc',
      },
    });
    expect(body).toEqual({
      prompt: 'x',
      image_urls: ['https://example.com/a.png'],
      batch_size: 3,
      seed: 'abc',
    });
  });

  it('mashup pairs: ids trimmed, a missing index becomes the default 1', () => {
    const body = buildBody({
      target: { action: 'mashup' },
      mode: 'custom',
      values: { task_ids: [' a ', 'b'], audio_indexes: [2, undefined], prompt: 'la' },
    });
    expect(body).toMatchObject({ task_ids: ['a', 'b'], audio_indexes: [2, 1], custom: true });
  });

  it('a stored body reads back into the same body (re-run)', () => {
    const stored = { prompt: 'verse', custom: true, title: 'T', style: 'folk', max_mode: true };
    const state = stateFromBody({ action: 'generate' }, stored);
    expect(state.mode).toBe('custom');
    expect(buildBody(state)).toEqual(stored);
    const inferred = stateFromBody({ action: 'cover' }, { task_id: 'x', gpt_description: 'd' });
    expect(inferred.mode).toBe('inspiration');
  });
});
