import { describe, expect, it } from 'vitest';
import { MODEL_KEYS } from '../../shared/service/models';
import { MUSIC_ACTIONS } from '../../shared/service/music/actions';
import { paletteEntries } from './paletteActions';

describe('paletteEntries', () => {
  it('offers every page, model and music action with a unique id', () => {
    const entries = paletteEntries({ 'image-a': 'Image A' });
    expect(entries.filter((entry) => entry.group === 'Models')).toHaveLength(MODEL_KEYS.length);
    expect(entries.filter((entry) => entry.group === 'Music actions')).toHaveLength(MUSIC_ACTIONS.length);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(entries.find((entry) => entry.id === 'model-image-a')).toMatchObject({ label: 'Image A', href: '#/generate?model=image-a' });
    expect(entries.find((entry) => entry.id === 'action-extend')?.href).toBe('#/generate?action=extend');
    expect(entries.find((entry) => entry.id === 'page-tasks')?.href).toBe('#/tasks');
  });
});
