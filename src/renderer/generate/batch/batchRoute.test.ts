import { describe, expect, it } from 'vitest';
import { batchLinkFor, batchSourceOfHash } from './batchRoute';

describe('batch deep link', () => {
  it('reads the source a Generate link carries, lines and braces intact', () => {
    const source = 'a {red|blue} car\nprompt,seed & more';
    const link = batchLinkFor({ model: 'image-a' }, source);
    expect(link.startsWith('#/generate?model=image-a&batch=')).toBe(true);
    expect(batchSourceOfHash(link)).toBe(source);
    expect(batchSourceOfHash(batchLinkFor({ action: 'extend' }, 'x'))).toBe('x');
  });

  it('ignores other pages, links without a batch and an empty one', () => {
    expect(batchSourceOfHash('#/library?batch=x')).toBeNull();
    expect(batchSourceOfHash('#/generate?model=image-a')).toBeNull();
    expect(batchSourceOfHash('#/generate?model=image-a&batch=%20')).toBeNull();
  });
});
