// A manifest item's schema problem is said in the user's language (issue 21): zod's own
// messages are English and name JavaScript types ("Invalid input: expected string").
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { archivedSubmissionSchema } from '../exports/archiveManifest';
import { manifestIssueWords } from '../exports/manifestIssue';
import { speakLanguage } from './mainLanguage';

afterEach(() => speakLanguage('en'));

/** The words for the first issue of parsing `value` with `schema`. */
function wordsFor(schema: z.ZodType, value: unknown): string {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a problem');
  return manifestIssueWords(parsed.error.issues[0]!);
}

const credits = z.object({ creditsDeducted: archivedSubmissionSchema.shape.creditsDeducted });
const sayings = (): string[] => [
  wordsFor(z.string(), 5),
  wordsFor(z.string().max(3), 'abcd'),
  wordsFor(z.array(z.number()).max(1), [1, 2]),
  wordsFor(z.number().min(10), 2),
  wordsFor(z.enum(['image', 'video']), 'poem'),
  wordsFor(z.strictObject({ id: z.string() }), { id: 'a', extra: 1 }),
  wordsFor(credits, { creditsDeducted: 5000.5 }),
  wordsFor(credits, { creditsDeducted: 2_000_000_000 }),
];

describe('a manifest item’s problem in the user’s words', () => {
  it('says the rule in English without JavaScript type names', () => {
    expect(sayings()).toEqual([
      'expected text',
      'longer than 3 characters',
      'more than 1 item',
      'smaller than 10',
      'not one of the allowed values',
      'has keys it may not have (extra)',
      'must be a whole number of credits, 0 or more',
      'must be at most 1,000,000,000 credits',
    ]);
  });

  it('says it in German, Japanese and Chinese', () => {
    speakLanguage('de');
    expect(sayings()).toEqual([
      'erwartet Text',
      'länger als 3 Zeichen',
      'mehr als 1 Eintrag',
      'kleiner als 10',
      'keiner der erlaubten Werte',
      'enthält Schlüssel, die nicht vorkommen dürfen (extra)',
      'muss eine ganze Zahl von Credits sein, 0 oder mehr',
      'darf höchstens 1.000.000.000 Credits betragen',
    ]);
    speakLanguage('ja');
    expect(sayings().slice(0, 2)).toEqual(['テキストが必要です', '3 文字を超えています']);
    speakLanguage('zh-CN');
    expect(sayings()[6]).toBe('必须是 0 或以上的整数积分');
  });
});
