import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEventBus } from '../ipc/eventBus';
import { createRouter } from '../ipc/router';
import { contract } from '../../shared/ipc/contract';
import type { Handlers } from '../../shared/ipc/types';
import { createJournal } from '../store/journal';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { createPromptService } from './promptService';
import { createPromptStore } from './promptStore';

let test: TestDatabase;
beforeEach(() => (test = openTestDatabase()));
afterEach(() => test.cleanup());

/** The real router over the prompts service; every other domain answers null. */
function rig() {
  const bus = createEventBus();
  const heard: unknown[] = [];
  bus.subscribe((channel, payload) => channel === 'prompts:changed' && heard.push(payload));
  const service = createPromptService(createPromptStore(test.db, test.clock), bus);
  const others = Object.fromEntries(
    Object.entries(contract).map(([domain, spec]) => [
      domain,
      Object.fromEntries(Object.keys(spec.methods).map((name) => [name, () => null])),
    ]),
  );
  const router = createRouter({ ...others, prompts: service.handlers } as unknown as Handlers);
  const call = (channel: string, input?: unknown) =>
    router.invoke(`prompts:${channel}`, input, { senderId: 'test' });
  return { call, heard, bus };
}

describe('prompts over IPC', () => {
  it('refuses bad input naming the field, before anything is read or written', async () => {
    const { call } = rig();
    const cases: [string, unknown, string][] = [
      ['history', { text: 'x'.repeat(501) }, 'text'],
      ['history', { limit: 10_000 }, 'limit'],
      ['history', { sql: 'DROP TABLE prompt_history' }, ''],
      ['star', { id: -1, starred: true }, 'id'],
      ['star', { id: 1 }, 'starred'],
      ['saveTemplate', { name: '  ', text: 'a {color} car', values: {} }, 'name'],
      ['saveTemplate', { name: 'Cars', text: '', values: {} }, 'text'],
      [
        'saveTemplate',
        { name: 'Cars', text: 'a {color}', values: { color: 'red' } },
        'values.color',
      ],
      ['deleteTemplate', { id: 'not-a-uuid' }, 'id'],
    ];
    for (const [channel, input, field] of cases) {
      const result = await call(channel, input);
      expect(result, `${channel} ${JSON.stringify(input)}`).toMatchObject({
        ok: false,
        error: { code: 'invalid_input', field },
      });
    }
    expect(await call('templates')).toEqual({ ok: true, value: [] });
  });

  it('answers the history and says when a job or a star changed it', async () => {
    const { call, heard } = rig();
    createJournal(test.db, test.clock).begin({
      profileId: 'sandbox',
      target: { model: 'image-a' },
      kind: 'image',
      body: { prompt: 'red kite over dunes' },
      creditsEstimated: 4,
    });
    const answer = await call('history', { text: 'kite' });
    expect(answer).toMatchObject({
      ok: true,
      value: { items: [{ prompt: 'red kite over dunes' }] },
    });
    const id = (answer as { value: { items: { id: number }[] } }).value.items[0]!.id;
    expect(await call('star', { id, starred: true })).toMatchObject({
      ok: true,
      value: { starred: true },
    });
    expect(heard).toEqual([{ what: 'history' }]);
    const saved = await call('saveTemplate', {
      name: 'Cars',
      text: 'a {color} car',
      values: { color: ['red'] },
    });
    expect(saved).toMatchObject({ ok: true, value: { name: 'Cars' } });
    expect(heard.at(-1)).toEqual({ what: 'templates' });
  });
});
