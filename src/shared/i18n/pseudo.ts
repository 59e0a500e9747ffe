/**
 * The pseudo-locale, generated from English: every letter accented and each message about
 * 40 % longer, inside brackets. A string a test finds without accents was never translated;
 * a label whose closing bracket is cut off was clipped. Placeholders and plural syntax are
 * kept, so the messages still format.
 */
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!,
  ]),
);

/** Every ASCII letter accented (tests build a pseudo-locale name from its English with it). */
export const accent = (text: string): string =>
  text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter);

function letters(elements: readonly MessageFormatElement[]): number {
  return elements.reduce(
    (sum, element) => sum + (element.type === TYPE.literal ? element.value.length : 4),
    0,
  );
}

function transform(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element): MessageFormatElement => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: transform(option.value) },
        ]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    if (element.type === TYPE.tag) return { ...element, children: transform(element.children) };
    return element;
  });
}

/** The pseudo-locale's message for one English message (already parsed). */
export function pseudoMessage(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  const padding = '·'.repeat(Math.max(1, Math.ceil(letters(elements) * 0.4)));
  return [
    { type: TYPE.literal, value: '[' },
    ...transform(elements),
    { type: TYPE.literal, value: ` ${padding}]` },
  ];
}
