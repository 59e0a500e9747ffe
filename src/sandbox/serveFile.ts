// GET/HEAD /files/<task id>-<n>.<ext>: the media a finished task returned, rendered on
// first request, with Content-Type, Content-Length and single-range (206) support.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { modelKind, type ModelKey } from '../shared/service';
import { httpError } from './envelope';
import type { ServerState } from './serverState';
import { CONTENT_TYPES, fileName, taskFiles } from './taskFiles';

const FILE_NAME =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d+)\.([a-z0-9]+)$/;

/** Parses a single `bytes=` range; undefined means "whole file", null means unsatisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | undefined | null {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined; // multi-range or malformed: serve it all
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || start > end) return null;
  return { start, end };
}

export async function serveFile(
  state: ServerState,
  name: string,
  request: IncomingMessage,
  response: ServerResponse,
  requestId: string,
): Promise<void> {
  const match = FILE_NAME.exec(name);
  const notFound = () => httpError(404, 'file_not_found', `No file ${name}`);
  if (!match) throw notFound();
  const task = state.store.get(match[1] ?? '');
  if (!task || state.store.status(task) !== 'SUCCEEDED') throw notFound();
  const position = Number(match[2]) - 1;
  const specs = taskFiles(task, modelKind(task.model as ModelKey));
  const spec = specs[position];
  if (!spec || fileName(task.id, position, spec) !== name) throw notFound();
  const bytes = await state.files.get(name, () => state.renderer.render(spec));
  const type = CONTENT_TYPES[match[3] ?? ''] ?? 'application/octet-stream';
  const headers: Record<string, string | number> = {
    'content-type': type,
    'accept-ranges': 'bytes',
    'cache-control': 'public, max-age=31536000, immutable',
    'x-request-id': requestId,
  };
  const range = parseRange(request.headers.range, bytes.length);
  if (range === null) {
    response.writeHead(416, {
      ...headers,
      'content-range': `bytes */${bytes.length}`,
      'content-length': 0,
    });
    response.end();
    return;
  }
  const body = range ? bytes.subarray(range.start, range.end + 1) : bytes;
  if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${bytes.length}`;
  headers['content-length'] = body.length;
  response.writeHead(range ? 206 : 200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}
