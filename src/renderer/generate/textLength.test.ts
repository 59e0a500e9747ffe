import { describe, expect, it } from 'vitest';
import { submitFields } from '../../shared/service';
import { counterText, textLength, tooLongMessage } from './textLength';

const prompt = (model: Parameters<typeof submitFields>[0]) => {
  const found = submitFields(model).find((field) => field.name === 'prompt');
  if (!found) throw new Error(model);
  return found;
};

describe('textLength', () => {
  it('counts UTF-8 bytes where the service does, characters elsewhere', () => {
    expect(textLength(prompt('image-a'), 'é'.repeat(2501))).toEqual({
      length: 5002,
      max: 5000,
      over: 2,
      bytes: true,
    });
    expect(textLength(prompt('image-b-2.0'), '🎵'.repeat(801))).toEqual({
      length: 801,
      max: 800,
      over: 1,
      bytes: false,
    });
  });
  it('says how much too long in that unit, singular or plural, and nothing within the limit', () => {
    expect(tooLongMessage(textLength(prompt('image-a'), 'é'.repeat(2501)))).toBe(
      '2 bytes too long',
    );
    expect(tooLongMessage(textLength(prompt('image-b-2.0'), 'x'.repeat(801)))).toBe(
      '1 character too long',
    );
    expect(tooLongMessage(textLength(prompt('image-b-2.0'), 'x'.repeat(1120)))).toBe(
      '320 characters too long',
    );
    expect(tooLongMessage(textLength(prompt('image-b-2.0'), 'x'.repeat(800)))).toBeNull();
  });
  it('writes the counter with thousands separators', () => {
    const length = textLength(prompt('image-a'), 'é'.repeat(2501));
    expect(length && counterText(length)).toBe(
      '5,002 of 5,000 bytes — accented letters and other scripts take 2 to 4 bytes each',
    );
    const characters = textLength(prompt('image-b-2.0'), 'x'.repeat(1234));
    expect(characters && counterText(characters)).toBe('1,234 of 800 characters');
  });
});
