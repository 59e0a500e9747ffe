/**
 * Owns the words of one manifest item's schema problem (a zod issue) in the user's language:
 * zod's own messages are English and name JavaScript types, so the refusal says the rule in
 * words of ours instead ("must be a whole number of credits, 0 or more", "longer than 200
 * characters"), after the item's path, which the manifest refusal names.
 */
import type { z } from 'zod';
import { t } from '../../shared/i18n/activeLanguage';

type Issue = z.core.$ZodIssue;

const EXPECTED = new Set(['string', 'number', 'boolean', 'object', 'array', 'null']);

export function manifestIssueWords(issue: Issue): string {
  const field = issue.path[issue.path.length - 1];
  if (field === 'creditsDeducted') {
    return issue.code === 'too_big'
      ? t('mainWords.archive.manifest.rule.creditsAtMost', { max: Number(issue.maximum) })
      : t('mainWords.archive.manifest.rule.credits');
  }
  switch (issue.code) {
    case 'invalid_type':
      return t('mainWords.archive.manifest.rule.type', {
        expected: EXPECTED.has(issue.expected) ? issue.expected : 'other',
      });
    case 'too_big':
    case 'too_small':
      return t('mainWords.archive.manifest.rule.bound', {
        side: issue.code === 'too_big' ? 'max' : 'min',
        origin: ['string', 'array'].includes(issue.origin) ? issue.origin : 'number',
        limit: Number(issue.code === 'too_big' ? issue.maximum : issue.minimum),
      });
    case 'invalid_value':
      return t('mainWords.archive.manifest.rule.value');
    case 'unrecognized_keys':
      return t('mainWords.archive.manifest.rule.keys', { keys: issue.keys.join(', ') });
    default:
      return t('mainWords.archive.manifest.rule.other');
  }
}
