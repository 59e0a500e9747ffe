/**
 * Owns how a refusal found before sending reads in the user's language. Main refuses with the
 * rule's English sentence (its `message`, kept for logs and tests) and the issues it found
 * (details.issues, each with the rule's words in `said`); here the first issue is said again
 * in the user's words, "Job N: …" for a batch's job (details.job).
 */
import type { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import type { ValidationIssue } from '../../shared/service/issues';

// The sayer needs the request tables (generate/ruleWords.ts), too big for the first paint:
// App hands it in once they have loaded; until then the English sentence shows.
let sayIssue: ((issue: ValidationIssue) => string) | null = null;

/** Lets describeError say a rule's words (App.tsx, after the first paint). */
export function sayIssuesWith(sayer: (issue: ValidationIssue) => string): void {
  sayIssue = sayer;
}

function isIssue(value: unknown): value is ValidationIssue {
  if (typeof value !== 'object' || value === null) return false;
  const { field, message, said } = value as Record<string, unknown>;
  return (
    typeof field === 'string' &&
    typeof message === 'string' &&
    (said === undefined ||
      (typeof said === 'object' &&
        said !== null &&
        typeof (said as Record<string, unknown>)['key'] === 'string'))
  );
}

/** The refusal's first issue in the user's words, or null when it has none with words. */
export function refusalWords(error: AtelierError): string | null {
  const issues = error.details?.['issues'];
  const first: unknown = Array.isArray(issues) ? issues[0] : undefined;
  if (!sayIssue || !isIssue(first) || !first.said) return null;
  const said = sayIssue(first);
  const job = error.details?.['job'];
  return typeof job === 'number' ? t('mainWords.batch.job', { job, message: said }) : said;
}
