/** Types derived from the contract: the renderer's API and the main side's handlers. */
import type { z } from 'zod';
import type { Contract } from './contract';
import type { Event, Method } from './define';

type Methods<D extends keyof Contract> = Contract[D]['methods'];
type Events<D extends keyof Contract> = Contract[D]['events'];

export type InputOf<M> = M extends Method<infer I, unknown> ? z.input<I> : never;
export type ParsedInputOf<M> = M extends Method<infer I, unknown> ? z.output<I> : never;
export type OutputOf<M> = M extends Method<z.ZodType, infer O> ? O : never;
type PayloadOf<E> = E extends Event<infer P> ? P : never;

/** A method whose input accepts `undefined` may be called with no argument. */
type Caller<M> =
  undefined extends InputOf<M>
    ? (input?: InputOf<M>) => Promise<OutputOf<M>>
    : (input: InputOf<M>) => Promise<OutputOf<M>>;

export type EventChannel = {
  [D in keyof Contract]: `${D & string}:${keyof Events<D> & string}`;
}[keyof Contract];

export type EventPayload<C extends EventChannel> = C extends `${infer D}:${infer E}`
  ? D extends keyof Contract
    ? E extends keyof Events<D>
      ? PayloadOf<Events<D>[E]>
      : never
    : never
  : never;

/** The shape of `window.atelier`, in the Electron preload and the web bridge alike. */
export type AtelierApi = {
  [D in keyof Contract]: { [M in keyof Methods<D>]: Caller<Methods<D>[M]> };
} & {
  on<C extends EventChannel>(channel: C, listener: (payload: EventPayload<C>) => void): () => void;
};

/** Who is calling: handlers may need it (e.g. to start a drag from that window). */
export interface CallContext {
  /** An opaque id of the calling window/connection. */
  senderId: string;
}

export type Handlers = {
  [D in keyof Contract]: {
    [M in keyof Methods<D>]: (
      input: ParsedInputOf<Methods<D>[M]>,
      context: CallContext,
    ) => Promise<OutputOf<Methods<D>[M]>> | OutputOf<Methods<D>[M]>;
  };
};
