// Never pay twice for a result Atelier already holds (issue 20, money 1): the journal's finished
// task of the same action on the same track is found, preflight reports it, a submit of it is
// refused (nothing sent) unless "Buy again anyway", and a DAW pack group leaves it out of its total.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxCatalog } from '../../sandbox/catalog';
import { createJournal, type Journal } from '../store/journal';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { preflightGroup } from './preflightGroup';
import type { ApiPort } from './ports';
import { findReusable } from './reuse';
import { createTasksService } from './tasksService';

let t: TestDatabase;
let journal: Journal;
beforeEach(() => {
  t = openTestDatabase();
  journal = createJournal(t.db, t.clock);
});
afterEach(() => t.cleanup());

const SONG = '6f1c2b9e-3a47-4d2a-9b1e-2c5d8e7f0a11';

/** A finished task of `action` with `body`, as the journal records one. */
function finished(action: string, body: Record<string, unknown>, status = 'SUCCEEDED'): string {
  const begun = journal.begin({ profileId: 'sandbox', target: { action }, kind: 'music', body });
  const taskId = `task-${action}-${Math.random().toString(16).slice(2)}`;
  journal.accept(begun.id, { taskId, creditsDeducted: 40, status });
  journal.updateStatus(begun.id, { status, statusResult: { result: {} } });
  return taskId;
}

describe('findReusable', () => {
  it('finds a finished task of the same action on the same track, whatever the stems format', () => {
    const held = finished('stems-all', { task_id: SONG, audio_index: 1 });
    expect(
      findReusable(
        journal,
        'sandbox',
        { action: 'stems-all' },
        { task_id: SONG, audio_index: 1, audio_format: 'wav' },
      ),
    ).toMatchObject({ taskId: held, action: 'stems-all', format: null });
    // audio_index defaults to 1, as the service's does.
    expect(
      findReusable(journal, 'sandbox', { action: 'stems-all' }, { task_id: SONG })?.taskId,
    ).toBe(held);
  });

  it('never matches another track, another profile, another stem, a failed task or an action that makes something new', () => {
    finished('stems-all', { task_id: SONG, audio_index: 1 });
    finished('stems', { task_id: SONG, stem_type: 'bass' });
    finished('midi', { task_id: SONG }, 'FAILED');
    finished('remaster', { task_id: SONG });
    expect(
      findReusable(journal, 'sandbox', { action: 'stems-all' }, { task_id: SONG, audio_index: 2 }),
    ).toBeNull();
    expect(findReusable(journal, 'live', { action: 'stems-all' }, { task_id: SONG })).toBeNull();
    expect(findReusable(journal, 'sandbox', { action: 'stems' }, { task_id: SONG })).toBeNull();
    expect(
      findReusable(journal, 'sandbox', { action: 'stems' }, { task_id: SONG, stem_type: 'BASS' }),
    ).not.toBeNull();
    expect(findReusable(journal, 'sandbox', { action: 'midi' }, { task_id: SONG })).toBeNull();
    expect(findReusable(journal, 'sandbox', { action: 'remaster' }, { task_id: SONG })).toBeNull();
  });
});

describe('paying for a held result', () => {
  function service() {
    const sent: string[] = [];
    const api: ApiPort = {
      baseUrl: 'http://127.0.0.1:1',
      submit: async (target) => {
        sent.push('action' in target ? target.action : target.model);
        return {
          kind: 'accepted',
          result: { task_id: `new-${sent.length}`, credits_deducted: 40 },
          requestId: null,
        };
      },
      status: async () => ({ status: 'PENDING' }) as never,
      balance: async () => 5000,
      catalog: async () => sandboxCatalog(),
    };
    const tasks = createTasksService({
      journal,
      account: { activeApi: () => api, activeProfileId: () => 'sandbox' },
      catalog: { getFresh: async () => sandboxCatalog() },
      engine: {
        track: () => undefined,
        emitChanged: () => undefined,
        saveAccepted: ({ submissionId, taskId, creditsDeducted }) => ({
          saved: journal.accept(submissionId, { taskId, creditsDeducted }),
        }),
        waitingForKey: () => 0,
      },
      checkInputUrl: async () => ({ kind: 'ok' }) as never,
    });
    const context = { senderId: 'test' };
    return { tasks, sent, context };
  }

  it('refuses the submit (nothing sent, nothing charged) and sends it only on "Buy again anyway"', async () => {
    finished('stems-all', { task_id: SONG, audio_index: 1 });
    const { tasks, sent, context } = service();
    const request = {
      target: { action: 'stems-all' },
      body: { task_id: SONG, audio_index: 1, audio_format: 'wav' },
      confirmedCredits: 40,
    } as const;
    const preflight = await tasks.preflight(
      { target: request.target, body: request.body },
      context,
    );
    expect(preflight.reusable).toMatchObject({ action: 'stems-all' });
    const refused = (await Promise.resolve(tasks.submit(request, context)).catch(
      (error: unknown) => error,
    )) as { code: string; message: string };
    expect(refused.code).toBe('conflict');
    expect(refused.message).toContain(
      'You already have the result of Separate all stems of this track',
    );
    expect(sent).toEqual([]);
    await tasks.submit({ ...request, buyAgain: true }, context);
    expect(sent).toEqual(['stems-all']);
  });

  it('leaves a held part out of a DAW pack total (the auditor saw 52 credits, 40 of them for stems already bought)', async () => {
    finished('stems-all', { task_id: SONG, audio_index: 1 });
    const ports = {
      api: { balance: async () => 5000 },
      catalog: { getFresh: async () => sandboxCatalog() },
      lookup: () => null,
      findReusable: (
        target: { action: string } | { model: string },
        body: Record<string, unknown>,
      ) => findReusable(journal, 'sandbox', target, body),
    };
    const base = { task_id: SONG, audio_index: 1 };
    const pack = [
      { target: { action: 'stems-all' }, body: { ...base, audio_format: 'wav' } },
      { target: { action: 'midi' }, body: base },
      { target: { action: 'bpm' }, body: base },
    ];
    const group = await preflightGroup(ports, pack);
    expect(group.parts.map((part) => part.reusable !== null)).toEqual([true, false, false]);
    expect(group.totalCredits).toBe(12); // MIDI 10 + tempo 2 in the sandbox catalog
    expect((await preflightGroup(ports, pack, undefined, true)).totalCredits).toBe(52);
  });
});
