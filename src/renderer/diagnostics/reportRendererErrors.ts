/**
 * Sends the page's uncaught errors and unhandled promise rejections to the main log
 * (diagnostics.reportError), trimmed to the contract's limits. Main rate-limits them; a
 * report that itself fails is dropped, never reported again (no loop).
 */
import { RENDERER_ERROR_LIMITS, type RendererError } from '../../shared/ipc/diagnostics';

const trim = (text: string, limit: number): string =>
  text.length > limit ? `${text.slice(0, limit - 1)}…` : text;

export function describeThrown(
  kind: RendererError['kind'],
  thrown: unknown,
  source?: string,
): RendererError {
  const error = thrown instanceof Error ? thrown : null;
  const message = error
    ? `${error.name}: ${error.message}`
    : typeof thrown === 'string'
      ? thrown
      : safeString(thrown);
  return {
    kind,
    message: trim(message || 'Unknown error', RENDERER_ERROR_LIMITS.message),
    ...(error?.stack ? { stack: trim(error.stack, RENDERER_ERROR_LIMITS.stack) } : {}),
    ...(source ? { source: trim(source, RENDERER_ERROR_LIMITS.source) } : {}),
  };
}

function safeString(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function reportRendererErrors(target: Window = window): () => void {
  const send = (report: RendererError) =>
    void target.atelier.diagnostics.reportError(report).catch(() => undefined);
  const onError = (event: ErrorEvent) => {
    const where = event.filename
      ? `${event.filename.split('/').pop()}:${event.lineno}:${event.colno}`
      : undefined;
    send(describeThrown('error', event.error ?? event.message, where));
  };
  const onRejection = (event: PromiseRejectionEvent) =>
    send(describeThrown('unhandledrejection', event.reason));
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
