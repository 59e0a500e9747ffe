// Replays the shared spec-derived conformance table against the sandbox over HTTP: valid
// requests are accepted and billed, invalid ones get a 4xx naming the field, and rejected
// requests never move the balance. Placeholder task ids become real finished tasks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFORMANCE_CASES,
  PLACEHOLDER,
  type ConformanceCase,
} from '../shared/service/conformanceCases';
import { createSandbox, type Sandbox } from './createSandbox';
import { freshKey, sandboxClient, type SandboxClient } from './sandboxTestClient';

let sandbox: Sandbox;
let client: SandboxClient;
let key: string;
const substitutes = new Map<string, string>();
/** Real track counts of the substituted sources, for audio_index beyond what exists. */
const TRACKS_PER_SOURCE = 2;

async function finishedTask(action: string, body: Record<string, unknown>): Promise<string> {
  const response = await client.music(action, body);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json.data.task_id as string;
}

beforeAll(async () => {
  sandbox = await createSandbox({ taskMs: 0, credits: 100_000_000 });
  key = freshKey('conformance');
  client = sandboxClient(sandbox.url, key);
  const track = await finishedTask('generate', { prompt: 'la la la', custom: true, duration: 120 });
  substitutes.set(PLACEHOLDER.track, track);
  substitutes.set(
    PLACEHOLDER.track2,
    await finishedTask('generate', { prompt: 'second song', custom: true, duration: 120 }),
  );
  substitutes.set(
    PLACEHOLDER.upload,
    await finishedTask('upload', { audio_url: 'https://example.com/conformance-upload.mp3' }),
  );
  substitutes.set(
    PLACEHOLDER.extend,
    await finishedTask('extend', { task_id: track, continue_at: 30 }),
  );
  substitutes.set(
    PLACEHOLDER.model,
    await finishedTask('create-model', {
      name: 'm',
      audio_urls: Array.from({ length: 6 }, (_, index) => `https://example.com/${index}.mp3`),
    }),
  );
  substitutes.set(
    PLACEHOLDER.persona,
    await finishedTask('persona', { task_id: track, name: 'p' }),
  );
});
afterAll(async () => {
  await sandbox.close();
});

function substitute(body: unknown): unknown {
  if (body === undefined) return undefined;
  let text = JSON.stringify(body);
  for (const [placeholder, real] of substitutes) text = text.split(placeholder).join(real);
  return JSON.parse(text) as unknown;
}

/** A statically valid reference to a track the real source does not have is a stateful 422. */
function indexBeyondSource(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record['audio_index'] === 'number' && record['audio_index'] > TRACKS_PER_SOURCE)
    return 'audio_index';
  if (
    Array.isArray(record['audio_indexes']) &&
    record['audio_indexes'].some((index) => typeof index === 'number' && index > TRACKS_PER_SOURCE)
  )
    return 'audio_indexes';
  return undefined;
}

async function replay(testCase: ConformanceCase): Promise<string | undefined> {
  const body = substitute(testCase.body);
  const before = sandbox.balance(key);
  const path =
    'model' in testCase.target
      ? `/api/v1/task/submit/${testCase.target.model}`
      : `/api/v1/music/${testCase.target.action}`;
  const response = await client.post(path, body);
  const after = sandbox.balance(key);
  const error = response.json.error as { param: string; message: string } | undefined;
  const beyond = testCase.valid ? indexBeyondSource(body) : undefined;
  if (testCase.valid && beyond === undefined) {
    if (response.status !== 200)
      return `expected acceptance, got ${response.status} ${JSON.stringify(error)}`;
    if (before - after !== response.json.data.credits_deducted)
      return `balance moved ${before - after}, stated ${response.json.data.credits_deducted}`;
    return undefined;
  }
  const field = beyond ?? testCase.field ?? '';
  if (response.status < 400 || response.status >= 500)
    return `expected a 4xx, got ${response.status}`;
  if (after !== before) return `rejected request moved the balance by ${after - before}`;
  if (error?.param !== field && !(field !== '' && error?.message.includes(field)))
    return `error does not name '${field}': ${JSON.stringify(error)}`;
  return undefined;
}

const groups = new Map<string, ConformanceCase[]>();
for (const testCase of CONFORMANCE_CASES) {
  const name =
    'model' in testCase.target ? testCase.target.model : `music/${testCase.target.action}`;
  groups.set(name, [...(groups.get(name) ?? []), testCase]);
}

describe('conformance table over HTTP', () => {
  it('covers hundreds of cases', () => {
    expect(CONFORMANCE_CASES.length).toBeGreaterThan(300);
  });

  for (const [name, cases] of groups) {
    it(`${name}: ${cases.length} cases`, async () => {
      const failures: string[] = [];
      for (const testCase of cases) {
        const problem = await replay(testCase);
        if (problem) failures.push(`${testCase.name}: ${problem}`);
      }
      expect(failures).toEqual([]);
    });
  }
});
