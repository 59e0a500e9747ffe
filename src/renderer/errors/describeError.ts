/**
 * Turns any error that reaches the UI into plain words: what happened and what to do next.
 * The one place the renderer maps AtelierError codes to advice (the Generate forms use it too).
 */
import { AtelierError, ERROR_CODES, type ErrorCode } from '../../shared/errors';

export interface ErrorDescription {
  code: ErrorCode;
  /** What happened, short enough for a notification title. */
  title: string;
  /** The facts: the service's own message where it helps. */
  message: string;
  /** What to do next. */
  action: string;
  severity: 'error' | 'warning' | 'info';
  /** The input to highlight (validation errors), or null. */
  field: string | null;
  /** Seconds to wait before retrying (429), or null. */
  retryAfter: number | null;
  /** Credits missing to cover the request (402), when the details say so. */
  shortfall: number | null;
  requestId: string | null;
}

/** Accepts AtelierError, a serialized one, a plain Error or anything thrown. */
export function toAtelierError(error: unknown): AtelierError {
  if (error instanceof AtelierError) return error;
  if (isSerializedError(error)) return AtelierError.fromJSON(error);
  if (error instanceof Error) return new AtelierError('internal', error.message);
  return new AtelierError('internal', typeof error === 'string' ? error : 'Unknown error');
}

export function describeError(error: unknown): ErrorDescription {
  const value = toAtelierError(error);
  const base: ErrorDescription = {
    code: value.code,
    title: 'Something went wrong',
    message: value.message,
    action: 'Try again. If it keeps happening, note the request id and contact support.',
    severity: 'error',
    field: value.field ?? null,
    retryAfter: value.retryAfter ?? null,
    shortfall: null,
    requestId: value.requestId ?? null,
  };
  return { ...base, ...ADVICE[value.code](value) };
}

type Advice = (error: AtelierError) => Partial<ErrorDescription>;

const ADVICE: Record<ErrorCode, Advice> = {
  invalid_input: (error) => ({
    title: error.field ? `Check “${error.field}”` : 'Check your input',
    action: error.field ? `Fix the highlighted field “${error.field}” and send again. Nothing was charged.` : 'Fix the input and send again. Nothing was charged.',
    severity: 'warning',
  }),
  over_budget: () => ({
    title: 'Over your monthly budget',
    action: 'Nothing was sent or charged. Raise or clear the hard line in Settings, or wait for next month.',
    severity: 'warning',
  }),
  forbidden_sender: () => ({ title: 'Request refused', action: 'Reload Atelier.' }),
  unknown_method: () => ({ title: 'Atelier is out of date', action: 'Restart Atelier so the window and the app match.' }),
  not_found: () => ({ title: 'Not found', action: 'It may have been removed. Refresh the list.', severity: 'warning' }),
  auth: (error) => ({
    title: 'The API key was refused',
    action: 'Check the key in Settings → Profile, or switch to the Sandbox.',
    field: error.field ?? 'apiKey',
  }),
  insufficient_credits: (error) => {
    const shortfall = readShortfall(error.details);
    return {
      title: 'Not enough credits',
      shortfall,
      action:
        shortfall === null
          ? 'Top up your account, or choose a cheaper option. Nothing was charged.'
          : `Top up at least ${formatInteger(shortfall)} credits, or choose a cheaper option. Nothing was charged.`,
      severity: 'warning',
    };
  },
  rate_limited: (error) => ({
    title: 'Too many requests',
    action:
      error.retryAfter === undefined
        ? 'The service asked Atelier to slow down. Wait a moment and try again.'
        : `The service asked Atelier to wait ${formatWait(error.retryAfter)}. Try again after that.`,
    severity: 'warning',
  }),
  unavailable: () => ({
    title: 'Model unavailable',
    action: 'The service is not accepting new jobs for this model right now. Try again later or pick another model. Nothing was charged.',
    severity: 'warning',
  }),
  connection: (error) =>
    isProxyFailure(error)
      ? {
          title: 'The proxy did not let Atelier through',
          action: 'Check the proxy in Settings → Network (address, user name, password) or ask your network administrator. Nothing was sent to the service.',
          severity: 'warning',
        }
      : {
          title: 'Connection lost',
          action: 'Check your network. Your jobs are safe: Atelier keeps their state and resumes checking when the connection returns.',
          severity: 'warning',
        },
  timeout: () => ({
    title: 'The service did not answer in time',
    action: 'Your jobs are safe; Atelier will keep checking. Try the action again shortly.',
    severity: 'warning',
  }),
  in_doubt: () => ({
    title: 'Sent, but no answer',
    action:
      'Atelier sent this request but never heard back; it may or may not have been charged. Open Tasks to reconcile it before sending again.',
    severity: 'warning',
  }),
  accepted_unsaved: () => ({
    title: 'Accepted, not yet saved on this computer',
    action: 'The job is paid and running: do not send it again. Free some disk space; Atelier saves it and fetches the result by itself.',
    severity: 'warning',
  }),
  disk_full: () => ({
    title: 'Your disk is full',
    action: 'Nothing was sent or charged. Free some disk space, then send it again.',
    severity: 'warning',
  }),
  server: () => ({ title: 'The service had a problem', action: 'Try again in a minute. Your jobs are safe.' }),
  conflict: () => ({ title: 'Already changed', action: 'Someone or something changed this first. Refresh and try again.', severity: 'warning' }),
  internal: () => ({ title: 'Something went wrong inside Atelier', action: 'Try again. If it keeps happening, restart Atelier.' }),
};

/** main/network's ProxyError travels as the connection error's serviceCode (PROXY_REFUSED, PROXY_AUTH…). */
function isProxyFailure(error: AtelierError): boolean {
  const code = error.details?.['serviceCode'];
  return typeof code === 'string' && code.startsWith('PROXY_');
}

function readShortfall(details: Record<string, unknown> | undefined): number | null {
  if (!details) return null;
  const direct = details.shortfall;
  if (typeof direct === 'number' && Number.isFinite(direct)) return Math.max(0, Math.ceil(direct));
  const required = firstNumber(details, ['required', 'needed', 'requiredCredits', 'estimate', 'cost']);
  const available = firstNumber(details, ['balance', 'available', 'credits']);
  if (required !== null && available !== null) return Math.max(0, Math.ceil(required - available));
  return null;
}

function firstNumber(details: Record<string, unknown>, keys: string[]): number | null {
  for (const key of keys) {
    const value = details[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return null;
}

function isSerializedError(value: unknown): value is { code: ErrorCode; message: string } {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.message === 'string' && typeof record.code === 'string' && (ERROR_CODES as readonly string[]).includes(record.code);
}

function formatInteger(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}

/** "45 s", "2 min 5 s". */
export function formatWait(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}
