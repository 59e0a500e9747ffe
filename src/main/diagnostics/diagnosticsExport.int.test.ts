/**
 * The diagnostics zip, written through createServices on the embedded sandbox and read back
 * entry by entry: each file's content, the last 2,000 log lines, crash dumps listed by name
 * and size, and prompts only when "Include my prompts" is ticked (log lines that quote a
 * prompt included).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeadlessDesktop, type HeadlessDesktop } from '../desktop/headlessDesktop';
import { createServices, type MainServices } from '../services';
import { DIAGNOSTICS_LOG_LINES } from './diagnosticsFiles';
import { PROMPT_REMOVED } from './prompts';
import { readZipTexts } from './testZip';

const call = { senderId: 'diagnostics' };
const PROMPT = 'a violet lighthouse over quiet water';
const LYRICS = 'walking home along the pier tonight';
const STYLE = 'dreamy harbour folk';
const userData = mkdtempSync(join(tmpdir(), 'atelier-diagnostics-'));
let services: MainServices;
let desktop: HeadlessDesktop;
let submissionId = '';

async function exportZip(includePrompts: boolean): Promise<Record<string, string>> {
  const path = join(userData, 'picked', `diagnostics-${includePrompts}.zip`);
  desktop.answerNextSave(path);
  const result = await services.handlers.diagnostics.export({ includePrompts }, call);
  expect(result).toMatchObject({
    path,
    files: expect.arrayContaining(['system.json', 'logs.txt']),
  });
  expect(result!.bytes).toBeGreaterThan(0);
  return readZipTexts(path);
}

beforeAll(async () => {
  desktop = createHeadlessDesktop(userData);
  services = await createServices({
    desktop,
    shell: 'web-preview',
    version: '1.2.3',
    versions: { electron: '45.0.0', chrome: '140.0.0.0' },
    sandbox: { taskMs: 200, renderInWorker: false },
  });
  const submitted = await services.handlers.tasks.submit(
    { target: { model: 'image-a' }, body: { prompt: PROMPT }, confirmedCredits: null },
    call,
  );
  submissionId = submitted.id;
  // A song in custom mode: its prompt is the lyrics, and its style is the user's words too.
  const song = await services.handlers.tasks.submit(
    {
      target: { action: 'generate' },
      body: { custom: true, prompt: LYRICS, style: STYLE, duration: 10 },
      confirmedCredits: null,
    },
    call,
  );
  expect(song.state).toBe('accepted');
  // A line that quotes the user's words (as a service's error message might), and many more.
  services.logger.warn(`the service refused "${PROMPT}"`, { submissionId });
  for (let n = 0; n < DIAGNOSTICS_LOG_LINES + 500; n += 1) services.logger.info(`filler ${n}`);
  services.logger.warn(`the service refused "${PROMPT}" again`, { submissionId });
  const crashes = join(userData, 'logs', 'crashes', 'completed');
  mkdirSync(crashes, { recursive: true });
  writeFileSync(join(crashes, '5f0c1e2a-dump.dmp'), Buffer.alloc(4096, 7));
  writeFileSync(join(crashes, 'settings.dat'), 'not a dump');
}, 60_000);
afterAll(async () => {
  await services.close();
});

describe('Export diagnostics…', () => {
  it('writes versions, settings, integrity, journal counts, crash dumps and the last 2,000 log lines', async () => {
    const zip = await exportZip(false);
    expect(Object.keys(zip).sort()).toEqual([
      'crash-dumps.json',
      'integrity.txt',
      'journal.json',
      'logs.txt',
      'settings.json',
      'submissions.json',
      'system.json',
    ]);
    const system = JSON.parse(zip['system.json']!);
    expect(system.versions).toEqual({
      app: '1.2.3',
      electron: '45.0.0',
      chromium: '140.0.0.0',
      node: process.versions.node,
    });
    expect(system.os).toMatchObject({ platform: process.platform, arch: process.arch });
    expect(JSON.parse(zip['settings.json']!)).toEqual(
      await services.handlers.settings.get(undefined, call),
    );
    expect(zip['integrity.txt']).toBe('ok\n');
    const journal = JSON.parse(zip['journal.json']!);
    expect(journal.total).toBeGreaterThanOrEqual(1);
    expect(journal.byState['accepted']).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(zip['crash-dumps.json']!)).toEqual([
      { name: 'completed/5f0c1e2a-dump.dmp', bytes: 4096, modifiedAt: expect.any(String) },
    ]);
    const lines = zip['logs.txt']!.trimEnd().split('\n');
    expect(lines).toHaveLength(DIAGNOSTICS_LOG_LINES);
    expect(lines.at(-1)).toContain('again');
    expect(lines.at(-2)).toContain(`filler ${DIAGNOSTICS_LOG_LINES + 499}`);
    const submissions = JSON.parse(zip['submissions.json']!);
    expect(submissions.promptsIncluded).toBe(false);
    expect(submissions.submissions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: submissionId,
          model: 'image-a',
          body: { prompt: PROMPT_REMOVED },
        }),
      ]),
    );
  });

  it('leaves prompts out of every file, log lines included, unless the box is ticked', async () => {
    const without = await exportZip(false);
    for (const [name, text] of Object.entries(without)) {
      expect(text, name).not.toContain(PROMPT);
      expect(text, name).not.toContain(LYRICS);
      expect(text, name).not.toContain(STYLE);
    }
    expect(without['logs.txt']).toContain(`the service refused "${PROMPT_REMOVED}" again`);

    const withPrompts = await exportZip(true);
    expect(withPrompts['logs.txt']).toContain(`the service refused "${PROMPT}" again`);
    const submissions = JSON.parse(withPrompts['submissions.json']!);
    expect(submissions.promptsIncluded).toBe(true);
    expect(withPrompts['submissions.json']).toContain(STYLE);
    expect(submissions.submissions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: submissionId, summary: PROMPT, body: { prompt: PROMPT } }),
      ]),
    );
  });

  it('writes nothing and says null when the save dialog is cancelled', async () => {
    desktop.answerNextSave(null);
    expect(await services.handlers.diagnostics.export({ includePrompts: false }, call)).toBeNull();
  });

  it('Open logs folder shows the current log file in the file manager', async () => {
    expect(await services.diagnostics.openLogsFolder()).toEqual({ folder: join(userData, 'logs') });
    expect(desktop.revealed.at(-1)).toBe(join(userData, 'logs', 'main.log'));
  });
});
