import { describe, expect, it } from 'vitest';
import { titleParts } from './assetPresentation';

describe('titleParts', () => {
  it('keeps the part that tells siblings apart out of the cut', () => {
    expect(titleParts('A very long song name – lead vocal')).toEqual({ head: 'A very long song name', tail: ' – lead vocal' });
    expect(titleParts('Neon Drive (extended, 2)')).toEqual({ head: 'Neon Drive', tail: ' (extended, 2)' });
    expect(titleParts('harbour at dawn #3')).toEqual({ head: 'harbour at dawn', tail: ' #3' });
    expect(titleParts('Neon Drive (full song) #2')).toEqual({ head: 'Neon Drive', tail: ' (full song) #2' });
    expect(titleParts('Plain title')).toEqual({ head: 'Plain title', tail: '' });
    expect(titleParts('(2)')).toEqual({ head: '(2)', tail: '' });
  });
});
