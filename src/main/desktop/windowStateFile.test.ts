import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openConfJsonStore } from '../settings/confJsonStore';
import type { SavedWindowState } from './windowPlacement';
import { openWindowStateFile } from './windowStateFile';

const folder = () => mkdtempSync(join(tmpdir(), 'atelier-window-state-'));
const state = (x: number, more: Partial<SavedWindowState> = {}): SavedWindowState => ({
  bounds: { x, y: 40, width: 1200, height: 800 },
  maximized: false,
  fullScreen: false,
  displayId: 1,
  ...more,
});

describe('window state file', () => {
  it('starts empty, then keeps the state per set of displays across reopening', () => {
    const dir = folder();
    const first = openWindowStateFile(dir, openConfJsonStore);
    expect(first.stateFor('desk')).toBeNull();
    first.save('desk', state(-1800, { displayId: 2, maximized: true }), 1000);
    first.save('laptop', state(20), 2000);

    const reopened = openWindowStateFile(dir, openConfJsonStore);
    expect(reopened.stateFor('desk')).toEqual(state(-1800, { displayId: 2, maximized: true }));
    expect(reopened.stateFor('laptop')).toEqual(state(20));
    // A set of displays never seen: the most recently saved state (windowPlacement fits it).
    expect(reopened.stateFor('projector')).toEqual(state(20));
  });

  it('remembers at most eight sets of displays, dropping the oldest', () => {
    const dir = folder();
    const file = openWindowStateFile(dir, openConfJsonStore);
    for (let index = 0; index < 10; index += 1) file.save(`layout-${index}`, state(index), index);
    const saved = JSON.parse(readFileSync(join(dir, 'window-state.json'), 'utf8')) as {
      layouts: Record<string, unknown>;
    };
    expect(Object.keys(saved.layouts).sort()).toEqual([
      'layout-2',
      'layout-3',
      'layout-4',
      'layout-5',
      'layout-6',
      'layout-7',
      'layout-8',
      'layout-9',
    ]);
  });

  it('sets a damaged file aside and starts from the default instead of failing', () => {
    const dir = folder();
    writeFileSync(join(dir, 'window-state.json'), '{"layouts": {"desk": ');
    const file = openWindowStateFile(dir, openConfJsonStore, () =>
      Date.parse('2026-11-26T04:00:00Z'),
    );
    expect(file.stateFor('desk')).toBeNull();
    expect(readdirSync(dir)).toContain('window-state.corrupt-2026-11-26T04-00-00-000Z.json');
    file.save('desk', state(5), 1);
    expect(openWindowStateFile(dir, openConfJsonStore).stateFor('desk')).toEqual(state(5));
  });

  it('ignores entries that break the schema and keeps the valid ones', () => {
    const dir = folder();
    const valid = { ...state(7), savedAt: 1 };
    writeFileSync(
      join(dir, 'window-state.json'),
      JSON.stringify({
        layouts: {
          good: valid,
          bad: { bounds: { x: 'left' } },
          tiny: { ...valid, bounds: { x: 0, y: 0, width: 0, height: 10 } },
        },
      }),
    );
    const file = openWindowStateFile(dir, openConfJsonStore);
    expect(file.stateFor('bad')).toEqual(state(7));
    expect(file.stateFor('good')).toEqual(state(7));
  });

  it('skips a save it cannot write (a full disk) without throwing', () => {
    const dir = folder();
    const fullDisk = (at: string, name: string) => {
      const real = openConfJsonStore(at, name);
      return {
        path: real.path,
        get store() {
          return real.store;
        },
        set store(_value: Record<string, unknown>) {
          throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        },
      };
    };
    const file = openWindowStateFile(dir, fullDisk);
    expect(() => file.save('desk', state(2), 2)).not.toThrow();
    expect(file.stateFor('desk')).toEqual(state(2));
  });
});
