/**
 * Turns a key and its values into the user's words, with ICU MessageFormat (FormatJS's
 * intl-messageformat: plurals, selects, numbers). Catalogs are flat JSON, two per language
 * (messages/<locale>.json: what the shell needs for its first paint; messages/pages/<locale>.json:
 * the pages', loaded with the first page), English the source; the renderer's build hands them over already parsed (see
 * electron.vite.config.ts), main and the tests parse them here. A key a catalog lacks falls
 * back to English and is reported, so tests can fail on it.
 */
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
import type englishShell from './messages/en.json';
import type englishPages from './messages/pages/en.json';
import { intlLocaleOf, PSEUDO_LOCALE, type AppLocale } from './locales';
import { pseudoMessage } from './pseudo';

/** Every key of the English catalog: the shell's part (before the first paint) and the pages' (loaded with the first page). */
export type MessageKey = keyof typeof englishShell | keyof typeof englishPages;
/** A message as a catalog holds it: ICU text, or its parsed form (the renderer's build). */
export type Message = string | MessageFormatElement[];
export type Messages = Readonly<Record<string, Message>>;
export type MessageValues = Readonly<Record<string, string | number | Date>>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

export interface Translator {
  readonly locale: AppLocale;
  readonly t: Translate;
}

export interface TranslatorOptions {
  /** English, for a key the language lacks. */
  fallback: Messages;
  onMissing?: (key: string, locale: AppLocale) => void;
}

const parsed = (message: Message): MessageFormatElement[] =>
  typeof message === 'string' ? parse(message) : message;

/**
 * One set of Intl formatters for all of a translator's messages. By default each
 * IntlMessageFormat makes its own Intl.NumberFormat and Intl.PluralRules for every message
 * with a number or a plural, and building those is most of what formatting a message costs
 * (issue 24: 300 such messages 330 ms -> 144 ms in Node; a page load formats a hundred or
 * more). Keyed by the constructor's arguments, as intl-messageformat's own per-message cache.
 */
export function sharedFormatters(): Formatters {
  const made = new Map<string, unknown>();
  function memoized<A extends unknown[], T>(kind: string, make: (...args: A) => T) {
    return (...args: A): T => {
      const key = `${kind}${JSON.stringify(args)}`;
      if (made.has(key)) return made.get(key) as T;
      const value = make(...args);
      made.set(key, value);
      return value;
    };
  }
  return {
    getNumberFormat: memoized(
      'number',
      (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
    ),
    getDateTimeFormat: memoized(
      'date',
      (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
        new Intl.DateTimeFormat(...args),
    ),
    getPluralRules: memoized(
      'plural',
      (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
    ),
  };
}

export function createTranslator(
  locale: AppLocale,
  messages: Messages,
  options: TranslatorOptions,
): Translator {
  const compiled = new Map<string, IntlMessageFormat>();
  const intlLocale = intlLocaleOf(locale);
  const formatters = sharedFormatters();
  function compile(key: string): IntlMessageFormat | null {
    const cached = compiled.get(key);
    if (cached) return cached;
    const own = locale === PSEUDO_LOCALE ? undefined : messages[key];
    if (own === undefined && locale !== PSEUDO_LOCALE) options.onMissing?.(key, locale);
    const source = own ?? options.fallback[key];
    if (source === undefined) return null;
    const format = new IntlMessageFormat(
      locale === PSEUDO_LOCALE ? pseudoMessage(parsed(source)) : source,
      intlLocale,
      undefined,
      { formatters },
    );
    compiled.set(key, format);
    return format;
  }
  return {
    locale,
    t: (key, values) => {
      const format = compile(key);
      if (!format) return key;
      const text = format.format(values);
      return typeof text === 'string' ? text : String(text);
    },
  };
}
