import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox';
import { openEngineHarness, waitUntilSettled, type EngineHarness } from './engineHarness';

const KEY = 'sk-sandbox-input-lineage-0001';
let sandbox: Sandbox | undefined;
let harness: EngineHarness | undefined;
let folder = '';
const call = { senderId: 'test' };

afterEach(async () => {
  await harness?.shutdown();
  await sandbox?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('a library result sent as an input', () => {
  it('keeps its service link, records the asset in the new job lineage, and is refused before paying once the service stops serving it', async () => {
    sandbox = await createSandbox({ taskMs: 300, renderInWorker: false });
    folder = mkdtempSync(join(tmpdir(), 'atelier-inputs-'));
    harness = await openEngineHarness({
      sandboxUrl: sandbox.url,
      apiKey: KEY,
      dataDirectory: folder,
    });
    harness.domain.start();
    const tasks = harness.domain.handlers;

    const first = await tasks.submit(
      { target: { model: 'image-a' }, body: { prompt: 'a lighthouse' }, confirmedCredits: null },
      call,
    );
    await waitUntilSettled(harness, 20_000);
    const image = harness.library.bySubmission(first.id).find((asset) => asset.kind === 'image');
    expect(image?.sourceUrl).toMatch(new RegExp(`^${sandbox.url}/files/${first.taskId}-1\\.`));

    const edit = await tasks.submit(
      {
        target: { model: 'image-a' },
        body: { prompt: 'at night', image_urls: [image!.sourceUrl!] },
        confirmedCredits: null,
      },
      call,
    );
    expect(edit.state).toBe('accepted');
    expect(harness.journal.get(edit.id)?.sources).toEqual([
      { taskId: first.taskId, audioIndex: 1, role: 'asset' },
    ]);

    // The form's preflight (run as the user types) remembers that the link answered…
    const typing = {
      target: { model: 'image-a' as const },
      body: { prompt: 'at dawn', image_urls: [image!.sourceUrl!] },
      reuseLinkChecks: true,
    };
    expect((await tasks.preflight(typing, call)).ok).toBe(true);
    sandbox.setFaults('expired');
    expect((await tasks.preflight(typing, call)).ok).toBe(true);
    // …but the preflight before paying and the submit ask again, so the link that just stopped answering is still caught.
    expect((await tasks.preflight({ ...typing, reuseLinkChecks: false }, call)).issues).toEqual([
      expect.objectContaining({ field: 'image_urls' }),
    ]);
    const submits = sandbox.stats().submits;
    const journaled = harness.journal.list().items.length;
    const refused = tasks.submit(
      {
        target: { model: 'image-a' },
        body: { prompt: 'at dawn', image_urls: [image!.sourceUrl!] },
        confirmedCredits: null,
      },
      call,
    );
    await expect(refused).rejects.toMatchObject({
      code: 'invalid_input',
      field: 'image_urls',
      message: expect.stringContaining('the service no longer serves'),
    });
    expect(sandbox.stats().submits).toBe(submits);
    expect(harness.journal.list().items.length).toBe(journaled);
  }, 60_000);
});
