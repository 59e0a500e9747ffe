/**
 * The catalogs are complete and consistent: every language has exactly English's keys, in the
 * same part; every message is valid ICU and uses English's placeholders; every key the code
 * names exists. A missing or misspelt key fails here (and, where the key is written out, in tsc).
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG_PARTS, CATALOGS } from '../../shared/i18n/catalogs';
import { LOCALES } from '../../shared/i18n/locales';

const english = CATALOGS.en;

/** A message's placeholders; `shown` leaves out those only used to choose a plural or select form. */
function argumentsOf(
  elements: readonly MessageFormatElement[],
  shown = false,
  into = new Set<string>(),
): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) argumentsOf(element.children, shown, into);
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      if (!shown) into.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, shown, into);
    } else into.add(element.value);
  }
  return into;
}

const text = (message: unknown): string =>
  typeof message === 'string' ? message : JSON.stringify(message);

describe('message catalogs', () => {
  it.each(LOCALES)(
    '%s has exactly the English keys, in the same part (shell or pages)',
    (locale) => {
      for (const part of ['shell', 'pages'] as const) {
        expect(Object.keys(CATALOG_PARTS[locale][part]).sort(), `${locale} ${part}`).toEqual(
          Object.keys(CATALOG_PARTS.en[part]).sort(),
        );
      }
    },
  );

  it.each(LOCALES)(
    '%s: every message is valid ICU, not empty, showing English’s placeholders and no others',
    (locale) => {
      for (const [key, message] of Object.entries(CATALOGS[locale])) {
        expect(text(message).trim(), `${locale} ${key}`).not.toBe('');
        const source = parse(text(english[key]));
        const own = argumentsOf(parse(text(message)));
        // A language without plural forms (Japanese, Chinese) may leave out a plural's count.
        for (const name of own)
          expect(argumentsOf(source).has(name), `${locale} ${key}: unknown {${name}}`).toBe(true);
        for (const name of argumentsOf(source, true))
          expect(own.has(name), `${locale} ${key}: {${name}} missing`).toBe(true);
      }
    },
  );

  it('translates: German, Japanese and Chinese differ from English for most messages', () => {
    for (const locale of ['de', 'ja', 'zh-CN'] as const) {
      const same = Object.keys(english).filter((key) => CATALOGS[locale][key] === english[key]);
      expect(
        same.length / Object.keys(english).length,
        `${locale}: ${same.join(', ')}`,
      ).toBeLessThan(0.1);
    }
  });

  it('has every key the code names (t("…"), and `prefix.${…}` families)', () => {
    const missing: string[] = [];
    const families: string[] = [];
    for (const file of sourceFiles(join(__dirname, '..', '..'))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([\w.\- ]+)'/g))
        if (!(match[1]! in english)) missing.push(`${file}: ${match[1]}`);
      for (const match of source.matchAll(/\bt\(\s*`([\w.\- ]+)\$\{/g)) {
        families.push(match[1]!);
        if (!Object.keys(english).some((key) => key.startsWith(match[1]!)))
          missing.push(`${file}: ${match[1]}…`);
      }
    }
    expect(missing).toEqual([]);
    expect(families.length).toBeGreaterThan(0); // the scan sees the template keys too
  });
});

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name: string): string[] => {
    const path = join(folder, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' || name === 'sandbox' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}
