/**
 * Building blocks of the IPC contract: a method is an input schema plus an output type,
 * an event is a payload type. Everything else (channels, the preload, the renderer's
 * `window.atelier` type, the main-side router) is derived from these declarations.
 */
import type { z } from 'zod';
import type { SerializedError } from '../errors';

export interface Method<I extends z.ZodType = z.ZodType, O = unknown> {
  readonly input: I;
  /** Type-only marker; never set at run time. */
  readonly output?: O;
}

export interface Event<P = unknown> {
  /** Type-only marker; never set at run time. */
  readonly payload?: P;
}

export interface Domain {
  readonly methods: Readonly<Record<string, Method>>;
  readonly events: Readonly<Record<string, Event>>;
}

/** `method(z.object(...)).returns<Output>()` */
export function method<I extends z.ZodType>(input: I): { returns<O>(): Method<I, O> } {
  return { returns: <O>(): Method<I, O> => ({ input }) };
}

export function event<P>(): Event<P> {
  return {};
}

/** What travels back over IPC: errors as values, so fields survive structured cloning. */
export type WireResult<T = unknown> =
  { ok: true; value: T } | { ok: false; error: SerializedError };

export const channelOf = (domain: string, name: string): string => `${domain}:${name}`;
