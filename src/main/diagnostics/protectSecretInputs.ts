/**
 * Tells the redactor about every API key the renderer hands to main (connecting Live,
 * replacing a key) before any handler runs, so even a key that does not look like `sk-…`
 * never reaches a log line from whatever the handler or the service says about it.
 */
import type { Handlers } from '../../shared/ipc/types';
import type { Redactor } from '../logging/redactor';

const SECRET_INPUTS = ['apiKey'] as const;

type AnyHandler = (input: unknown, context: unknown) => unknown;

export function protectSecretInputs(handlers: Handlers, redactor: Redactor): Handlers {
  const wrapped: Record<string, Record<string, AnyHandler>> = {};
  for (const [domain, methods] of Object.entries(
    handlers as unknown as Record<string, Record<string, AnyHandler>>,
  )) {
    wrapped[domain] = {};
    for (const [name, handler] of Object.entries(methods)) {
      wrapped[domain][name] = (input, context) => {
        if (input && typeof input === 'object') {
          for (const field of SECRET_INPUTS) {
            const value = (input as Record<string, unknown>)[field];
            if (typeof value === 'string') redactor.protect(value);
          }
        }
        return handler(input, context);
      };
    }
  }
  return wrapped as unknown as Handlers;
}
