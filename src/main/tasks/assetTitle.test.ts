import { describe, expect, it } from 'vitest';
import { assetTitle, type AssetTitleInput } from './assetTitle';

const none: AssetTitleInput = { trackTitle: null, stem: null, trackIndex: null, trackCount: 0, requestTitle: null, summary: '', sourceTitle: null, model: 'tune' };

describe('asset titles', () => {
  it('prefers the track title, then the request title, then the prompt, then the source track, then the model', () => {
    expect(assetTitle({ ...none, trackTitle: 'Night Drive', requestTitle: 'Other', summary: 'words' })).toBe('Night Drive');
    expect(assetTitle({ ...none, requestTitle: 'Custom Title', summary: 'words' })).toBe('Custom Title');
    expect(assetTitle({ ...none, summary: 'a lighthouse at dawn', sourceTitle: 'Song' })).toBe('a lighthouse at dawn');
    expect(assetTitle({ ...none, sourceTitle: 'Night Drive' })).toBe('Night Drive');
    expect(assetTitle({ ...none, model: 'image-a' })).toBe('image-a');
  });

  it('names a stem after its part, on the song it came from', () => {
    expect(assetTitle({ ...none, stem: 'drum kit', trackIndex: 2, trackCount: 6, sourceTitle: 'Night Drive' })).toBe('Night Drive – drum kit');
    expect(assetTitle({ ...none, stem: 'bass', trackTitle: 'Library Song', trackIndex: 3, trackCount: 6 })).toBe('Library Song – bass');
  });

  it('numbers untitled tracks only when the result has several', () => {
    expect(assetTitle({ ...none, summary: 'rain', trackIndex: 2, trackCount: 2 })).toBe('rain (2)');
    expect(assetTitle({ ...none, sourceTitle: 'Night Drive', trackIndex: 1, trackCount: 1 })).toBe('Night Drive');
    expect(assetTitle({ ...none, trackTitle: 'Titled', trackIndex: 2, trackCount: 2 })).toBe('Titled');
  });
});
