/**
 * The title rule's words in the user's language. Stored titles keep the rule's English words
 * (they are parsed back into name and version: nameOf, splitTitle, exported file names), so a
 * title is put into words where it is shown: each phrase the rule writes ("extended from 0:43",
 * "full song", "variation 2 of 3", "take 2", "bass stem") comes from the catalog. A title the
 * rule did not write (a user's own rename) is shown exactly as typed.
 */
import { ENGLISH } from '../i18n/activeLanguage';
import { createTranslator, type MessageKey, type Translate } from '../i18n/translator';
import { STEM_TYPES } from '../service/music/fields';
import { nameOf, splitTitle, TITLE_SEPARATOR } from './titleRule';

/** Each fixed phrase of the rule (titleRule's MADE words and its own) → its catalog key. */
const FIXED: Readonly<Record<string, MessageKey>> = {
  extended: 'titles.extended',
  'full song': 'titles.made.fullSong',
  cover: 'titles.made.cover',
  remastered: 'titles.made.remastered',
  cropped: 'titles.made.cropped',
  'faded in': 'titles.made.fadedIn',
  'faded out': 'titles.made.fadedOut',
  'new speed': 'titles.made.newSpeed',
  'section replaced': 'titles.made.sectionReplaced',
  'section removed': 'titles.made.sectionRemoved',
  'with vocals': 'titles.made.withVocals',
  'with instrumental': 'titles.made.withInstrumental',
  'with an added stem': 'titles.made.withAddedStem',
  MIDI: 'titles.made.midi',
  'music video': 'titles.made.musicVideo',
  'notes (JSON)': 'titles.notes',
  'task record (JSON)': 'titles.record',
};

/** The rule writes a stem by its English name ("lead vocal"): its token, to name it in the user's language. */
let stemByEnglishName: ReadonlyMap<string, string> | null = null;

function stemInWords(name: string, t: Translate): string {
  if (!stemByEnglishName) {
    const english = createTranslator('en', ENGLISH, { fallback: ENGLISH });
    stemByEnglishName = new Map(
      STEM_TYPES.map((stem) => [english.t(`vocab.stem.${stem}` as MessageKey), stem]),
    );
  }
  const token = stemByEnglishName.get(name);
  return token ? t(`vocab.stem.${token}` as MessageKey) : name;
}

function phraseInWords(phrase: string, t: Translate): string {
  const fixed = FIXED[phrase];
  if (fixed) return t(fixed);
  let match = /^extended from ([\d:]+)$/u.exec(phrase);
  if (match) return t('titles.extendedFrom', { time: match[1]! });
  match = /^variation (\d+) of (\d+)$/u.exec(phrase);
  if (match) return t('titles.variation', { index: Number(match[1]), count: Number(match[2]) });
  match = /^take (\d+)$/u.exec(phrase);
  if (match) return t('titles.take', { take: Number(match[1]) });
  match = /^(\d+) of (\d+)$/u.exec(phrase);
  if (match) return t('titles.batch', { index: Number(match[1]), count: Number(match[2]) });
  match = /^(.+) stem$/u.exec(phrase);
  if (match) return t('titles.stem', { stem: stemInWords(match[1]!, t) });
  return phrase;
}

/** The version part in words: "extended from 0:43, take 2" → "ab 0:43 verlängert, Take 2". */
export function versionInWords(version: string, t: Translate): string {
  if (!version) return version;
  return version
    .split(', ')
    .map((phrase) => phraseInWords(phrase, t))
    .join(t('titles.listSeparator'));
}

/** A stored title as the user reads it: the name as it is, the rule's version in their words. */
export function titleInWords(title: string, t: Translate): string {
  // Only a title the rule wrote is re-worded; a user's own " — Remix" stays as typed.
  if (title.lastIndexOf(TITLE_SEPARATOR) <= 0 || nameOf(title) === title.trim()) return title;
  const { name, version } = splitTitle(title);
  return `${name}${TITLE_SEPARATOR}${versionInWords(version, t)}`;
}
