/**
 * Property tests of the journal's state machine: random operation sequences against a real
 * SQLite file. The expected legality below is written from the spec, independently of
 * submissionStates.ts, so a wrong table fails here.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AtelierError } from '../../shared/errors';
import type { SubmissionState } from '../../shared/ipc/tasks';
import { createJournal, type Journal } from './journal';
import { openTestDatabase, type TestDatabase } from './testDatabase';

type Operation =
  | { op: 'begin' }
  | {
      op: 'accept' | 'reject' | 'markInDoubt' | 'dismiss' | 'resubmit' | 'updateStatus';
      pick: number;
    }
  | { op: 'recoverInterrupted' };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.constant({ op: 'begin' as const }),
  fc.constant({ op: 'recoverInterrupted' as const }),
  fc.record({
    op: fc.constantFrom(
      'accept',
      'reject',
      'markInDoubt',
      'dismiss',
      'resubmit',
      'updateStatus',
    ) as fc.Arbitrary<
      'accept' | 'reject' | 'markInDoubt' | 'dismiss' | 'resubmit' | 'updateStatus'
    >,
    pick: fc.nat(),
  }),
);

/** What the spec allows, per operation, from each state. */
const LEGAL: Record<string, readonly SubmissionState[]> = {
  accept: ['submitting', 'in_doubt'],
  reject: ['submitting', 'in_doubt'],
  markInDoubt: ['submitting'],
  dismiss: ['in_doubt'],
  resubmit: ['rejected', 'in_doubt'],
  updateStatus: ['accepted'],
};

let test: TestDatabase;
let journal: Journal;
beforeAll(() => {
  test = openTestDatabase();
  journal = createJournal(test.db, test.clock);
});
afterAll(() => test.cleanup());

describe('journal state machine (property)', () => {
  it('never reaches an illegal state; illegal operations throw and change nothing', () => {
    let run = 0;
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 30 }), (operations) => {
        run += 1;
        const ids: string[] = [];
        const everInDoubt = new Set<string>();
        const resubmitted = new Set<string>();
        for (const step of operations) {
          if (step.op === 'begin') {
            ids.push(
              journal.begin({
                profileId: `run-${run}`,
                target: { model: 'image-a' },
                kind: 'image',
                body: { prompt: 'x' },
              }).id,
            );
            continue;
          }
          if (step.op === 'recoverInterrupted') {
            const stuck = ids.filter((id) => journal.get(id)?.state === 'submitting');
            const recovered = journal.recoverInterrupted();
            expect([...recovered].sort()).toEqual(expect.arrayContaining([...stuck].sort()));
            for (const id of stuck) expect(journal.get(id)?.state).toBe('in_doubt');
          } else if (ids.length > 0) {
            const id = ids[step.pick % ids.length]!;
            const before = journal.get(id)!;
            const legal =
              LEGAL[step.op]!.includes(before.state) &&
              !(step.op === 'resubmit' && resubmitted.has(id));
            const act = (): unknown => {
              switch (step.op) {
                case 'accept':
                  return journal.accept(id, { taskId: `task-${id}`, creditsDeducted: 3 });
                case 'reject':
                  return journal.reject(id, { code: 'invalid_input', message: 'no' });
                case 'markInDoubt':
                  return journal.markInDoubt(id);
                case 'dismiss':
                  return journal.dismiss(id);
                case 'resubmit': {
                  const fresh = journal.resubmit(id);
                  ids.push(fresh.id);
                  resubmitted.add(id);
                  return fresh;
                }
                case 'updateStatus':
                  return journal.updateStatus(id, { status: 'PROCESSING' });
              }
            };
            if (legal) act();
            else {
              expect(act).toThrow(AtelierError);
              const after = journal.get(id)!;
              expect(after.state).toBe(before.state);
              expect(after.taskId).toBe(before.taskId);
            }
          }
          for (const id of ids) {
            const row = journal.get(id)!;
            if (row.state === 'in_doubt') everInDoubt.add(id);
            if (everInDoubt.has(id)) expect(row.state).not.toBe('submitting');
            if (row.state === 'accepted') expect(row.taskId).toBe(`task-${id}`);
            if (row.resubmittedFrom) expect(resubmitted.has(row.resubmittedFrom)).toBe(true);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
