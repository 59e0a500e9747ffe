// Owns what the page says when a preflight or paid submit fails: what happened and what to
// do next, per error code (issue 5 part 10). Pure, so every case is tested without a browser.
import type { SerializedError } from '../../shared/errors';

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

function shortfallText(error: SerializedError): string {
  const shortfall = numberDetail(error, 'shortfall');
  const needed =
    numberDetail(error, 'needed') ??
    numberDetail(error, 'credits') ??
    numberDetail(error, 'estimate');
  const balance = numberDetail(error, 'balance');
  const parts: string[] = [];
  if (needed !== null) parts.push(`this needs ${needed} credits`);
  if (balance !== null) parts.push(`you have ${balance}`);
  if (shortfall !== null) parts.push(`${shortfall} short`);
  return parts.length > 0 ? `${parts.join(', ')}.` : '';
}

export function describeSubmitError(error: SerializedError): SubmitErrorView {
  const base = { field: null, retryAfter: null, showTasksLink: false, message: error.message };
  switch (error.code) {
    case 'insufficient_credits':
      return {
        ...base,
        title: 'Not enough credits',
        message: [shortfallText(error), error.message].filter(Boolean).join(' '),
        advice:
          'Top up the account, or choose a cheaper option (fewer images, shorter or lower-resolution video). Nothing was charged.',
        color: 'orange',
      };
    case 'rate_limited':
      return {
        ...base,
        title: 'Too many requests',
        advice:
          'The service asked us to wait. Submit again when the countdown ends; nothing was charged.',
        color: 'yellow',
        retryAfter: error.retryAfter ?? null,
      };
    case 'unavailable':
      return {
        ...base,
        title: 'Model unavailable',
        advice:
          'This model is not accepting new tasks right now. Try again later or pick another model. Nothing was charged.',
        color: 'orange',
      };
    case 'invalid_input':
      return {
        ...base,
        // details.issues: Atelier's own check before sending (preflight) found them.
        title: Array.isArray(error.details?.['issues'])
          ? 'Not sent: the request needs fixing'
          : 'The service refused the request',
        advice: error.field
          ? `Fix the highlighted field (${error.field}) and submit again. Nothing was charged.`
          : 'Fix the request and submit again. Nothing was charged.',
        color: 'red',
        field: error.field ?? null,
      };
    case 'in_doubt':
      return {
        ...base,
        title: 'Sent, but the answer was lost',
        advice:
          'The request may have reached the service. It is kept on the Tasks page, where you can look it up; it is never resubmitted automatically, so you will not be billed twice.',
        color: 'blue',
        showTasksLink: true,
      };
    case 'connection':
    case 'timeout':
      return {
        ...base,
        title: 'Connection lost',
        advice:
          "Check the network and try again. The job's state is safe: anything that was sent is kept on the Tasks page.",
        color: 'orange',
        showTasksLink: true,
      };
    case 'auth':
      return {
        ...base,
        title: 'API key refused',
        advice: 'Check the key in Settings, or switch to the Sandbox profile.',
        color: 'red',
      };
    case 'over_budget':
      // A refusal by the user's own limit, not a failure: nothing to retry, nothing was sent.
      return {
        ...base,
        title: 'Over your hard budget limit',
        advice: 'Nothing was sent. Choose a cheaper option, or raise the limit in Settings.',
        color: 'orange',
      };
    case 'conflict':
      // details.reusable: a finished task already holds this result (main's reuse rule).
      if (error.details?.['reusable'])
        return {
          ...base,
          title: 'You already have this result',
          advice: 'Nothing was sent and nothing was charged. Find it in the Library.',
          color: 'blue',
        };
      return {
        ...base,
        title: 'The price changed',
        advice: 'Review the new estimate and confirm again.',
        color: 'yellow',
      };
    default:
      return {
        ...base,
        title: 'Submit failed',
        advice: "Try again. If it keeps failing, see the Tasks page for the job's state.",
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
