// The exports and media domains as createServices wires them (real preferences, journal, library).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeadlessDesktop, type HeadlessDesktop } from '../desktop/headlessDesktop';
import { createServices, type MainServices } from '../services';

let services: MainServices;
let desktop: HeadlessDesktop;
const root = mkdtempSync(join(tmpdir(), 'atelier-open-exports-'));
const call = { senderId: '1' };

beforeAll(async () => {
  desktop = createHeadlessDesktop(root);
  services = await createServices({ desktop, shell: 'web-preview', version: '0.0.0' });
});
afterAll(async () => {
  await services.close();
});

describe('exports and media in createServices', () => {
  it('exports an (empty) library archive, remembers the folder, and imports it back', async () => {
    const path = join(root, 'picked', 'library.zip');
    desktop.answerNextSave(path);
    const saved = await services.handlers.exports.exportArchive(undefined, call);
    expect(saved).toEqual({ saved: true, paths: [path], renamed: [] });
    expect(existsSync(path)).toBe(true);
    expect((await services.handlers.settings.get(undefined, call)).export.lastFolder).toBe(
      join(root, 'picked'),
    );
    desktop.answerNextOpen([path]);
    expect(await services.handlers.exports.importArchive(undefined, call)).toEqual({
      cancelled: false,
      imported: 0,
      skipped: 0,
      failed: [],
    });
    desktop.answerNextOpen(null);
    expect(await services.handlers.exports.importArchive(undefined, call)).toMatchObject({
      cancelled: true,
    });
  });

  it('answers peaks for unknown assets with null and refuses to store them', async () => {
    expect(await services.handlers.media.peaks({ assetId: 'nope' }, call)).toBeNull();
    await expect(
      services.handlers.media.savePeaks(
        { assetId: 'nope', durationS: 1, peaksPerSecond: 1, peaks: [0] },
        call,
      ),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(await services.handlers.exports.startDrag({ ids: ['nope'] }, call)).toEqual({
      started: false,
    });
  });
});
