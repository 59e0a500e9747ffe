import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AtelierError } from '../../shared/errors';
import { openDatabase } from './database';
import { createJournal, type BeginSubmission, type Journal } from './journal';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let test: TestDatabase;
let journal: Journal;
beforeEach(() => {
  test = openTestDatabase();
  journal = createJournal(test.db, test.clock);
});
afterEach(() => test.cleanup());

const generate: BeginSubmission = {
  profileId: 'sandbox',
  target: { action: 'generate' },
  kind: 'music',
  body: { prompt: 'a calm song about rain', custom: false },
  creditsEstimated: 10,
};

describe('journal', () => {
  it('writes the row before the request and walks submitting -> accepted', () => {
    const row = journal.begin(generate);
    expect(row).toMatchObject({
      state: 'submitting',
      taskId: null,
      summary: 'a calm song about rain',
      creditsEstimated: 10,
      action: 'generate',
    });
    const accepted = journal.accept(row.id, {
      taskId: 'task-1',
      creditsDeducted: 10,
      status: 'PENDING',
    });
    expect(accepted).toMatchObject({
      state: 'accepted',
      taskId: 'task-1',
      creditsDeducted: 10,
      status: 'PENDING',
    });
    expect(journal.getByTaskId('task-1')?.id).toBe(row.id);
    expect(journal.unfinished().map((entry) => entry.id)).toEqual([row.id]);
    expect(journal.counts()).toEqual({ running: 1, inDoubt: 0 });
  });

  it('records lineage from the body: task_id + audio_index, mashup task_ids, persona and model', () => {
    const extend = journal.begin({
      ...generate,
      target: { action: 'extend' },
      body: { task_id: 't-1', audio_index: 2, continue_at: 10 },
    });
    expect(extend.sources).toEqual([{ taskId: 't-1', audioIndex: 2, role: 'source' }]);
    const mashup = journal.begin({
      ...generate,
      target: { action: 'mashup' },
      body: {
        task_ids: ['a', 'b'],
        audio_indexes: [2],
        persona_task_id: 'p',
        custom_model_task_id: 'm',
      },
    });
    expect(mashup.sources).toEqual([
      { taskId: 'a', audioIndex: 2, role: 'mashup' },
      { taskId: 'b', audioIndex: 1, role: 'mashup' },
      { taskId: 'p', audioIndex: null, role: 'persona' },
      { taskId: 'm', audioIndex: null, role: 'model' },
    ]);
    expect(journal.get(mashup.id)?.sources).toEqual(mashup.sources);
  });

  it('status updates set finishedAt on a final status and keep the whole status result', () => {
    const row = journal.begin(generate);
    journal.accept(row.id, { taskId: 'task-1' });
    journal.updateStatus(row.id, { status: 'REVIEW_REQUIRED' });
    expect(journal.get(row.id)).toMatchObject({ status: 'REVIEW_REQUIRED', finishedAt: null });
    expect(journal.unfinished()).toHaveLength(1);
    const result = { task_id: 'task-1', status: 'FAILED', error: 'nope' };
    const failed = journal.updateStatus(row.id, {
      status: 'FAILED',
      statusResult: result,
      refunded: true,
      error: { code: 'server', message: 'nope' },
    });
    expect(failed).toMatchObject({
      status: 'FAILED',
      refunded: true,
      statusResult: result,
      error: { code: 'server', message: 'nope' },
    });
    expect(failed.finishedAt).not.toBeNull();
    expect(journal.unfinished()).toEqual([]);
    expect(journal.counts().running).toBe(0);
  });

  it("the poller's lean path: pollState reads plain columns, recordStatus writes like updateStatus and answers the view", () => {
    const row = journal.begin(generate);
    expect(journal.pollState(row.id)).toEqual({
      state: 'submitting',
      taskId: null,
      status: null,
      profileId: 'sandbox',
      creditsDeducted: null,
    });
    journal.accept(row.id, { taskId: 'task-1', creditsDeducted: 10, status: 'PENDING' });
    const result = { task_id: 'task-1', status: 'RUNNING', progress: 0.5 };
    const view = journal.recordStatus(row.id, {
      status: 'RUNNING',
      statusResult: result,
      creditsDeducted: 12,
    });
    expect(view).toMatchObject({
      id: row.id,
      state: 'accepted',
      status: 'RUNNING',
      creditsDeducted: 12,
      finishedAt: null,
    });
    // An event's view: no stored status result parsed back.
    expect(view).not.toHaveProperty('statusResult');
    expect(journal.get(row.id)?.statusResult).toEqual(result);
    expect(journal.pollState(row.id)).toEqual({
      state: 'accepted',
      taskId: 'task-1',
      status: 'RUNNING',
      profileId: 'sandbox',
      creditsDeducted: 12,
    });
    const failed = journal.recordStatus(row.id, {
      status: 'FAILED',
      refunded: true,
      error: { code: 'server', message: 'nope' },
    });
    expect(failed).toMatchObject({
      status: 'FAILED',
      refunded: true,
      error: { code: 'server', message: 'nope' },
    });
    expect(failed.finishedAt).not.toBeNull();
    expect(journal.pollState('nope')).toBeNull();
    expect(() => journal.recordStatus('nope', { status: 'RUNNING' })).toThrow(
      expect.objectContaining({ code: 'not_found' }),
    );
    const other = journal.begin(generate);
    expect(() => journal.recordStatus(other.id, { status: 'RUNNING' })).toThrow(
      expect.objectContaining({ code: 'conflict' }),
    );
  });

  it('refuses a status on a row that is not accepted', () => {
    const row = journal.begin(generate);
    expect(() => journal.updateStatus(row.id, { status: 'PENDING' })).toThrow(AtelierError);
  });

  it('turns rows interrupted in `submitting` into `in_doubt` at start-up', () => {
    const interrupted = journal.begin(generate);
    const accepted = journal.begin(generate);
    journal.accept(accepted.id, { taskId: 'task-2' });
    expect(journal.recoverInterrupted()).toEqual([interrupted.id]);
    expect(journal.get(interrupted.id)).toMatchObject({
      state: 'in_doubt',
      error: { code: 'in_doubt' },
    });
    expect(journal.get(accepted.id)?.state).toBe('accepted');
    expect(journal.recoverInterrupted()).toEqual([]);
    expect(journal.counts()).toEqual({ running: 1, inDoubt: 1 });
  });

  it('survives closing the database: the submitting row is on disk', () => {
    const row = journal.begin(generate);
    test.db.close();
    const reopened = openDatabase(test.path);
    const again = createJournal(reopened, test.clock);
    expect(again.recoverInterrupted()).toEqual([row.id]);
    reopened.close();
  });

  it('resubmits a rejected or in-doubt row as a NEW linked row, once', () => {
    const row = journal.begin(generate);
    journal.markInDoubt(row.id, { code: 'timeout', message: 'no answer' });
    const again = journal.resubmit(row.id);
    expect(again).toMatchObject({
      state: 'submitting',
      resubmittedFrom: row.id,
      body: generate.body,
      target: generate.target,
    });
    expect(again.id).not.toBe(row.id);
    expect(journal.get(row.id)?.state).toBe('in_doubt');
    expect(() => journal.resubmit(row.id)).toThrow(/already sent again/);
    journal.accept(again.id, { taskId: 't' });
    expect(() => journal.resubmit(again.id)).toThrow(AtelierError);
  });

  it('reconciles in_doubt to accepted when the task is found, or dismisses it', () => {
    const found = journal.begin(generate);
    journal.markInDoubt(found.id);
    expect(journal.accept(found.id, { taskId: 'found' }).state).toBe('accepted');
    const lost = journal.begin(generate);
    journal.markInDoubt(lost.id);
    expect(journal.dismiss(lost.id).state).toBe('dismissed');
    expect(() => journal.accept(lost.id, { taskId: 'late' })).toThrow(AtelierError);
  });

  it('lists newest first with keyset pages and filters', () => {
    const ids = Array.from(
      { length: 7 },
      (_, index) =>
        journal.begin({
          ...generate,
          kind: index % 2 ? 'image' : 'music',
          target: index % 2 ? { model: 'image-a' } : { action: 'generate' },
        }).id,
    );
    const first = journal.list({ limit: 3 });
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(4).reverse());
    // A row added between pages must not shift the next page.
    journal.begin(generate);
    const second = journal.list({ limit: 3, cursor: first.nextCursor! });
    expect(second.items.map((item) => item.id)).toEqual(ids.slice(1, 4).reverse());
    const third = journal.list({ limit: 3, cursor: second.nextCursor! });
    expect(third.items.map((item) => item.id)).toEqual([ids[0]]);
    expect(third.nextCursor).toBeNull();
    expect(journal.list({ kinds: ['image'] }).items).toHaveLength(3);
    journal.markInDoubt(ids[0]!);
    expect(journal.list({ states: ['in_doubt'] }).items.map((item) => item.id)).toEqual([ids[0]]);
    expect(() => journal.list({ cursor: 'not a cursor' })).toThrow(AtelierError);
  });

  it('searches the summary, model and action (ASCII case ignored) and the exact task id, with pages', () => {
    const rain = journal.begin(generate);
    const fox = journal.begin({
      profileId: 'sandbox',
      target: { model: 'image-a' },
      kind: 'image',
      body: { prompt: 'A Red FOX in snow' },
    });
    const stems = journal.begin({
      profileId: 'sandbox',
      target: { action: 'stems-all' },
      kind: 'music',
      body: { task_id: 'song-1', audio_index: 1 },
    });
    journal.accept(fox.id, { taskId: 'task-fox' });
    const found = (text: string) => journal.list({ text }).items.map((item) => item.id);
    expect(found('fox')).toEqual([fox.id]);
    expect(found('RAIN')).toEqual([rain.id]);
    expect(found('image-a')).toEqual([fox.id]);
    expect(found('stems')).toEqual([stems.id]);
    expect(found('task-fox')).toEqual([fox.id]);
    expect(found('task-fo')).toEqual([]); // task ids match whole
    expect(found("%' OR 1=1 --")).toEqual([]); // a parameter, never SQL
    expect(found('  ')).toHaveLength(3);
    const many = Array.from(
      { length: 5 },
      (_, index) => journal.begin({ ...generate, body: { prompt: `rain song ${index}` } }).id,
    );
    const page = journal.list({ text: 'rain', limit: 4 });
    expect(page.items.map((item) => item.id)).toEqual(many.slice(1).reverse());
    expect(
      journal
        .list({ text: 'rain', limit: 4, cursor: page.nextCursor! })
        .items.map((item) => item.id),
    ).toEqual([many[0], rain.id]);
  });

  it('tracks downloads and lists SUCCEEDED tasks whose outputs are not all saved', () => {
    const row = journal.begin(generate);
    journal.accept(row.id, { taskId: 'task-1' });
    journal.updateStatus(row.id, { status: 'SUCCEEDED' });
    expect(journal.undownloaded().map((entry) => entry.id)).toEqual([row.id]);
    journal.setDownloads(row.id, { done: 1, total: 3, failed: 0 });
    expect(journal.undownloaded()).toHaveLength(1);
    // Running until its files are saved (the header's count agrees with the row).
    expect(journal.counts().running).toBe(1);
    journal.setDownloads(row.id, { done: 2, total: 3, failed: 1 });
    expect(journal.counts().running).toBe(0);
    expect(journal.setDownloads(row.id, { done: 3, total: 3, failed: 0 }).downloads).toEqual({
      done: 3,
      total: 3,
      failed: 0,
    });
    expect(journal.undownloaded()).toEqual([]);
  });

  it('throws not_found for unknown ids', () => {
    expect(journal.get('nope')).toBeNull();
    expect(() => journal.accept('nope', { taskId: 'x' })).toThrow(
      expect.objectContaining({ code: 'not_found' }),
    );
  });
});
