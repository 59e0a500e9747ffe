// Worker-thread entry: renders one file per message, off the thread that answers HTTP
// (encoding a long song in pure JS takes seconds and must not stall status reads).
import { parentPort } from 'node:worker_threads';
import { renderFile } from './mediaStore';
import type { FileSpec } from './fileSpec';

parentPort?.on('message', (message: { id: number; spec: FileSpec }) => {
  renderFile(message.spec).then(
    (bytes) => {
      const copy = new Uint8Array(bytes); // its own ArrayBuffer, so it can be transferred
      parentPort?.postMessage({ id: message.id, bytes: copy }, [copy.buffer]);
    },
    (error: unknown) =>
      parentPort?.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
