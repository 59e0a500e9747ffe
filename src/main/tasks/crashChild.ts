/**
 * The process crashSafety.int.test.ts kills: runs the real tasks engine against the
 * parent's sandbox, optionally submits a few tasks, and reports progress on stdout.
 * Usage: tsx crashChild.ts <sandbox url> <api key> <data directory> <submits>
 */
import { openEngineHarness, waitUntilSettled } from './engineHarness';

const [sandboxUrl = '', apiKey = '', dataDirectory = '', submitText = '0'] = process.argv.slice(2);
const harness = await openEngineHarness({
  sandboxUrl,
  apiKey,
  dataDirectory,
  tuning: { downloadConcurrency: 3 },
});
harness.domain.start();
process.stdout.write('ready\n');
const call = { senderId: 'crash-child' };
for (let index = 0; index < Number(submitText); index += 1) {
  const batch = index % 2 === 0;
  await Promise.resolve(
    harness.domain.handlers.submit(
      {
        target: { model: batch ? 'image-c-4' : 'image-a' },
        body: batch ? { prompt: `crash ${index}`, batch_size: 3 } : { prompt: `crash ${index}` },
        confirmedCredits: null,
      },
      call,
    ),
  ).catch(() => undefined);
}
process.stdout.write('submitted\n');
await waitUntilSettled(harness, 90_000);
process.stdout.write('settled\n');
await harness.shutdown();
