/**
 * Hands the renderer its message catalogs already parsed (FormatJS's recommended set-up): each
 * ICU message of the catalogs (`src/shared/i18n/messages/`, and its `pages/`) becomes its AST at build time, and the
 * renderer's bundle aliases the message parser to its no-parser build. The parser is then never
 * shipped, which keeps it out of the JS loaded before the first paint (bundle-budget.json). A
 * message that does not parse fails the build.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOG = /[\\/]src[\\/]shared[\\/]i18n[\\/]messages[\\/](pages[\\/])?[\w-]+\.json$/;

export function precompiledCatalogs(): Plugin {
  return {
    name: 'atelier-icu-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, parse(message)];
          } catch (error) {
            throw new Error(
              `${id}: message "${key}" is not valid ICU MessageFormat: ${String(error)}`,
            );
          }
        }),
      );
      // Still JSON: Vite's JSON plugin turns it into a module as before.
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}

/** The renderer's alias: intl-messageformat without its parser (catalogs arrive parsed). */
export const NO_PARSER_ALIAS = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
