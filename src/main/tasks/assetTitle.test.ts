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

describe('titles that tell results apart', () => {
  it('names the full song and the extends after the song, with their track number', () => {
    expect(assetTitle({ ...none, action: 'concat', trackIndex: 1, trackCount: 1, sourceTitle: 'Neon Drive' })).toBe('Neon Drive (full song)');
    // The extend's own words (its new lyrics) do not rename the song.
    expect(assetTitle({ ...none, action: 'extend', summary: 'and then the night', trackIndex: 2, trackCount: 2, sourceTitle: 'Neon Drive' })).toBe('Neon Drive (extended, 2)');
    expect(assetTitle({ ...none, action: 'extend', trackTitle: 'Neon Drive', trackIndex: 1, trackCount: 1, sourceTitle: 'Neon Drive' })).toBe('Neon Drive (extended)');
    expect(assetTitle({ ...none, action: 'cover', trackIndex: 1, trackCount: 2, sourceTitle: 'Neon Drive' })).toBe('Neon Drive (cover, 1)');
  });

  it('numbers a batch of images #1…#4 and only a batch', () => {
    expect(assetTitle({ ...none, summary: 'harbour at dawn', batchIndex: 3, batchCount: 4, model: 'image-a' })).toBe('harbour at dawn #3');
    expect(assetTitle({ ...none, summary: 'harbour at dawn', batchIndex: 1, batchCount: 1, model: 'image-a' })).toBe('harbour at dawn');
  });

  it('labels MIDI note data as data, not as a second MIDI', () => {
    expect(assetTitle({ ...none, action: 'midi', sourceTitle: 'Neon Drive', midiNoteData: true })).toBe('Neon Drive – MIDI note data');
    expect(assetTitle({ ...none, action: 'midi', sourceTitle: 'Neon Drive' })).toBe('Neon Drive');
  });
});
