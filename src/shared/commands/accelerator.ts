/**
 * Electron accelerators (`CommandOrControl+Shift+K`), read the way Electron documents them
 * (docs/tutorial/keyboard-shortcuts.md): matched against a page's key events, and written
 * with the OS's own key names for the shortcut sheet (⌘ on macOS, Ctrl elsewhere), in the
 * language's words where its keyboards print others (Strg, Umschalt, Leertaste in German).
 */
import { t } from '../i18n/activeLanguage';
import type { MessageKey } from '../i18n/translator';

export interface ParsedAccelerator {
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
  /** The key as KeyboardEvent.key names it ('k', ',', 'Enter', '+'). */
  key: string;
}

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

const KEY_NAMES: Record<string, string> = {
  plus: '+',
  space: ' ',
  return: 'Enter',
  enter: 'Enter',
  esc: 'Escape',
  escape: 'Escape',
  delete: 'Delete',
  backspace: 'Backspace',
  tab: 'Tab',
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};

export function parseAccelerator(accelerator: string, mac: boolean): ParsedAccelerator {
  // The key may itself be '+' only as 'Plus', so splitting on '+' is safe (a trailing '-' stays a key).
  const tokens = accelerator.split('+');
  const keyToken = tokens.pop() ?? '';
  const parsed: ParsedAccelerator = {
    ctrl: false,
    meta: false,
    alt: false,
    shift: false,
    key: KEY_NAMES[keyToken.toLowerCase()] ?? keyToken,
  };
  for (const token of tokens.map((each) => each.toLowerCase())) {
    if (token === 'commandorcontrol' || token === 'cmdorctrl') parsed[mac ? 'meta' : 'ctrl'] = true;
    else if (token === 'command' || token === 'cmd' || token === 'super' || token === 'meta')
      parsed.meta = true;
    else if (token === 'control' || token === 'ctrl') parsed.ctrl = true;
    else if (token === 'alt' || token === 'option' || token === 'altgr') parsed.alt = true;
    else if (token === 'shift') parsed.shift = true;
    else throw new Error(`Unknown modifier '${token}' in accelerator '${accelerator}'`);
  }
  return parsed;
}

/** Letters, digits and named keys are matched with Shift exactly; punctuation may need Shift on some layouts. */
const shiftMatters = (key: string) => key.length > 1 || /^[a-z0-9]$/i.test(key);

export function matchesAccelerator(event: KeyLike, accelerator: string, mac: boolean): boolean {
  const wanted = parseAccelerator(accelerator, mac);
  if (event.ctrlKey !== wanted.ctrl || event.metaKey !== wanted.meta || event.altKey !== wanted.alt)
    return false;
  if (shiftMatters(wanted.key) && event.shiftKey !== wanted.shift) return false;
  return wanted.key.length === 1
    ? event.key.toLowerCase() === wanted.key.toLowerCase()
    : event.key === wanted.key;
}

const MAC_SYMBOLS: Record<string, string> = {
  Enter: '↩',
  Escape: 'Esc',
  Delete: '⌦',
  Backspace: '⌫',
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  ' ': 'Space',
};
const OTHER_NAMES: Record<string, string> = {
  Escape: 'Esc',
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  ' ': 'Space',
};

/** Named keys as the language's keyboards print them: a German one says Strg, not Ctrl. */
const KEY_WORDS: Readonly<Record<string, MessageKey>> = {
  Ctrl: 'keys.ctrl',
  Alt: 'keys.alt',
  Shift: 'keys.shift',
  Win: 'keys.win',
  Enter: 'keys.enter',
  Delete: 'keys.delete',
  Backspace: 'keys.backspace',
  Esc: 'keys.escape',
  Space: 'keys.space',
};

/** The keys to press, one label each, in the OS's order and words: ['⌘', 'K'] or ['Ctrl', 'K']. */
export function acceleratorKeys(accelerator: string, mac: boolean): string[] {
  const parsed = parseAccelerator(accelerator, mac);
  // Named first: Space is the one-character key ' '.
  const key =
    (mac ? MAC_SYMBOLS : OTHER_NAMES)[parsed.key] ??
    (parsed.key.length === 1 ? parsed.key.toUpperCase() : parsed.key);
  // macOS writes ⌃⌥⇧⌘; Windows and Linux write Ctrl+Alt+Shift.
  const modifiers = mac
    ? [parsed.ctrl && '⌃', parsed.alt && '⌥', parsed.shift && '⇧', parsed.meta && '⌘']
    : [parsed.ctrl && 'Ctrl', parsed.meta && 'Win', parsed.alt && 'Alt', parsed.shift && 'Shift'];
  return [...modifiers.filter((each): each is string => typeof each === 'string'), key].map(
    (label) => (KEY_WORDS[label] ? t(KEY_WORDS[label]!) : label),
  );
}

/**
 * An accelerator's modifiers as running text writes them before a key it names itself
 * ("{alt}←/→"): '⌥' on macOS, 'Alt+' elsewhere, each in the language's key words.
 */
export function modifiersBefore(accelerator: string, mac: boolean): string {
  const modifiers = acceleratorKeys(accelerator, mac).slice(0, -1);
  return mac ? modifiers.join('') : modifiers.map((modifier) => `${modifier}+`).join('');
}
