import { describe, expect, it } from 'vitest';
import { assetTitle, type AssetTitleInput } from './assetTitle';

const none: AssetTitleInput = {
  trackTitle: null,
  stem: null,
  trackIndex: null,
  trackCount: 0,
  requestTitle: null,
  summary: '',
  sourceTitle: null,
  model: 'tune',
};

describe('asset titles', () => {
  it('prefers the track title, then the request title, then the prompt, then the source track, then the model', () => {
    expect(
      assetTitle({ ...none, trackTitle: 'Night Drive', requestTitle: 'Other', summary: 'words' }),
    ).toBe('Night Drive');
    expect(assetTitle({ ...none, requestTitle: 'Custom Title', summary: 'words' })).toBe(
      'Custom Title',
    );
    expect(assetTitle({ ...none, summary: 'a lighthouse at dawn', sourceTitle: 'Song' })).toBe(
      'a lighthouse at dawn',
    );
    expect(assetTitle({ ...none, sourceTitle: 'Night Drive' })).toBe('Night Drive');
    expect(assetTitle({ ...none, model: 'image-a' })).toBe('image-a');
  });

  it('names a stem after its part, on the song it came from', () => {
    expect(
      assetTitle({
        ...none,
        action: 'stems-all',
        stem: 'drum kit',
        trackIndex: 2,
        trackCount: 6,
        sourceTitle: 'Night Drive — full song',
      }),
    ).toBe('Night Drive — drum kit stem');
    expect(
      assetTitle({
        ...none,
        stem: 'bass',
        trackTitle: 'Library Song',
        trackIndex: 3,
        trackCount: 6,
      }),
    ).toBe('Library Song — bass stem');
  });

  it('numbers the takes of a result only when it has several, titled or not', () => {
    expect(assetTitle({ ...none, summary: 'rain', trackIndex: 2, trackCount: 2 })).toBe(
      'rain — take 2',
    );
    expect(assetTitle({ ...none, sourceTitle: 'Night Drive', trackIndex: 1, trackCount: 1 })).toBe(
      'Night Drive',
    );
    expect(assetTitle({ ...none, trackTitle: 'Titled', trackIndex: 2, trackCount: 2 })).toBe(
      'Titled — take 2',
    );
  });
});

describe('titles that tell results apart', () => {
  it('names the full song and the extends after the song, never after the version they came from', () => {
    expect(
      assetTitle({
        ...none,
        action: 'concat',
        trackIndex: 1,
        trackCount: 1,
        sourceTitle: 'Neon Drive — extended from 0:43, take 1',
      }),
    ).toBe('Neon Drive — full song');
    // The extend's own words (its new lyrics) do not rename the song.
    expect(
      assetTitle({
        ...none,
        action: 'extend',
        continueAtS: 43,
        summary: 'and then the night',
        trackIndex: 2,
        trackCount: 2,
        sourceTitle: 'Neon Drive — take 1',
      }),
    ).toBe('Neon Drive — extended from 0:43, take 2');
    expect(
      assetTitle({
        ...none,
        action: 'extend',
        continueAtS: 43,
        trackTitle: 'Neon Drive',
        trackIndex: 1,
        trackCount: 1,
        sourceTitle: 'Neon Drive',
      }),
    ).toBe('Neon Drive — extended from 0:43');
    expect(
      assetTitle({
        ...none,
        action: 'cover',
        trackIndex: 1,
        trackCount: 2,
        sourceTitle: 'Neon Drive (extended, 1)',
      }),
    ).toBe('Neon Drive — cover, take 1');
  });

  it('says which variation of how many, and numbers a batch only when it is one', () => {
    expect(
      assetTitle({
        ...none,
        summary: 'a lighthouse on a cliff',
        variation: { index: 2, count: 3 },
        model: 'image-a',
        batchIndex: 1,
        batchCount: 1,
      }),
    ).toBe('a lighthouse on a cliff — variation 2 of 3');
    expect(
      assetTitle({
        ...none,
        summary: 'harbour at dawn',
        batchIndex: 3,
        batchCount: 4,
        model: 'image-a',
      }),
    ).toBe('harbour at dawn — 3 of 4');
    expect(
      assetTitle({
        ...none,
        summary: 'harbour at dawn',
        batchIndex: 1,
        batchCount: 1,
        model: 'image-a',
      }),
    ).toBe('harbour at dawn');
  });

  it('labels MIDI note data as notes, not as a second MIDI', () => {
    expect(
      assetTitle({ ...none, action: 'midi', sourceTitle: 'Neon Drive', midiNoteData: true }),
    ).toBe('Neon Drive — notes (JSON)');
    expect(assetTitle({ ...none, action: 'midi', sourceTitle: 'Neon Drive' })).toBe(
      'Neon Drive — MIDI',
    );
  });

  it('names the status record as a record, not as a second copy of the result', () => {
    expect(
      assetTitle({
        ...none,
        summary: 'a lighthouse',
        model: 'image-a',
        variation: { index: 1, count: 3 },
        statusRecord: true,
      }),
    ).toBe('a lighthouse — variation 1 of 3, task record (JSON)');
  });
});
