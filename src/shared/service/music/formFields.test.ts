import { describe, expect, it } from 'vitest';
import { musicActionFields } from './formFields';

const names = (fields: readonly { name: string }[]) => fields.map((field) => field.name);

describe('musicActionFields', () => {
  it('generate inspiration hides custom-only fields and caps the description at 3000', () => {
    const view = musicActionFields('generate', {});
    expect(view.modeSwitch).toBe('default-inspiration');
    expect(view.mode).toMatchObject({ kind: 'mode', mode: 'inspiration' });
    expect(names(view.fields)).not.toContain('title');
    expect(view.fields.find((field) => field.name === 'prompt')).toMatchObject({
      required: true,
      maxLength: 3000,
    });
  });

  it('generate custom shows style fields; prompt required unless instrumental', () => {
    const vocal = musicActionFields('generate', { custom: true });
    expect(names(vocal.fields)).toContain('title');
    expect(vocal.fields.find((field) => field.name === 'prompt')).toMatchObject({
      required: true,
      maxLength: 5000,
    });
    const instrumental = musicActionFields('generate', { custom: true, instrumental: true });
    expect(instrumental.fields.find((field) => field.name === 'prompt')?.required).toBe(false);
  });

  it('inferred actions report an undecided mode until a hint is given', () => {
    expect(musicActionFields('cover', {}).mode.kind).toBe('undecided');
    expect(musicActionFields('cover', { gpt_description: 'd' }).mode).toMatchObject({
      mode: 'inspiration',
    });
    expect(names(musicActionFields('cover', { style: 's' }).fields)).not.toContain(
      'gpt_description',
    );
  });

  it('actions without a mode switch return their full table', () => {
    const view = musicActionFields('download');
    expect(view.modeSwitch).toBeUndefined();
    expect(names(view.fields)).toEqual(['task_id', 'formats', 'audio_index']);
  });
});
