// Owns what the page says when a preflight or paid submit fails: what happened and what to
// do next, per error code (issue 5 part 10), in the user's language. Pure, so every case is
// tested without a browser.
import { AtelierError, type SerializedError } from '../../shared/errors';
import { formatCredits } from '../../shared/format/credits';
import { t } from '../../shared/i18n/activeLanguage';
import { refusalWords } from '../errors/refusalWords';

export interface SubmitErrorView {
  title: string;
  message: string;
  /** What to do next, in plain words. */
  advice: string;
  color: 'red' | 'orange' | 'yellow' | 'blue';
  /** Field to highlight (validation). */
  field: string | null;
  /** Seconds to wait before the submit button works again (rate limit). */
  retryAfter: number | null;
  /** Show a link to the Tasks page (the job's state is kept there). */
  showTasksLink: boolean;
}

function numberDetail(error: SerializedError, name: string): number | null {
  const value = error.details?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** What is missing, beside main's sentence (which already names the price and the balance). */
function shortfallText(error: SerializedError): string {
  const shortfall = numberDetail(error, 'shortfall');
  return shortfall === null
    ? ''
    : t('generate.submitError.short', { shortfall: formatCredits(shortfall) });
}

/** The words of a rule main refused by before sending, in the user's language (else main's message). */
const refusedWords = (error: SerializedError): string =>
  refusalWords(AtelierError.fromJSON(error)) ?? error.message;

// The titles the whole app gives an error code (errors/describeError.ts) where they say the
// same; the advice is Generate's own (what to change in the form).
export function describeSubmitError(error: SerializedError): SubmitErrorView {
  const base = { field: null, retryAfter: null, showTasksLink: false, message: error.message };
  switch (error.code) {
    case 'insufficient_credits':
      return {
        ...base,
        title: t('error.credits.title'),
        message: [shortfallText(error), error.message].filter(Boolean).join(' '),
        advice: t('generate.submitError.advice.credits'),
        color: 'orange',
      };
    case 'rate_limited':
      return {
        ...base,
        title: t('error.rateLimited.title'),
        advice: t('generate.submitError.advice.rateLimited'),
        color: 'yellow',
        retryAfter: error.retryAfter ?? null,
      };
    case 'unavailable':
      return {
        ...base,
        title: t('error.unavailable.title'),
        advice: t('generate.submitError.advice.unavailable'),
        color: 'orange',
      };
    case 'invalid_input':
      return {
        ...base,
        // details.issues: Atelier's own check before sending (preflight) found them.
        ...(Array.isArray(error.details?.['issues'])
          ? { title: t('generate.submitError.title.notSent'), message: refusedWords(error) }
          : { title: t('generate.submitError.title.refused') }),
        // The field is highlighted in the form: named there by its label, never by its API token.
        advice: error.field
          ? t('generate.submitError.advice.invalidField')
          : t('generate.submitError.advice.invalid'),
        color: 'red',
        field: error.field ?? null,
      };
    case 'in_doubt':
      return {
        ...base,
        title: t('generate.submitError.title.inDoubt'),
        advice: t('generate.submitError.advice.inDoubt'),
        color: 'blue',
        showTasksLink: true,
      };
    case 'connection':
    case 'timeout':
      return {
        ...base,
        title: t('error.connection.title'),
        advice: t('generate.submitError.advice.connection'),
        color: 'orange',
        showTasksLink: true,
      };
    case 'auth':
      return {
        ...base,
        title: t('generate.submitError.title.auth'),
        advice: t('generate.submitError.advice.auth'),
        color: 'red',
      };
    case 'over_budget':
      // A refusal by the user's own limit, not a failure: nothing to retry, nothing was sent.
      return {
        ...base,
        title: t('generate.submitError.title.overBudget'),
        advice: t('generate.submitError.advice.overBudget'),
        color: 'orange',
      };
    case 'conflict':
      // details.reusable: a finished task already holds this result (main's reuse rule).
      if (error.details?.['reusable'])
        return {
          ...base,
          title: t('generate.submitError.title.haveIt'),
          advice: t('generate.submitError.advice.haveIt'),
          color: 'blue',
        };
      return {
        ...base,
        title: t('generate.submitError.title.priceChanged'),
        advice: t('generate.submitError.advice.priceChanged'),
        color: 'yellow',
      };
    default:
      return {
        ...base,
        title: t('generate.submitError.title.default'),
        advice: t('generate.submitError.advice.default'),
        color: 'red',
        showTasksLink: true,
      };
  }
}

/** The error of a rejected promise as a serialized value (AtelierError keeps its code). */
export function toSerializedError(error: unknown): SerializedError {
  if (typeof error === 'object' && error !== null && 'code' in error && 'message' in error) {
    const value = error as {
      code: unknown;
      message: unknown;
      field?: unknown;
      retryAfter?: unknown;
      details?: unknown;
      requestId?: unknown;
    };
    const out: SerializedError = {
      code: String(value.code) as SerializedError['code'],
      message: String(value.message),
    };
    if (typeof value.field === 'string') out.field = value.field;
    if (typeof value.retryAfter === 'number') out.retryAfter = value.retryAfter;
    if (typeof value.requestId === 'string') out.requestId = value.requestId;
    if (typeof value.details === 'object' && value.details !== null)
      out.details = value.details as Record<string, unknown>;
    return out;
  }
  return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
}
