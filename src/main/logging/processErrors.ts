/**
 * Main-process errors into the log without changing what happens next: Node's
 * `uncaughtExceptionMonitor` runs before the default handling (Electron's error dialog, or
 * the process exiting) instead of replacing it, and sees unhandled rejections too.
 */
import type { Logger } from './Logger';

export function logProcessErrors(logger: Logger): () => void {
  const listener = (error: Error, origin: string) =>
    logger.error('main process: uncaught error', { origin, error });
  process.on('uncaughtExceptionMonitor', listener);
  return () => void process.off('uncaughtExceptionMonitor', listener);
}
