import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../shared/ipc/settings';
import { createEventBus } from '../ipc/eventBus';
import { openConfJsonStore } from './confJsonStore';
import { openPreferencesStore } from './preferencesStore';
import { createSettingsService } from './settingsService';

const NOW = Date.parse('2026-11-02T10:20:30.456Z');

function setup(content?: string) {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-preferences-'));
  // A library folder with a file, to prove a bad preferences file never touches it.
  mkdirSync(join(folder, 'library'));
  writeFileSync(join(folder, 'library', 'asset.png'), 'png');
  if (content !== undefined) writeFileSync(join(folder, 'preferences.json'), content);
  const setAside: string[] = [];
  const open = () =>
    openPreferencesStore({
      folder,
      open: openConfJsonStore,
      now: () => NOW,
      onSetAside: (path) => setAside.push(path),
    });
  return { folder, open, setAside };
}

describe('preferences store', () => {
  it('starts from defaults, persists updates and reloads them', () => {
    const { folder, open } = setup();
    const store = open();
    expect(store.get()).toEqual(DEFAULT_PREFERENCES);
    store.update({
      polling: { speed: 2 },
      activeProfile: 'live',
      liveBaseUrl: 'https://api.example.com',
    });
    const reloaded = open().get();
    expect(reloaded.polling).toEqual({ speed: 2 });
    expect(reloaded.activeProfile).toBe('live');
    expect(JSON.parse(readFileSync(join(folder, 'preferences.json'), 'utf8')).liveBaseUrl).toBe(
      'https://api.example.com',
    );
    expect(statSync(join(folder, 'preferences.json')).mode & 0o077).toBe(0);
  });

  it('fills in keys a newer version added', () => {
    const { open } = setup(JSON.stringify({ activeProfile: 'live', polling: { speed: 3 } }));
    expect(open().get()).toEqual({
      ...DEFAULT_PREFERENCES,
      activeProfile: 'live',
      polling: { speed: 3 },
    });
  });

  it.each([
    ['not JSON', '{"activeProfile": "sandb'],
    ['schema-invalid', JSON.stringify({ activeProfile: 'hacker', libraryFolder: '/' })],
    ['an array', '[1,2,3]'],
  ])('sets a %s file aside, uses defaults and leaves the library alone', (_label, content) => {
    const { folder, open, setAside } = setup(content);
    const store = open();
    expect(store.get()).toEqual(DEFAULT_PREFERENCES);
    expect(setAside).toEqual([join(folder, 'preferences.corrupt-2026-11-02T10-20-30-456Z.json')]);
    expect(readFileSync(setAside[0] ?? '', 'utf8')).toBe(content);
    expect(readdirSync(join(folder, 'library'))).toEqual(['asset.png']);
    expect(JSON.parse(readFileSync(join(folder, 'preferences.json'), 'utf8'))).toEqual(
      DEFAULT_PREFERENCES,
    );
  });

  it('refuses an update that breaks the schema and keeps the old values', () => {
    const { open } = setup();
    const store = open();
    expect(() => store.update({ polling: { speed: 99 } })).toThrow();
    expect(store.get().polling.speed).toBe(1);
    expect(open().get().polling.speed).toBe(1);
  });
});

describe('settings service', () => {
  it('updates only the given fields and emits settings:changed', async () => {
    const { open } = setup();
    const bus = createEventBus();
    const events: unknown[] = [];
    bus.subscribe((channel, payload) => channel === 'settings:changed' && events.push(payload));
    const settings = createSettingsService(open(), bus);
    const next = await settings.update(
      { notifications: { os: false }, confirmAboveCredits: 50 },
      { senderId: 't' },
    );
    expect(next.notifications).toEqual({ os: false, inApp: true });
    expect(next.confirmAboveCredits).toBe(50);
    expect(events).toEqual([next]);
    expect(await settings.get(undefined, { senderId: 't' })).toEqual(next);
  });
});
