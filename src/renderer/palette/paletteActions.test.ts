import { describe, expect, it } from 'vitest';
import type { AssetView } from '../../shared/ipc/library';
import { MODEL_KEYS } from '../../shared/service/models';
import { MUSIC_ACTIONS } from '../../shared/service/music/actions';
import { assetEntry, filterEntries, paletteEntries, songEntries } from './paletteActions';

const asset = (overrides: Partial<AssetView>): AssetView => ({
  id: 'a1',
  kind: 'audio',
  submissionId: 's1',
  taskId: 't1',
  profileId: 'sandbox',
  model: 'tune',
  action: 'stems-all',
  title: 'Neon Drive – drums',
  prompt: '',
  style: null,
  tags: [],
  favorite: false,
  trackIndex: 1,
  durationS: 61,
  width: null,
  height: null,
  bpm: null,
  musicalKey: null,
  mimeType: 'audio/mpeg',
  bytes: 1,
  mediaUrl: '/media/a1',
  createdAt: '2026-11-01T00:00:00.000Z',
  trashedAt: null,
  songKey: null,
  sourceUrl: null,
  variationGroup: null,
  ...overrides,
});

describe('paletteEntries', () => {
  it('offers commands, every page, model and music action with a unique id', () => {
    const entries = paletteEntries({ 'image-a': 'Image A' });
    expect(entries.filter((entry) => entry.group === 'Models')).toHaveLength(MODEL_KEYS.length);
    expect(entries.filter((entry) => entry.group === 'Music actions')).toHaveLength(
      MUSIC_ACTIONS.length,
    );
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(entries.find((entry) => entry.id === 'model-image-a')).toMatchObject({
      label: 'Image A',
      href: '#/generate?model=image-a',
    });
    expect(entries.find((entry) => entry.id === 'action-stems-all')).toMatchObject({
      label: 'Separate all stems',
      href: '#/generate?action=stems-all',
    });
    expect(entries.find((entry) => entry.id === 'page-tasks')?.href).toBe('#/tasks');
    expect(entries.find((entry) => entry.id === 'open-trash')?.href).toBe('#/library?view=trash');
    expect(entries.find((entry) => entry.id === 'new-video')?.href).toMatch(
      /^#\/generate\?model=video-/,
    );
  });
});

describe('filterEntries', () => {
  it('keeps search results as found, ranks label matches first, and groups commands before results', () => {
    const found = assetEntry(asset({ title: 'Lighthouse Keeper' }));
    const shown = filterEntries('ighthouse', [...paletteEntries(), found]);
    // The library found it inside a word; the palette does not filter it out again.
    expect(shown.map((entry) => entry.id)).toEqual([found.id]);
    const theme = filterEntries('dark', paletteEntries());
    expect(theme[0]).toMatchObject({ id: 'view.toggleTheme', group: 'Commands' });
    const order = filterEntries('', [found, ...paletteEntries()]).map((entry) => entry.group);
    expect(order.indexOf('Library')).toBeGreaterThan(order.lastIndexOf('Commands'));
    expect(order.indexOf('Library')).toBeLessThan(order.indexOf('Pages'));
  });

  it('names a found asset in the user’s words and opens it in the library', () => {
    expect(assetEntry(asset({}))).toMatchObject({
      label: 'Neon Drive – drums',
      description: 'Audio · Separate all stems',
      href: '#/library?asset=a1',
    });
  });
});

describe('songEntries', () => {
  it('offers the song page of each found song version once, never of stems, images or analyses', () => {
    const found = [
      asset({ id: 'a1', taskId: 't-take', action: 'generate', title: 'Neon Drive' }),
      asset({ id: 'a2', taskId: 't-take', action: 'generate', title: 'Neon Drive', trackIndex: 2 }),
      asset({ id: 'a3', taskId: 't-crop', action: 'crop', title: 'Neon Drive (cropped)' }),
      asset({ id: 'a4', taskId: 't-legacy', model: 'tune', action: null, title: 'Old Tune' }),
      asset({ id: 'a5', taskId: 't-stems', action: 'stems-all', title: 'Neon Drive – drums' }),
      asset({ id: 'a6', taskId: 't-bpm', action: 'bpm', kind: 'json', title: 'Tempo' }),
      asset({
        id: 'a7',
        taskId: 't-image',
        kind: 'image',
        model: 'image-a',
        action: null,
        title: 'Cover art',
      }),
    ];
    const entries = songEntries(found);
    expect(entries.map((entry) => entry.href)).toEqual([
      '#/song?task=t-take',
      '#/song?task=t-crop',
      '#/song?task=t-legacy',
    ]);
    expect(entries[0]).toMatchObject({
      group: 'Songs',
      label: 'Open song: Neon Drive',
      description: 'Song page · New song',
    });
    // Songs come right after the commands, before the library's own entries.
    const order = filterEntries('neon', [
      ...found.map(assetEntry),
      ...entries,
      ...paletteEntries(),
    ]).map((entry) => entry.group);
    expect(order.indexOf('Songs')).toBeLessThan(order.indexOf('Library'));
  });
});
