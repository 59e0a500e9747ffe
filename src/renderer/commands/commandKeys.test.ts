import { describe, expect, it } from 'vitest';
import { commandForKey } from './keys';
import { shortcutGroups } from '../../shared/commands/shortcutGroups';

const key = (
  init: Partial<{
    key: string;
    ctrlKey: boolean;
    metaKey: boolean;
    altKey: boolean;
    shiftKey: boolean;
  }>,
) => ({ key: '', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init });

describe('the page’s app-wide keys', () => {
  it('finds the table’s command for a key, on each OS', () => {
    expect(commandForKey(key({ key: ',', ctrlKey: true }), false)).toBe('app.settings');
    expect(commandForKey(key({ key: ',', metaKey: true }), true)).toBe('app.settings');
    expect(commandForKey(key({ key: '/', ctrlKey: true }), false)).toBe('help.shortcuts');
    expect(commandForKey(key({ key: 'k', ctrlKey: true }), false)).toBe('view.palette');
    expect(commandForKey(key({ key: 'n', ctrlKey: true }), false)).toBe('file.newGeneration');
    expect(
      ['1', '2', '3', '4', '5', '6'].map((digit) =>
        commandForKey(key({ key: digit, ctrlKey: true }), false),
      ),
    ).toEqual([
      'page.generate',
      'page.tasks',
      'page.library',
      'page.catalog',
      'page.spending',
      'page.settings',
    ]);
  });

  it('leaves page keys to their pages and main’s keys to the menu', () => {
    expect(commandForKey(key({ key: 'Enter', ctrlKey: true }), false)).toBeNull(); // the Generate page's
    expect(commandForKey(key({ key: 'a', ctrlKey: true }), false)).toBeNull(); // the library's, or the text's
    expect(commandForKey(key({ key: 'w', ctrlKey: true }), false)).toBeNull(); // Close window: the menu's role
    expect(commandForKey(key({ key: '0', ctrlKey: true }), false)).toBeNull(); // Actual size: the menu's role
    expect(commandForKey(key({ key: ',', ctrlKey: true }), true)).toBeNull(); // Ctrl on a Mac is not ⌘
  });
});

describe('the shortcut sheet', () => {
  it('lists every shortcut of the table, grouped, in each OS’s key names, without development tools', () => {
    const linux = shortcutGroups(false);
    expect(linux.map((group) => group.title)).toEqual([
      'General',
      'Go to',
      'Generate',
      'Library',
      'View',
      'Window',
      'Song page',
    ]);
    const rows = linux.flatMap((group) => group.rows);
    expect(rows.find((row) => row.id === 'app.settings')?.keys).toEqual([['Ctrl', ',']]);
    expect(rows.find((row) => row.id === 'library.trash')?.keys).toEqual([
      ['Delete'],
      ['Backspace'],
    ]);
    expect(rows.find((row) => row.id === 'view.fullScreen')?.keys).toEqual([['F11']]);
    expect(rows.some((row) => row.id === 'view.devTools' || row.id === 'view.reload')).toBe(false);
    const mac = shortcutGroups(true).flatMap((group) => group.rows);
    expect(mac.find((row) => row.id === 'app.settings')?.keys).toEqual([['⌘', ',']]);
    expect(mac.find((row) => row.id === 'view.fullScreen')?.keys).toEqual([['⌃', '⌘', 'F']]);
  });

  it('lists the song page’s player keys: Space, ←/→, and Alt/Option+←/→ to move the region', () => {
    const song = shortcutGroups(false).at(-1)!;
    expect(song.rows.map((row) => [row.label, row.keys])).toEqual([
      ['Play or pause', [['Space']]],
      ['Back or forward 5 s', [['←'], ['→']]],
      [
        'Move the chosen region 1 s earlier or later',
        [
          ['Alt', '←'],
          ['Alt', '→'],
        ],
      ],
      [
        'Move the chosen region 5 s earlier or later',
        [
          ['Alt', 'Shift', '←'],
          ['Alt', 'Shift', '→'],
        ],
      ],
    ]);
    const mac = shortcutGroups(true).at(-1)!;
    expect(mac.rows[2]?.keys).toEqual([
      ['⌥', '←'],
      ['⌥', '→'],
    ]);
  });
});
