import { describe, expect, it } from 'vitest';
import { withDroppedLink } from './inputDrop';

describe('dropping a result link onto a URL list', () => {
  it('fills the first empty row, appends otherwise, and never adds the same link twice', () => {
    expect(withDroppedLink([''], 'https://a/1.png')).toEqual(['https://a/1.png']);
    expect(withDroppedLink(['https://a/1.png', ' '], 'https://a/2.png')).toEqual([
      'https://a/1.png',
      'https://a/2.png',
    ]);
    expect(withDroppedLink(['https://a/1.png'], 'https://a/2.png')).toEqual([
      'https://a/1.png',
      'https://a/2.png',
    ]);
    expect(withDroppedLink(['https://a/1.png'], 'https://a/1.png')).toEqual(['https://a/1.png']);
  });
});
