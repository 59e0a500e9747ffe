/** Error presentation for the whole renderer: describeError (pure) and ErrorAlert (component). */
export { describeError, formatWait, isNotBuiltYet, toAtelierError, type ErrorDescription } from './describeError';
export { ErrorAlert, useCountdown, type ErrorAlertProps } from './ErrorAlert';
