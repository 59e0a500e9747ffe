import { describe, expect, it } from 'vitest';
import { MUSIC_FIELDS, submitFields } from '../../shared/service';
import {
  controlKind,
  displayedEnumValue,
  displayedEnumValues,
  isWideControl,
  numberStep,
} from './controlKind';

const field = (name: string) => {
  const found = MUSIC_FIELDS[name];
  if (!found) throw new Error(name);
  return found;
};
const modelField = (model: Parameters<typeof submitFields>[0], name: string) => {
  const found = submitFields(model).find((item) => item.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('controlKind', () => {
  it('picks a control per kind and size', () => {
    expect(controlKind(field('prompt'))).toBe('textarea');
    expect(controlKind(field('stem_type'))).toBe('searchable-select');
    expect(controlKind(field('key'))).toBe('searchable-select');
    expect(controlKind(field('audio_format'))).toBe('segmented');
    expect(controlKind(field('formats'))).toBe('multi-select');
    expect(controlKind(field('task_ids'))).toBe('task-pair');
    expect(controlKind(modelField('image-a', 'aspect_ratio'))).toBe('select');
    expect(controlKind(modelField('video-c', 'duration'))).toBe('number-choices');
    expect(controlKind(modelField('image-c-4', 'watermark'))).toBe('switch');
  });

  it('draws the 0 to 1 weights as sliders, other numbers as number inputs', () => {
    for (const name of ['style_weight', 'weirdness', 'audio_weight'])
      expect(controlKind(field(name))).toBe('slider');
    expect(controlKind(field('speed'))).toBe('number');
    expect(controlKind(field('continue_at'))).toBe('number');
  });

  it('hides aliases and case duplicates but maps stored values onto the shown ones', () => {
    expect(displayedEnumValues(field('vocal_gender'))).toEqual(['Male', 'Female']);
    expect(displayedEnumValue(field('vocal_gender'), 'f')).toBe('Female');
    expect(displayedEnumValues(modelField('video-c', 'aspect_ratio'))).toEqual([
      '16:9',
      '9:16',
      'Auto',
    ]);
  });

  it('steps weights finely and seconds by halves', () => {
    expect(numberStep(field('weirdness'))).toBe(0.05);
    expect(numberStep(field('continue_at'))).toBe(0.5);
    expect(numberStep(field('bpm'))).toBe(1);
  });

  it('long segmented controls and text take the full width; short ones sit in the grid', () => {
    expect(isWideControl(modelField('video-c', 'type'))).toBe(true);
    expect(isWideControl(modelField('video-c', 'resolution'))).toBe(false);
    expect(isWideControl(field('prompt'))).toBe(true);
    expect(isWideControl(field('bpm'))).toBe(false);
  });
});
