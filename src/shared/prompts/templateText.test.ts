import { describe, expect, it } from 'vitest';
import {
  batchSize,
  batchText,
  splitValues,
  templateIssues,
  templateVariables,
} from './templateText';

describe('prompt template variables', () => {
  it('names each {variable} once, in order, and leaves wildcards alone', () => {
    expect(templateVariables('a {color} car at {time}, {color} again, {red|blue} wheels')).toEqual([
      'color',
      'time',
    ]);
    expect(templateVariables('no variables here {}')).toEqual([]);
  });

  it('becomes the batch wildcard text: several values as a choice, one as itself', () => {
    const values = { color: ['red', 'blue'], time: ['dawn'] };
    expect(batchText('a {color} car at {time}, {big|small}', values)).toBe(
      'a {red|blue} car at dawn, {big|small}',
    );
    expect(
      batchSize('a {color} car at {time}', { color: ['red', 'blue'], time: ['dawn', 'dusk'] }),
    ).toBe(4);
  });

  it('reads values typed with | or one per line', () => {
    expect(splitValues(' red | blue\n\ngreen |')).toEqual(['red', 'blue', 'green']);
  });

  it('names the variable without values and the value that would break the wildcard', () => {
    expect(templateIssues('a {color} car at {time}', { color: ['re{d'] })).toEqual([
      { rule: 'bad_value', variable: 'color', value: 're{d' },
      { rule: 'no_values', variable: 'time' },
    ]);
    expect(templateIssues('a {color} car', { color: ['red'] })).toEqual([]);
  });
});
