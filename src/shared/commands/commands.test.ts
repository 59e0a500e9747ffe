import { describe, expect, it } from 'vitest';
import { setActiveTranslator } from '../i18n/activeLanguage';
import { CATALOGS } from '../i18n/catalogs';
import { createTranslator } from '../i18n/translator';
import { PAGES } from '../pages';
import {
  acceleratorKeys,
  matchesAccelerator,
  modifiersBefore,
  parseAccelerator,
} from './accelerator';
import { acceleratorOf, COMMANDS, type CommandSpec } from './commands';

const key = (
  init: Partial<{
    key: string;
    ctrlKey: boolean;
    metaKey: boolean;
    altKey: boolean;
    shiftKey: boolean;
  }>,
) => ({ key: '', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init });

/** Two commands compete for a key when one works anywhere or both work on the same page. */
const overlap = (a: CommandSpec, b: CommandSpec) =>
  (a.context ?? 'app') === 'app' || (b.context ?? 'app') === 'app' || a.context === b.context;

describe('the command table', () => {
  it('declares each command once and each key once where it works, on every OS', () => {
    expect(new Set(COMMANDS.map((command) => command.id)).size).toBe(COMMANDS.length);
    for (const mac of [true, false]) {
      const withKeys = COMMANDS.filter((command) => acceleratorOf(command, mac));
      for (const [index, a] of withKeys.entries()) {
        for (const b of withKeys.slice(index + 1)) {
          if (!overlap(a, b)) continue;
          expect(parseAccelerator(acceleratorOf(a, mac)!, mac), `${a.id} and ${b.id}`).not.toEqual(
            parseAccelerator(acceleratorOf(b, mac)!, mac),
          );
        }
      }
    }
  });

  it('gives every page Ctrl/Cmd+1…6 in navigation order', () => {
    expect(PAGES).toHaveLength(6);
    PAGES.forEach((page, index) => {
      expect(COMMANDS.find((command) => command.id === `page.${page.path}`)).toMatchObject({
        accelerator: `CommandOrControl+${index + 1}`,
        scope: 'renderer',
      });
    });
  });

  it('lets the menu run main-scope keys only through a role or main’s own handler, never the page', () => {
    for (const command of (COMMANDS as readonly CommandSpec[]).filter(
      (each) => each.scope === 'main',
    ))
      expect(command.context ?? 'app', command.id).toBe('app');
  });
});

describe('accelerators', () => {
  it('match Cmd on macOS and Ctrl elsewhere for CommandOrControl, and nothing with extra modifiers', () => {
    expect(matchesAccelerator(key({ key: ',', metaKey: true }), 'CommandOrControl+,', true)).toBe(
      true,
    );
    expect(matchesAccelerator(key({ key: ',', ctrlKey: true }), 'CommandOrControl+,', true)).toBe(
      false,
    );
    expect(matchesAccelerator(key({ key: ',', ctrlKey: true }), 'CommandOrControl+,', false)).toBe(
      true,
    );
    expect(
      matchesAccelerator(
        key({ key: ',', ctrlKey: true, altKey: true }),
        'CommandOrControl+,',
        false,
      ),
    ).toBe(false);
    expect(matchesAccelerator(key({ key: 'N', ctrlKey: true }), 'CommandOrControl+N', false)).toBe(
      true,
    );
    expect(
      matchesAccelerator(
        key({ key: 'N', ctrlKey: true, shiftKey: true }),
        'CommandOrControl+N',
        false,
      ),
    ).toBe(false);
    expect(matchesAccelerator(key({ key: '3', ctrlKey: true }), 'CommandOrControl+3', false)).toBe(
      true,
    );
    expect(
      matchesAccelerator(key({ key: 'Enter', ctrlKey: true }), 'CommandOrControl+Enter', false),
    ).toBe(true);
    expect(matchesAccelerator(key({ key: 'Enter' }), 'CommandOrControl+Enter', false)).toBe(false);
    // '/' takes Shift on some layouts (Shift+7 on a German keyboard): Shift is not held against it.
    expect(
      matchesAccelerator(
        key({ key: '/', ctrlKey: true, shiftKey: true }),
        'CommandOrControl+/',
        false,
      ),
    ).toBe(true);
    expect(matchesAccelerator(key({ key: 'Escape' }), 'Escape', false)).toBe(true);
  });

  it('are written in each OS’s words for the sheet', () => {
    expect(acceleratorKeys('CommandOrControl+K', true)).toEqual(['⌘', 'K']);
    expect(acceleratorKeys('CommandOrControl+K', false)).toEqual(['Ctrl', 'K']);
    expect(acceleratorKeys('Control+Command+F', true)).toEqual(['⌃', '⌘', 'F']);
    expect(acceleratorKeys('CommandOrControl+Plus', false)).toEqual(['Ctrl', '+']);
    expect(acceleratorKeys('CommandOrControl+Enter', true)).toEqual(['⌘', '↩']);
    expect(acceleratorKeys('Escape', false)).toEqual(['Esc']);
  });

  it('use the key names the language’s keyboards print: Strg and Umschalt in German', () => {
    setActiveTranslator(createTranslator('de', CATALOGS.de, { fallback: CATALOGS.en }));
    try {
      expect(acceleratorKeys('CommandOrControl+Shift+K', false)).toEqual(['Strg', 'Umschalt', 'K']);
      expect(acceleratorKeys('Space', false)).toEqual(['Leertaste']);
      expect(acceleratorKeys('CommandOrControl+K', true)).toEqual(['⌘', 'K']);
    } finally {
      setActiveTranslator(createTranslator('en', CATALOGS.en, { fallback: CATALOGS.en }));
    }
  });

  it('write the modifiers before a key in running text through the key words', () => {
    expect(modifiersBefore('Alt+Left', true)).toBe('⌥');
    expect(modifiersBefore('Alt+Left', false)).toBe('Alt+');
    setActiveTranslator(createTranslator('de', CATALOGS.de, { fallback: CATALOGS.en }));
    try {
      expect(modifiersBefore('Control+Shift+Left', false)).toBe('Strg+Umschalt+');
    } finally {
      setActiveTranslator(createTranslator('en', CATALOGS.en, { fallback: CATALOGS.en }));
    }
  });

  it('refuses a modifier Electron does not know', () => {
    expect(() => parseAccelerator('Hyper+K', false)).toThrow(/Unknown modifier 'hyper'/);
  });
});
