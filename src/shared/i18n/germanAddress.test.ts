/**
 * German addresses the user one way: formally, as *Sie* (issue 21). German software does, and a
 * screen that says "Prüfen Sie …" next to "Prüfe dein …" reads as careless. This fails on any
 * German message that says *du*: the pronouns and possessives, and the imperatives of the
 * informal singular ("Wähle", "Klicke") where a command starts.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGS } from './catalogs';

/** du, dich, dir, dein, deine, deiner, deinem, deinen, deines, deins. */
const DU_WORDS = /(?<![\p{L}\p{N}])(du|dich|dir|dein\p{L}*)(?![\p{L}\p{N}])/giu;

/**
 * Informal singular imperatives found in the catalogs or likely in new text. Words that are also
 * nouns or adjectives where a sentence may start are left out ("Suche nach Updates", "Klick auf
 * …", "Versuch 2", "Frage", "Gleiche Eingaben"); "Versuch es" is its own two-word form.
 */
const IMPERATIVES = [
  ...`
  akzeptiere aktualisiere behalte benenne benutze beschreibe bestätige drücke entferne erhöhe
  erkenne erstelle exportiere frag füge füg fülle füll geh gehe gib halte hebe hol hole
  importiere klicke kopiere korrigiere lade lass lasse leg lege lies mach mache markiere melde
  nimm notiere nutze öffne probiere prüfe schaff schaffe schließe schreibe sende setze sieh
  speichere starte tippe verbinde vergrößere verkleinere verwende versuche wähl wähle wandle
  warte wechsle wende zieh ziehe
  `
    .trim()
    .split(/\s+/),
  'versuch es',
];

/**
 * Where a command starts: the message or an ICU branch, after a sentence's or clause's mark
 * ("Name: Gib …", "…; nutze m:ss"), or after a joining word ("… oder wähle …").
 */
const COMMAND = new RegExp(
  `(?:^|[.!?:;,–—({„]\\s*|(?<![\\p{L}\\p{N}])(?:und|oder|dann|bitte)\\s+)(${IMPERATIVES.join('|')})(?![\\p{L}\\p{N}-])`,
  'giu',
);

/** The informal words a German message uses, as "word" for each place they occur. */
function informalWords(message: string): string[] {
  const found = [...message.matchAll(DU_WORDS)].map((match) => match[1]!);
  for (const match of message.matchAll(COMMAND)) found.push(match[1]!);
  return found;
}

describe('German addresses the user as Sie', () => {
  it('finds du and its imperatives, and nothing that only looks like them', () => {
    expect(informalWords('Prüfe dein Netzwerk.')).toEqual(['dein', 'Prüfe']);
    expect(informalWords('Versuch es noch einmal.')).toEqual(['Versuch es']);
    expect(informalWords('Name: Gib der Sammlung einen Namen.')).toEqual(['Gib']);
    expect(informalWords('Lade mindestens {credits} auf oder wähle eine Option.')).toEqual([
      'Lade',
      'wähle',
    ]);
    expect(informalWords('{count, plural, one {Öffne ihn.} other {Öffne sie.}}')).toEqual([
      'Öffne',
      'Öffne',
    ]);
    expect(informalWords('„{text}“ ist keine Zeit; nutze m:ss')).toEqual(['nutze']);
    expect(informalWords('Holst du Atelier nach vorne, verschwindet die Zahl.')).toEqual(['du']);
    for (const formal of [
      'Prüfen Sie Ihr Netzwerk. Versuchen Sie es erneut.',
      'C-Dur, a-Moll, durch, Dutzend, Dubstep, Dialog, Direktlink, Dinge',
      'Suche nach Updates …',
      'Ein Klick auf eine Version wählt sie; Versuch 2 von 3.',
      'Gleicher Seed und gleiche Eingaben ergeben ähnliche Ergebnisse.',
      'Geben Sie eine Zeit ein; verwenden Sie m:ss. Sende-Warteschlange',
      'Erneut senden, wenn Sie möchten; Starten Sie Atelier neu.',
    ])
      expect(informalWords(formal), formal).toEqual([]);
  });

  it('in every German message, shell and pages', () => {
    const informal = Object.entries(CATALOGS.de)
      .map(([key, message]) => [key, informalWords(String(message))] as const)
      .filter(([, words]) => words.length > 0)
      .map(([key, words]) => `${key}: ${words.join(', ')}`);
    expect(informal).toEqual([]);
  });
});
