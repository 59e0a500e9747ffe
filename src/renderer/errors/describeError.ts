/**
 * Turns any error that reaches the UI into plain words: what happened and what to do next.
 * The one place the renderer maps AtelierError codes to advice (the Generate forms use it too),
 * in the chosen language. The service's own `message` stays as it came: it is the fact, in its words.
 */
import { AtelierError, ERROR_CODES, type ErrorCode } from '../../shared/errors';
import { formatCredits } from '../../shared/format/credits';
import { t } from '../../shared/i18n/activeLanguage';
import { refusalWords } from './refusalWords';

// The field names come from the request tables (generate/fieldWords.ts), too big for the first
// paint (bundle-budget.json): App hands the namer in once it has loaded, after the first paint.
// Until then a field is "your input", as one without a human name is; never the API's token.
let fieldName: (name: string) => string | null = () => null;

/** Lets describeError say a field by its human name (App.tsx, after the first paint). */
export function nameFieldsWith(namer: (name: string) => string | null): void {
  fieldName = namer;
}

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
  return new AtelierError('internal', typeof error === 'string' ? error : t('error.unknown'));
}

export function describeError(error: unknown): ErrorDescription {
  const value = toAtelierError(error);
  const base: ErrorDescription = {
    code: value.code,
    title: t('error.default.title'),
    message: value.message,
    action: t('error.default.action'),
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
  invalid_input: (error) => {
    // The field by its human name; one without (an internal id) is "your input", never the API's token.
    const field = error.field ? fieldName(error.field) : null;
    // A rule main refused by before sending: its words, in the user's language.
    const words = refusalWords(error);
    return {
      ...(words ? { message: words } : {}),
      title: field ? t('error.invalidInput.titleField', { field }) : t('error.invalidInput.title'),
      action: field
        ? t('error.invalidInput.actionField', { field })
        : t('error.invalidInput.action'),
      severity: 'warning',
    };
  },
  over_budget: () => ({
    title: t('error.overBudget.title'),
    action: t('error.overBudget.action'),
    severity: 'warning',
  }),
  forbidden_sender: () => ({
    title: t('error.forbidden.title'),
    action: t('error.forbidden.action'),
  }),
  unknown_method: () => ({ title: t('error.outdated.title'), action: t('error.outdated.action') }),
  not_found: () => ({
    title: t('error.notFound.title'),
    action: t('error.notFound.action'),
    severity: 'warning',
  }),
  auth: (error) => ({
    title: t('error.auth.title'),
    action: t('error.auth.action'),
    field: error.field ?? 'apiKey',
  }),
  insufficient_credits: (error) => {
    const shortfall = readShortfall(error.details);
    return {
      title: t('error.credits.title'),
      shortfall,
      action:
        shortfall === null
          ? t('error.credits.action')
          : t('error.credits.actionShortfall', { credits: formatCredits(shortfall) }),
      severity: 'warning',
    };
  },
  rate_limited: (error) => ({
    title: t('error.rateLimited.title'),
    action:
      error.retryAfter === undefined
        ? t('error.rateLimited.action')
        : t('error.rateLimited.actionWait', { wait: formatWait(error.retryAfter) }),
    severity: 'warning',
  }),
  unavailable: () => ({
    title: t('error.unavailable.title'),
    action: t('error.unavailable.action'),
    severity: 'warning',
  }),
  connection: (error) =>
    isProxyFailure(error)
      ? {
          title: t('error.proxy.title'),
          action: t('error.proxy.action'),
          severity: 'warning',
        }
      : {
          title: t('error.connection.title'),
          action: t('error.connection.action'),
          severity: 'warning',
        },
  timeout: () => ({
    title: t('error.timeout.title'),
    action: t('error.timeout.action'),
    severity: 'warning',
  }),
  in_doubt: () => ({
    title: t('error.inDoubt.title'),
    action: t('error.inDoubt.action'),
    severity: 'warning',
  }),
  accepted_unsaved: () => ({
    title: t('error.unsaved.title'),
    action: t('error.unsaved.action'),
    severity: 'warning',
  }),
  disk_full: () => ({
    title: t('error.diskFull.title'),
    action: t('error.diskFull.action'),
    severity: 'warning',
  }),
  server: () => ({ title: t('error.server.title'), action: t('error.server.action') }),
  conflict: () => ({
    title: t('error.conflict.title'),
    action: t('error.conflict.action'),
    severity: 'warning',
  }),
  internal: () => ({ title: t('error.internal.title'), action: t('error.internal.action') }),
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
  const required = firstNumber(details, [
    'required',
    'needed',
    'requiredCredits',
    'estimate',
    'cost',
  ]);
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
  return (
    typeof record.message === 'string' &&
    typeof record.code === 'string' &&
    (ERROR_CODES as readonly string[]).includes(record.code)
  );
}

/** "45 s", "2 min 5 s". */
export function formatWait(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  if (total < 60) return t('error.wait.seconds', { seconds: total });
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0
    ? t('error.wait.minutes', { minutes })
    : t('error.wait.minutesSeconds', { minutes, seconds: rest });
}
