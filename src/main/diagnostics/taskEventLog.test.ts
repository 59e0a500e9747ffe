/** Each submission's story is logged once per step, by id, however often `tasks:changed` repeats it; its prompt never. */
import { describe, expect, it } from 'vitest';
import type { SubmissionView } from '../../shared/ipc/tasks';
import { createEventBus } from '../ipc/eventBus';
import { createLogger } from '../logging/Logger';
import { createRedactor } from '../logging/redactor';
import { logTaskEvents } from './taskEventLog';

const view = (change: Partial<SubmissionView>): SubmissionView => ({
  id: 'sub-1',
  profileId: 'live',
  target: { model: 'image-a' },
  kind: 'image',
  state: 'submitting',
  body: { prompt: 'a secret garden at night' },
  summary: 'a secret garden at night',
  taskId: null,
  status: null,
  creditsEstimated: 24,
  creditsDeducted: null,
  refunded: false,
  error: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
  downloads: { done: 0, total: 0, failed: 0 },
  ...change,
});

describe('the task event log', () => {
  it('logs accepted, final status and downloads once each, through any number of polls', () => {
    const lines: string[] = [];
    const bus = createEventBus();
    const stop = logTaskEvents(
      bus,
      createLogger({
        sink: (line) => lines.push(line.replace(/^\S+ /u, '').trimEnd()),
        redactor: createRedactor(),
      }),
    );
    bus.emit('tasks:changed', view({}));
    for (const status of ['PENDING', 'QUEUED', 'PROCESSING', 'PROCESSING', 'PROCESSING'])
      bus.emit(
        'tasks:changed',
        view({ state: 'accepted', taskId: 't-1', creditsDeducted: 24, status }),
      );
    bus.emit('tasks:changed', view({ state: 'accepted', taskId: 't-1', status: 'SUCCEEDED' }));
    bus.emit(
      'tasks:changed',
      view({
        state: 'accepted',
        taskId: 't-1',
        status: 'SUCCEEDED',
        downloads: { done: 1, total: 2, failed: 0 },
      }),
    );
    bus.emit(
      'tasks:changed',
      view({
        state: 'accepted',
        taskId: 't-1',
        status: 'SUCCEEDED',
        downloads: { done: 1, total: 2, failed: 1 },
      }),
    );
    bus.emit(
      'tasks:changed',
      view({
        state: 'accepted',
        taskId: 't-1',
        status: 'SUCCEEDED',
        downloads: { done: 1, total: 2, failed: 1 },
      }),
    );
    bus.emit(
      'tasks:changed',
      view({
        id: 'sub-2',
        state: 'rejected',
        error: {
          code: 'invalid_input',
          message: 'prompt "a secret garden at night" is too long',
          field: 'prompt',
          requestId: 'req-9',
        },
      }),
    );
    bus.emit(
      'tasks:changed',
      view({
        id: 'sub-3',
        target: { action: 'extend' },
        kind: 'music',
        state: 'in_doubt',
        error: { code: 'in_doubt', message: 'no answer' },
      }),
    );
    stop();
    bus.emit('tasks:changed', view({ id: 'sub-4', state: 'accepted', taskId: 't-4' }));
    expect(lines).toEqual([
      'INFO  submit accepted {"submissionId":"sub-1","target":"image-a","taskId":"t-1","credits":24}',
      'INFO  task succeeded {"submissionId":"sub-1","target":"image-a","taskId":"t-1"}',
      'WARN  downloads finished {"submissionId":"sub-1","target":"image-a","taskId":"t-1","done":1,"failed":1,"total":2}',
      'WARN  submit rejected {"submissionId":"sub-2","target":"image-a","code":"invalid_input","field":"prompt","requestId":"req-9"}',
      'WARN  submit in doubt: sent, outcome unknown {"submissionId":"sub-3","target":"music/extend","code":"in_doubt"}',
    ]);
  });
});
