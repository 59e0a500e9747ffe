import { describe, expect, it } from 'vitest';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import { createTranslator } from '../../shared/i18n/translator';
import { frameNeverUploaded, neverALink } from '../library/inputTargets';
import { pickEntries, pickEntry, pickerKindsFor } from './libraryPick';

const image = {
  id: 'i1',
  title: 'Lighthouse',
  kind: 'image' as const,
  sourceUrl: 'https://files.example/i1.png',
};
const localImage = { id: 'i2', title: 'Local', kind: 'image' as const, sourceUrl: null };
const video = {
  id: 'v1',
  title: 'Clip',
  kind: 'video' as const,
  sourceUrl: 'https://files.example/v1.mp4',
};
const track = {
  id: 'a1',
  title: 'Song',
  kind: 'audio' as const,
  sourceUrl: 'https://files.example/a1.mp3',
  trackIndex: 2,
  durationS: 75,
};
const lyrics = { id: 'l1', title: 'Words', kind: 'lyrics' as const, sourceUrl: null };

describe('the library picker of a URL field', () => {
  it('lists images (and videos, to say why not) for image fields, tracks for audio fields, nothing for other fields', () => {
    expect(pickerKindsFor('image_urls')).toEqual(['image', 'video']);
    expect(pickerKindsFor('audio_url')).toEqual(['audio']);
    expect(pickerKindsFor('audio_urls')).toEqual(['audio']);
    expect(pickerKindsFor('prompt')).toBeNull();
  });

  it('keeps only the kinds that fit, usable results first, each with its service link', () => {
    const entries = pickEntries('image_urls', [localImage, track, video, image, lyrics]);
    expect(entries.map((entry) => entry.id)).toEqual(['i1', 'i2', 'v1']);
    expect(entries[0]).toMatchObject({ url: image.sourceUrl, reason: null });
  });

  it('shows results that cannot be inputs disabled, with the same reason as "Use as input"', () => {
    const [local, clip] = pickEntries('image_urls', [localImage, video]);
    expect(local).toMatchObject({ url: null, reason: neverALink() });
    expect(clip).toMatchObject({ url: null, reason: frameNeverUploaded() });
    expect(pickEntries('audio_url', [track, image])).toEqual([
      {
        id: 'a1',
        title: 'Song',
        kind: 'audio',
        url: track.sourceUrl,
        reason: null,
        detail: 'Track 2 · 1:15',
      },
    ]);
  });
});

describe('a picked result’s title', () => {
  it('reads the title rule’s English words in the user’s language, a user’s own title as typed', () => {
    setActiveTranslator(createTranslator('de', CATALOGS.de, { fallback: CATALOGS.en }));
    try {
      const stem = { id: 's1', kind: 'audio' as const, sourceUrl: null };
      expect(pickEntry({ ...stem, title: 'Walk Song — take 2' }).title).toBe('Walk Song — Take 2');
      expect(pickEntry({ ...stem, title: 'Walk Song — Remix' }).title).toBe('Walk Song — Remix');
    } finally {
      setActiveTranslator(createTranslator('en', CATALOGS.en, { fallback: CATALOGS.en }));
    }
  });
});
