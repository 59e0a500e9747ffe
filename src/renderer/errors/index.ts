/** Error presentation for the whole renderer: describeError (pure) and ErrorAlert (component). */
export {
  describeError,
  formatWait,
  nameFieldsWith,
  toAtelierError,
  type ErrorDescription,
} from './describeError';
export { sayIssuesWith } from './refusalWords';
export { ErrorAlert, useCountdown, type ErrorAlertProps } from './ErrorAlert';
