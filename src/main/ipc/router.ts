/**
 * The transport-free heart of IPC: looks a channel up in the contract, parses the
 * argument with the method's schema, runs the handler and returns a WireResult.
 * The Electron binding and the web preview host both call `invoke`; neither holds logic.
 */
import type { z } from 'zod';
import { AtelierError, isAtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import { contract } from '../../shared/ipc/contract';
import type { Method, WireResult } from '../../shared/ipc/define';
import type { CallContext, Handlers } from '../../shared/ipc/types';

export interface Router {
  readonly channels: readonly string[];
  invoke(channel: string, rawInput: unknown, context: CallContext): Promise<WireResult>;
}

type AnyHandler = (input: unknown, context: CallContext) => unknown;

export interface RouterOptions {
  /** Called with unexpected (non-Atelier) errors; their text never reaches the renderer. */
  onUnexpectedError?: (channel: string, error: unknown) => void;
}

export function createRouter(handlers: Handlers, options: RouterOptions = {}): Router {
  const table = new Map<string, { spec: Method; handler: AnyHandler }>();
  for (const [domain, spec] of Object.entries(contract)) {
    const domainHandlers = (handlers as unknown as Record<string, Record<string, AnyHandler>>)[
      domain
    ];
    for (const [name, methodSpec] of Object.entries(spec.methods as Record<string, Method>)) {
      const handler = domainHandlers?.[name];
      if (typeof handler !== 'function') throw new Error(`No handler for ${domain}:${name}`);
      table.set(`${domain}:${name}`, { spec: methodSpec, handler });
    }
  }

  return {
    channels: [...table.keys()],
    async invoke(channel, rawInput, context) {
      const entry = table.get(channel);
      if (!entry)
        return failure(
          new AtelierError(
            'unknown_method',
            t('mainWords.ipc.unknown', { request: String(channel) }),
          ),
        );
      const parsed = entry.spec.input.safeParse(rawInput);
      if (!parsed.success) return failure(inputError(channel, parsed.error));
      try {
        return { ok: true, value: await entry.handler(parsed.data, context) };
      } catch (error) {
        if (isAtelierError(error)) return failure(error);
        options.onUnexpectedError?.(channel, error);
        // The error's own text stays in the log (onUnexpectedError); the window gets plain words.
        return failure(
          new AtelierError('internal', t('mainWords.ipc.failed', { request: channel })),
        );
      }
    },
  };
}

function failure(error: AtelierError): WireResult {
  return { ok: false, error: error.toJSON() };
}

function inputError(channel: string, error: z.ZodError): AtelierError {
  const first = error.issues[0];
  const field = first?.path.map(String).join('.') ?? '';
  const where = field ? ` ${field}` : '';
  return new AtelierError(
    'invalid_input',
    `${channel}:${where} ${first?.message ?? 'invalid input'}`.trim(),
    {
      field,
    },
  );
}
