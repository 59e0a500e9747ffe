/**
 * Renderer errors into the main log, rate-limited: a page that throws in a loop (a render
 * error every frame, a rejected promise per tick) must not fill the disk or drown the lines
 * that explain it. A burst of `burst` errors passes, then one per `refillMs`; what is dropped
 * is counted and said in the next line that gets through.
 */
import type { RendererError } from '../../shared/ipc/diagnostics';
import type { Logger } from '../logging/Logger';

export interface RendererErrorLogOptions {
  logger: Logger;
  now?: () => number;
  burst?: number;
  refillMs?: number;
}

export const RENDERER_ERROR_BURST = 20;
export const RENDERER_ERROR_REFILL_MS = 3_000;

export function createRendererErrorLog({
  logger,
  now = Date.now,
  burst = RENDERER_ERROR_BURST,
  refillMs = RENDERER_ERROR_REFILL_MS,
}: RendererErrorLogOptions): (error: RendererError) => boolean {
  let tokens = burst;
  let updatedAt = now();
  let dropped = 0;
  return (error) => {
    const at = now();
    tokens = Math.min(burst, tokens + (at - updatedAt) / refillMs);
    updatedAt = at;
    if (tokens < 1) {
      dropped += 1;
      return false;
    }
    tokens -= 1;
    const fields = {
      kind: error.kind,
      ...(error.source ? { source: error.source } : {}),
      ...(error.stack ? { stack: error.stack } : {}),
      ...(dropped > 0 ? { droppedBefore: dropped } : {}),
    };
    dropped = 0;
    logger.error(`renderer: ${error.message}`, fields);
    return true;
  };
}
