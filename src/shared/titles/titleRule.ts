/**
 * The one title rule: a thing is named by its song or prompt name, then the version in words —
 * "Neon Drive — extended from 0:43", "Neon Drive — full song", "a lighthouse on a cliff —
 * variation 2 of 3", "Neon Drive — bass stem". The library's stored titles, every card, row,
 * stack and picker, and every exported file name are built from it, and a title is split back
 * into name and version here too (so a version of a version is named after the song, never
 * "(1) (extended, 1) (full song)", and a cut keeps the version in view).
 */
import { formatClock } from '../format/clock';

export const TITLE_SEPARATOR = ' — ';

export interface VersionFacts {
  /** The music action that made it, or null for a model's submit. */
  action?: string | null;
  /** An extend's `continue_at`, in seconds into the source. */
  continueAtS?: number | null;
  /** A stem's part in words ("bass", "lead vocal"). */
  stem?: string | null;
  /** 1-based track of a result, numbered only when the result has several. */
  trackIndex?: number | null;
  trackCount?: number;
  /** One of a "Variations ×N" submit. */
  variation?: { index: number; count: number } | null;
  /** An image or video of a batch. */
  batch?: { index: number; count: number } | null;
  /** MIDI note data kept as JSON: notes, not a second MIDI file. */
  notes?: boolean;
  /** The service's status answer kept as JSON beside the task's files. */
  record?: boolean;
}

/** What a music action made of the song, in words. */
const MADE: Readonly<Record<string, string>> = {
  concat: 'full song',
  cover: 'cover',
  'upload-cover': 'cover',
  remaster: 'remastered',
  crop: 'cropped',
  'fade-in': 'faded in',
  'fade-out': 'faded out',
  'adjust-speed': 'new speed',
  'replace-section': 'section replaced',
  'remove-section': 'section removed',
  'add-vocals': 'with vocals',
  'add-instrumental': 'with instrumental',
  'add-stem': 'with an added stem',
  midi: 'MIDI',
  'music-video': 'music video',
};

function madeWords(facts: VersionFacts): string | null {
  const action = facts.action ?? null;
  if (action === 'extend' || action === 'upload-extend') {
    return facts.continueAtS != null && Number.isFinite(facts.continueAtS)
      ? `extended from ${formatClock(facts.continueAtS)}`
      : 'extended';
  }
  return action ? (MADE[action] ?? null) : null;
}

/** The version in words, "" for an original that needs none: "extended from 0:43, take 2". */
export function versionWords(facts: VersionFacts): string {
  if (facts.notes) return 'notes (JSON)';
  if (facts.stem) return /\bstem$/iu.test(facts.stem) ? facts.stem : `${facts.stem} stem`;
  const words: string[] = [];
  const made = madeWords(facts);
  if (made) words.push(made);
  if (facts.variation && facts.variation.count > 1)
    words.push(`variation ${facts.variation.index} of ${facts.variation.count}`);
  if (facts.trackIndex != null && (facts.trackCount ?? 0) > 1)
    words.push(`take ${facts.trackIndex}`);
  if (facts.batch && facts.batch.count > 1)
    words.push(`${facts.batch.index} of ${facts.batch.count}`);
  if (facts.record) words.push('task record (JSON)');
  return words.join(', ');
}

/** "Neon Drive — extended from 0:43"; the name alone when the version needs no words. */
export function composeTitle(name: string, version: string): string {
  const cleanName = name.trim();
  if (!version) return cleanName;
  return cleanName
    ? `${cleanName}${TITLE_SEPARATOR}${version}`
    : version.charAt(0).toUpperCase() + version.slice(1);
}

export function titleOf(name: string, facts: VersionFacts): string {
  return composeTitle(name, versionWords(facts));
}

/**
 * Version tails of titles stored before this rule ("Neon Drive (extended, 2)", "rain (2)",
 * "harbour #3", "Night Drive – drum kit"): read so the song's name is found under them.
 */
const LEGACY_TAIL = /(?: – [^–—]{1,60}| \([^()]{1,40}\)| #\d{1,3})$/u;

/** A title split into the name (may be cut) and the version (never cut). */
export function splitTitle(title: string): { name: string; version: string } {
  const at = title.lastIndexOf(TITLE_SEPARATOR);
  if (at > 0)
    return { name: title.slice(0, at), version: title.slice(at + TITLE_SEPARATOR.length) };
  let name = title;
  const tails: string[] = [];
  for (
    let match = LEGACY_TAIL.exec(name);
    match && match.index > 0;
    match = LEGACY_TAIL.exec(name)
  ) {
    tails.unshift(
      match[0].replace(/^ – | \(|\)$| #/gu, (part) => (part === ' #' ? '#' : '')).trim(),
    );
    name = name.slice(0, match.index);
  }
  return { name, version: tails.join(', ') };
}

const MADE_WORDS = [...new Set(Object.values(MADE))].join('|');
/** One phrase versionWords writes (or a legacy tail held), so a user's own " — Remix" is not taken for one. */
const VERSION_PHRASE = new RegExp(
  `^(?:extended(?: from [\\d:]+)?|${MADE_WORDS}|variation \\d+ of \\d+|take \\d+|#?\\d+(?: of \\d+)?|notes \\(JSON\\)|task record \\(JSON\\)|MIDI note data|[\\p{L} ]{1,40} stem)$`,
  'u',
);

/**
 * The song's or prompt's name a title leads with: what a new version of it is named after.
 * Only a version this rule (or an older one) wrote is taken off.
 */
export function nameOf(title: string): string {
  const { name, version } = splitTitle(title);
  const phrases = version.split(', ');
  return version && name.trim() && phrases.every((phrase) => VERSION_PHRASE.test(phrase))
    ? name.trim()
    : title.trim();
}

/**
 * When an older rule wrote this title, the name it led with ('' for none), so that today's rule
 * may rebuild it; else null. Such a title has no " — ", and after its name only versions those
 * rules wrote ("(extended, 1) (full song)", "(2)", "#3", or the output's own stem after " – ").
 * A version the user typed ("Summer (live)") is not one. "(1) (extended, 1)" counts too: the
 * first rule numbered a track that had no name at all.
 */
export function olderRuleName(title: string, stem: string | null = null): string | null {
  if (title.includes(TITLE_SEPARATOR)) return null;
  // A stand-in name lets a title that is only versions ("(1) (full song)") be split too.
  const { name, version } = splitTitle(`_ ${title.trim()}`);
  if (!version) return null;
  const phrases = version.split(', ');
  const older = phrases.every(
    (phrase) => VERSION_PHRASE.test(phrase) || (stem !== null && phrase === stem),
  );
  return older ? name.slice(2) : null;
}

/**
 * A title cut to `budget` characters by taking out the middle of its name, never its version:
 * "a lighthouse…of the cliff — variation 2 of 3". The renderer measures the budget; the full
 * title goes in a tooltip and aria-label.
 */
export function fitTitle(title: string, budget: number): string {
  if (title.length <= budget) return title;
  const { name, version } = splitTitle(title);
  const tail = version ? `${TITLE_SEPARATOR}${version}` : '';
  const room = Math.max(6, budget - tail.length - 1);
  if (name.length <= room) return `${name}${tail}`;
  const front = Math.ceil(room * 0.6);
  const back = room - front;
  return `${name.slice(0, front).trimEnd()}…${back > 0 ? name.slice(name.length - back).trimStart() : ''}${tail}`;
}
