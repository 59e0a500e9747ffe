// Routes one HTTP request: the Host check, faults, authentication, body parsing, then the
// endpoint. Every failure leaves as an error envelope; nothing here keeps per-request timers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isModelKey, isMusicAction, isUuid, modelKind, type ModelKey } from '../shared/service';
import { httpError, newRequestId, sendError, sendSuccess, SandboxHttpError } from './envelope';
import type { RequestPoint } from './faults';
import { serveFile } from './serveFile';
import { submitData, submitTask, type SubmitTarget } from './submitTask';
import { taskView } from './taskView';
import type { ServerState } from './serverState';

export type { ServerState };

/**
 * The Host values the sandbox answers: its own URL's host:port and 127.0.0.1:<port>. Any other
 * name is a web page that DNS-rebound itself to this machine (or a mistake): it gets 421 before
 * anything is counted, created or rendered. localhost:<port> is answered only when the sandbox
 * was started on localhost, since then it is its own URL's host.
 */
export function servedHosts(baseUrl: string, port: number): ReadonlySet<string> {
  // URL.host is lowercase and drops a default port, exactly as clients write Host.
  return new Set([new URL(baseUrl).host, new URL(`http://127.0.0.1:${port}`).host]);
}

const MAX_BODY_BYTES = 2 * 1024 * 1024;
const API_KEY_PREFIX = 'sk-sandbox-';

type Route =
  | { point: 'pricing' }
  | { point: 'balance' }
  | { point: 'status' }
  | { point: 'files'; name: string }
  | {
      point: 'submit';
      target: SubmitTarget | { unknownModel: string } | { unknownAction: string };
    };

function route(method: string, path: string): Route {
  const wants = (expected: string[]) => {
    if (!expected.includes(method))
      throw httpError(
        405,
        'method_not_allowed',
        `${method} is not allowed on ${path}; use ${expected.join(' or ')}`,
      );
  };
  if (path === '/pricing') return (wants(['GET']), { point: 'pricing' });
  if (path === '/api/v1/credits/balance') return (wants(['GET']), { point: 'balance' });
  if (path === '/api/v1/task/status') return (wants(['POST']), { point: 'status' });
  const submit = /^\/api\/v1\/task\/submit\/([^/]+)$/.exec(path);
  if (submit) {
    wants(['POST']);
    const model = decodeURIComponent(submit[1] ?? '');
    return { point: 'submit', target: isModelKey(model) ? { model } : { unknownModel: model } };
  }
  const music = /^\/api\/v1\/music\/([^/]+)$/.exec(path);
  if (music) {
    wants(['POST']);
    const action = decodeURIComponent(music[1] ?? '');
    return {
      point: 'submit',
      target: isMusicAction(action) ? { action } : { unknownAction: action },
    };
  }
  const file = /^\/files\/([^/]+)$/.exec(path);
  if (file) return (wants(['GET', 'HEAD']), { point: 'files', name: file[1] ?? '' });
  throw httpError(404, 'not_found', `No endpoint ${method} ${path}`);
}

function apiKey(state: ServerState, request: IncomingMessage): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) {
    state.stats.rejectedKey();
    throw httpError(401, 'missing_api_key', 'Missing bearer API key in the Authorization header', {
      param: 'Authorization',
    });
  }
  const key = match[1] ?? '';
  if (!key.startsWith(API_KEY_PREFIX)) {
    state.stats.rejectedKey();
    throw httpError(
      401,
      'invalid_api_key',
      `Invalid API key (sandbox keys start with ${API_KEY_PREFIX})`,
      { param: 'Authorization' },
    );
  }
  return key;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES)
      throw httpError(413, 'request_too_large', `Request body exceeds ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  if (size === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw httpError(400, 'invalid_json', 'Request body is not valid JSON');
  }
}

const delay = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function dispatch(
  state: ServerState,
  request: IncomingMessage,
  response: ServerResponse,
  requestId: string,
): Promise<void> {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const target = route(request.method ?? 'GET', path);
  const point: RequestPoint = target.point;
  const slow = state.faults.empty ? undefined : state.faults.fire('latency', point);
  if (slow) await delay(slow.milliseconds);
  const broken = state.faults.empty ? undefined : state.faults.fire('5xx', point);
  if (broken)
    throw httpError(broken.status, 'internal_error', `Injected server error ${broken.status}`, {
      type: 'api_error',
    });
  // Submits meet rate limits inside submitTask (per model/action); other endpoints here.
  const limited =
    state.faults.empty || point === 'submit' ? undefined : state.faults.fire('rate-limit', point);
  if (limited) {
    throw httpError(
      429,
      'rate_limited',
      `Too many requests; retry after ${limited.retryAfterSeconds} s`,
      {
        retryAfterSeconds: limited.retryAfterSeconds,
      },
    );
  }

  if (target.point === 'pricing') {
    state.stats.pricing();
    return sendSuccess(response, state.catalog, requestId);
  }
  if (target.point === 'files') {
    state.stats.file();
    if (!state.faults.empty && state.faults.fire('expired', point))
      throw httpError(410, 'file_expired', `File ${target.name} is no longer served`);
    return serveFile(state, target.name, request, response, requestId);
  }
  const key = apiKey(state, request);
  if (target.point === 'balance') {
    state.stats.count(key, 'balanceReads');
    return sendSuccess(response, { balance: state.store.balance(key) }, requestId);
  }
  if (target.point === 'status') {
    state.stats.count(key, 'statusReads');
    const body = await readJson(request);
    const id =
      typeof body === 'object' && body !== null
        ? (body as Record<string, unknown>)['task_id']
        : undefined;
    if (typeof id !== 'string' || !isUuid(id))
      throw httpError(
        422,
        'validation_failed',
        'task_id: required, a task UUID returned by a submit',
        { param: 'task_id' },
      );
    const task = state.store.get(id);
    if (!task || task.owner !== key)
      throw httpError(404, 'task_not_found', `No task ${id} for this API key`, {
        param: 'task_id',
      });
    const status = state.store.status(task);
    return sendSuccess(
      response,
      taskView(task, status, modelKind(task.model as ModelKey), state.baseUrl),
      requestId,
    );
  }
  state.stats.count(key, 'submits');
  const submitTarget = target.target;
  if ('unknownAction' in submitTarget)
    throw httpError(
      404,
      'music_action_not_found',
      `Unknown music action '${submitTarget.unknownAction}'`,
      { param: 'action' },
    );
  if ('unknownModel' in submitTarget)
    throw httpError(404, 'model_not_found', `Unknown model '${submitTarget.unknownModel}'`, {
      param: 'model',
    });
  const body = await readJson(request);
  const task = submitTask({ ...state, now: () => state.clock.now() }, key, submitTarget, body);
  state.stats.count(key, 'accepted');
  if (
    !state.faults.empty &&
    state.faults.fire(
      'drop-after-accept',
      'submit',
      task.action ? { model: task.model, action: task.action } : { model: task.model },
    )
  ) {
    request.socket.destroy(); // accepted and charged, but the client never hears back
    return;
  }
  sendSuccess(response, submitData(task, 'action' in submitTarget), requestId);
}

export function handleRequest(
  state: ServerState,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const requestId = newRequestId();
  if (!state.hosts.has(request.headers.host?.trim().toLowerCase() ?? '')) {
    request.resume();
    const served = [...state.hosts].join(' or ');
    return sendError(
      response,
      {
        status: 421,
        code: 'misdirected_request',
        message: `This sandbox answers only Host ${served}`,
        type: 'invalid_request_error',
      },
      requestId,
    );
  }
  state.stats.request();
  dispatch(state, request, response, requestId).catch((error: unknown) => {
    if (response.headersSent || response.destroyed) {
      response.destroy();
      return;
    }
    if (error instanceof SandboxHttpError) return sendError(response, error.body, requestId);
    console.error('[sandbox] unexpected error', error);
    sendError(
      response,
      {
        status: 500,
        code: 'internal_error',
        message: 'Unexpected sandbox error',
        type: 'api_error',
      },
      requestId,
    );
  });
}
