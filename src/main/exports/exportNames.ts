/**
 * Owns the names of exported files: one rule for every way a file leaves (a single export,
 * stems, the DAW pack, drag-out): the title rule's "Name — version" (shared/titles) plus the
 * extension; the stems naming template; and file names that are
 * valid on Windows, macOS and Linux at once (no reserved device names, no `<>:"/\|?*` or
 * control characters, no trailing dots or spaces, at most MAX_NAME_BYTES of UTF-8, NFC),
 * unique within a batch and against what a folder already holds — compared the way
 * case-insensitive file systems compare, so `a.wav` and `A.wav` count as one name.
 */
import { composeTitle, TITLE_SEPARATOR } from '../../shared/titles/titleRule';

/** Leaves room under every file system's 255 for a ` (99)` suffix. */
export const MAX_NAME_BYTES = 200;
export const DEFAULT_STEM_TEMPLATE = '<title> — <version>.<ext>';
/** The default before the one naming rule: a preference still holding it follows the new default. */
export const FORMER_DEFAULT_STEM_TEMPLATE = '<title> - <stem>.<ext>';

// eslint-disable-next-line no-control-regex -- control characters are exactly what file names must not hold
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]/gu;
// Windows refuses these as a base name with any extension (`con.txt`, `COM1.wav`), also with
// the superscript digits it treats as 1-3.
const RESERVED = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])$/iu;

const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

/** Cuts whole code points (never half a surrogate pair) until the UTF-8 fits `maxBytes`. */
function truncateBytes(text: string, maxBytes: number): string {
  if (utf8Length(text) <= maxBytes) return text;
  let out = '';
  let bytes = 0;
  for (const character of text) {
    const size = utf8Length(character);
    if (bytes + size > maxBytes) break;
    out += character;
    bytes += size;
  }
  return out;
}

/** Splits `name.ext` (a leading dot is part of the stem, not an extension). */
export function splitExtension(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return { stem: name, extension: '' };
  return { stem: name.slice(0, dot), extension: name.slice(dot) };
}

// In `u` mode a surrogate class matches only LONE surrogates (paired ones are one code point).
const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;

const cleanPart = (text: string): string =>
  text
    .replace(LONE_SURROGATE, '_')
    .normalize('NFC')
    .replace(FORBIDDEN, '_')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[. ]+$/u, '');

/** A file name valid on every OS; `fallback` when nothing usable is left. */
export function sanitizeFileName(raw: string, fallback = 'untitled'): string {
  const cleaned = cleanPart(raw);
  let { stem, extension } = splitExtension(cleaned);
  // Cleaned again after the cut: cutting can leave a trailing space or dot.
  extension = cleanPart(truncateBytes(cleanPart(extension), 16));
  if (extension === '.') extension = '';
  stem = cleanPart(truncateBytes(stem, MAX_NAME_BYTES - utf8Length(extension)));
  if (stem === '' || /^\.+$/u.test(stem)) stem = fallback;
  const base = stem.split('.')[0] ?? stem;
  if (RESERVED.test(base.trim())) stem = `_${stem}`;
  return (
    (truncateBytes(stem, MAX_NAME_BYTES - utf8Length(extension)).replace(/[. ]+$/u, '') ||
      fallback) + extension
  );
}

/**
 * The one naming rule: "Neon Drive — lead vocal stem.wav", valid on every OS. A name too long
 * for MAX_NAME_BYTES loses the end of its name, never its version (what tells siblings apart).
 */
export function titledFileName(name: string, version: string, extension: string): string {
  const ext = extension ? `.${cleanPart(extension)}` : '';
  const ending = cleanPart(version) ? `${TITLE_SEPARATOR}${cleanPart(version)}` : '';
  let head = cleanPart(name);
  const room = MAX_NAME_BYTES - utf8Length(ending + ext) - utf8Length('…');
  if (utf8Length(head) > room) head = `${cleanPart(truncateBytes(head, Math.max(room, 8)))}…`;
  return sanitizeFileName((composeTitle(head, cleanPart(version)) || 'Untitled') + ext, 'Untitled');
}

export interface TemplateValues {
  /** The song's name (the title rule's name, without a version). */
  title: string;
  /** The part as the service named it; written in words ("lead_vocal" → "lead vocal"). */
  stem: string;
  /** The part by the title rule ("lead vocal stem", "take 3"). */
  version: string;
  /** 1-based track index. */
  index: number;
  /** Extension without the dot. */
  ext: string;
  task: string;
}

/**
 * Fills `<title>`, `<version>`, `<stem>`, `<index>`, `<ext>`, `<task>`. Values are cleaned first, so a
 * title with a `/` never makes a folder; the extension is appended when the template
 * does not place it.
 */
export function renderTemplate(template: string, values: TemplateValues): string {
  const replacements: Record<string, string> = {
    title: cleanPart(values.title),
    stem: cleanPart(values.stem.replace(/[_-]+/gu, ' ')),
    version: cleanPart(values.version),
    index: String(values.index).padStart(2, '0'),
    ext: cleanPart(values.ext).replace(/^\.+/u, ''),
    task: cleanPart(values.task),
  };
  let name = template.replace(
    /<(title|version|stem|index|ext|task)>/giu,
    (_match, key: string) => replacements[key.toLowerCase()] ?? '',
  );
  const extension = replacements['ext'] ?? '';
  if (extension && !name.toLowerCase().endsWith(`.${extension.toLowerCase()}`))
    name = `${name}.${extension}`;
  return sanitizeFileName(name);
}

/** How case-insensitive, normalizing file systems (Windows, macOS) see a name. */
export const nameKey = (name: string): string => name.normalize('NFC').toLowerCase();

/**
 * Hands out names unique within one batch and against names already taken (e.g. the
 * target folder's listing): collisions become `name (2).ext`, `name (3).ext`, …
 */
export class NameAllocator {
  private readonly taken = new Set<string>();
  readonly renamed: { from: string; to: string }[] = [];

  constructor(existing: Iterable<string> = []) {
    for (const name of existing) this.taken.add(nameKey(name));
  }

  /** Marks a name as taken (found on disk after allocation, e.g. created by someone else). */
  reserve(name: string): void {
    this.taken.add(nameKey(name));
  }

  allocate(desired: string): string {
    const clean = sanitizeFileName(desired);
    let name = clean;
    const { stem, extension } = splitExtension(clean);
    for (let counter = 2; this.taken.has(nameKey(name)); counter += 1) {
      const suffix = ` (${counter})`;
      name =
        truncateBytes(stem, MAX_NAME_BYTES - utf8Length(suffix + extension)).replace(
          /[. ]+$/u,
          '',
        ) +
        suffix +
        extension;
    }
    this.taken.add(nameKey(name));
    if (name !== desired) this.renamed.push({ from: desired, to: name });
    return name;
  }
}
