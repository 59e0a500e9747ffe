/**
 * The stand-in's `net.request`, `ClientRequest` and `IncomingMessage` (Electron 45's net
 * module, docs/api/net.md, client-request.md, incoming-message.md), over Node's http/https.
 * Used where a library makes its own requests through Electron (electron-updater's
 * ElectronHttpExecutor). Documented behaviour it follows:
 *
 * - options are a URL string or `{ method, url, headers, session, partition, protocol,
 *   hostname, host, port, path, redirect }`; `protocol` defaults to 'http:';
 * - `redirect`: 'follow' (default) follows; 'error' aborts the request with an error;
 *   'manual' emits `redirect(statusCode, method, redirectUrl, responseHeaders)` and cancels
 *   the request unless `followRedirect()` is called synchronously during that event;
 * - a network failure emits `error` with Chromium's error name (`net::ERR_CONNECTION_REFUSED`),
 *   then `close`, and no response; there is no `socket` event (Chromium owns the sockets);
 * - the response is a Readable whose `headers` follow Node's rules (lowercased names,
 *   set-cookie an array, listed duplicates discarded, others joined with ', ');
 * - `abort()` emits `abort` then `close`, and ends an ongoing response with `aborted`.
 */
import { EventEmitter } from 'node:events';
import {
  request as httpRequest,
  type ClientRequest as NodeClientRequest,
  type IncomingMessage as NodeIncomingMessage,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';

type RedirectMode = 'follow' | 'error' | 'manual';

export interface NetRequestOptions {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[]>;
  session?: unknown;
  partition?: string;
  protocol?: string;
  host?: string;
  hostname?: string;
  port?: number | string;
  path?: string;
  redirect?: RedirectMode;
}

/** Node's socket errors as Chromium names them (net/base/net_error_list.h). */
const CHROMIUM_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'net::ERR_CONNECTION_REFUSED',
  ECONNRESET: 'net::ERR_CONNECTION_RESET',
  ENOTFOUND: 'net::ERR_NAME_NOT_RESOLVED',
  EAI_AGAIN: 'net::ERR_NAME_NOT_RESOLVED',
  ETIMEDOUT: 'net::ERR_CONNECTION_TIMED_OUT',
  EHOSTUNREACH: 'net::ERR_ADDRESS_UNREACHABLE',
  ENETUNREACH: 'net::ERR_INTERNET_DISCONNECTED',
};

const MAX_REDIRECTS = 20; // Chromium's kMaxRedirects

function urlOf(options: string | NetRequestOptions): URL {
  if (typeof options === 'string') return new URL(options);
  if (options.url) return new URL(options.url);
  const protocol = options.protocol ?? 'http:';
  const host =
    options.host ?? `${options.hostname ?? 'localhost'}${options.port ? `:${options.port}` : ''}`;
  return new URL(`${protocol}//${host}${options.path ?? '/'}`);
}

export class IncomingMessage extends Readable {
  readonly statusCode: number;
  readonly statusMessage: string;
  readonly headers: Record<string, string | string[]>;
  readonly rawHeaders: string[];
  readonly httpVersion: string;
  readonly httpVersionMajor: number;
  readonly httpVersionMinor: number;

  private aborted = false;

  constructor(private readonly source: NodeIncomingMessage) {
    super();
    this.statusCode = source.statusCode ?? 0;
    this.statusMessage = source.statusMessage ?? '';
    this.headers = Object.fromEntries(
      Object.entries(source.headers).filter(
        (entry): entry is [string, string | string[]] => entry[1] !== undefined,
      ),
    );
    this.rawHeaders = [...source.rawHeaders];
    this.httpVersion = source.httpVersion;
    this.httpVersionMajor = source.httpVersionMajor;
    this.httpVersionMinor = source.httpVersionMinor;
    source.on('data', (chunk: Buffer) => {
      if (!this.push(chunk)) source.pause();
    });
    source.on('end', () => this.push(null));
    source.on(
      'error',
      (error) =>
        this.aborted ||
        this.destroy(
          new Error(
            CHROMIUM_ERRORS[(error as NodeJS.ErrnoException).code ?? ''] ?? 'net::ERR_FAILED',
          ),
        ),
    );
  }

  /** The request was aborted while this response streamed: `aborted`, and no error. */
  markAborted(): void {
    this.aborted = true;
    this.emit('aborted');
  }

  override _read(): void {
    this.source.resume();
  }
}

export class ClientRequest extends EventEmitter {
  private readonly method: string;
  private readonly headers: Record<string, string | string[]>;
  private readonly redirectMode: RedirectMode;
  private url: URL;
  private body: Buffer[] = [];
  private current: NodeClientRequest | null = null;
  private response: IncomingMessage | null = null;
  private redirects = 0;
  private started = false;
  private finished = false;
  private followPending = false;

  constructor(options: string | NetRequestOptions) {
    super();
    this.url = urlOf(options);
    if (this.url.protocol !== 'http:' && this.url.protocol !== 'https:')
      throw new Error(`Unsupported protocol ${this.url.protocol}`);
    const settings = typeof options === 'string' ? {} : options;
    this.method = (settings.method ?? 'GET').toUpperCase();
    this.headers = { ...settings.headers };
    this.redirectMode = settings.redirect ?? 'follow';
  }

  setHeader(name: string, value: string): void {
    if (this.started) throw new Error('Cannot set headers after they are sent');
    this.headers[name] = value;
  }
  getHeader(name: string): string | string[] | undefined {
    const key = Object.keys(this.headers).find((each) => each.toLowerCase() === name.toLowerCase());
    return key === undefined ? undefined : this.headers[key];
  }
  removeHeader(name: string): void {
    for (const key of Object.keys(this.headers))
      if (key.toLowerCase() === name.toLowerCase()) delete this.headers[key];
  }

  write(chunk: string | Buffer): boolean {
    if (this.finished) throw new Error('Write after end');
    this.body.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return true;
  }

  end(chunk?: string | Buffer): this {
    if (this.finished) return this;
    if (chunk !== undefined) this.write(chunk);
    this.finished = true;
    this.started = true;
    this.send();
    // `finish`: the request's body has been sent (all of it is buffered here).
    queueMicrotask(() => this.emit('finish'));
    return this;
  }

  followRedirect(): void {
    this.followPending = true;
  }

  abort(): void {
    if (!this.current) return;
    this.response?.markAborted();
    this.current.destroy();
    this.current = null;
    this.emit('abort');
    this.emit('close');
  }

  private send(): void {
    const transport = this.url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = transport(this.url, { method: this.method, headers: this.headers });
    this.current = request;
    request.on('response', (response) => this.onResponse(request, response));
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (this.current !== request) return;
      this.current = null;
      this.emit('error', new Error(CHROMIUM_ERRORS[error.code ?? ''] ?? 'net::ERR_FAILED'));
      this.emit('close');
    });
    request.end(Buffer.concat(this.body));
  }

  private onResponse(request: NodeClientRequest, response: NodeIncomingMessage): void {
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      this.redirect(request, status, new URL(location, this.url), response.headers);
      return;
    }
    this.response = new IncomingMessage(response);
    this.response.on('end', () => {
      if (this.current === request) this.current = null;
      queueMicrotask(() => this.emit('close'));
    });
    this.emit('response', this.response);
  }

  private redirect(
    request: NodeClientRequest,
    status: number,
    target: URL,
    headers: NodeIncomingMessage['headers'],
  ): void {
    request.destroy();
    this.current = null;
    this.redirects += 1;
    if (this.redirectMode === 'error' || this.redirects > MAX_REDIRECTS) {
      this.emit(
        'error',
        new Error(
          this.redirectMode === 'error' ? 'Redirect was cancelled' : 'net::ERR_TOO_MANY_REDIRECTS',
        ),
      );
      this.emit('close');
      return;
    }
    if (this.redirectMode === 'manual') {
      this.followPending = false;
      this.emit('redirect', status, this.method, target.href, headers);
      if (!this.followPending) {
        // Not followed synchronously during the event: the request is cancelled.
        this.emit('abort');
        this.emit('close');
        return;
      }
    }
    this.url = target;
    this.send();
  }
}

/** `session.fromPartition`: one Session per partition name, in memory unless `persist:`. */
export function createPartitions<S>(create: (partition: string) => S): (partition: string) => S {
  const sessions = new Map<string, S>();
  return (partition) => {
    const existing = sessions.get(partition);
    if (existing) return existing;
    const created = create(partition);
    sessions.set(partition, created);
    return created;
  };
}

export const net = {
  request: (options: string | NetRequestOptions) => new ClientRequest(options),
};
