// Owns the words of a song: given lyrics are laid over the melody's phrases; otherwise lines are
// made from a small seeded grammar. A chorus repeats its lines, as choruses do.

import type { Random } from './random';
import type { Phrase } from './song';

const SUBJECTS = [
  'I',
  'you',
  'we',
  'they',
  'the night',
  'my heart',
  'the city',
  'the river',
  'your voice',
  'the morning',
];
const VERBS = [
  'run',
  'fall',
  'shine',
  'wait',
  'dance',
  'burn',
  'dream',
  'hold on',
  'break',
  'rise',
  'drift',
  'sing',
];
const PLACES = [
  'into the light',
  'under the stars',
  'through the rain',
  'across the sea',
  'in the dark',
  'along the road',
  'above the clouds',
  'inside the fire',
  'over the hills',
  'beyond the sky',
];
const TAILS = [
  'tonight',
  'again',
  'forever',
  'with you',
  'alone',
  'once more',
  'till the end',
  'so slow',
  'and fly',
  'back home',
];

function makeLine(random: Random): string {
  const shape = random.int(0, 2);
  const subject = random.pick(SUBJECTS);
  const line =
    shape === 0
      ? `${subject} ${random.pick(VERBS)} ${random.pick(PLACES)}`
      : shape === 1
        ? `${subject} ${random.pick(VERBS)} ${random.pick(TAILS)}`
        : `${random.pick(PLACES)}, ${subject} ${random.pick(VERBS)}`;
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** Lines of user lyrics, without section tags such as `[Chorus]` and without blank lines. */
export function splitLyrics(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !/^\[.*\]$/.test(line));
}

/** One line of text per phrase, in phrase order. */
export function writeLyricLines(
  random: Random,
  phrases: readonly Phrase[],
  given?: string,
): string[] {
  const givenLines = given ? splitLyrics(given) : [];
  if (givenLines.length > 0)
    return phrases.map((_, index) => givenLines[index % givenLines.length] ?? '');
  const chorus = Array.from({ length: 8 }, () => makeLine(random));
  return phrases.map((phrase) =>
    phrase.section === 'chorus'
      ? (chorus[phrase.indexInSection % chorus.length] ?? '')
      : makeLine(random),
  );
}
