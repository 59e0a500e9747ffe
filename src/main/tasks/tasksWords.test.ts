// The tasks domain's refusals speak main's language (issue 21), as budget.ts's sentences do: in
// German or Japanese none of them may come out in English, and the code the window acts on
// stays the same in every language. Each case runs once in English (the sentence the code used
// to hard-code) and then in German and Japanese, which must say it in their own words.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxCatalog } from '../../sandbox/catalog';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import type { Locale } from '../../shared/i18n/locales';
import { createTranslator } from '../../shared/i18n/translator';
import type { PreflightResult } from '../../shared/ipc/tasks';
import { createJournal, type Journal } from '../store/journal';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';
import { assertSendable } from './assertSendable';
import type { ApiPort } from './ports';
import { createTasksService } from './tasksService';

function speak(locale: Locale): void {
  setActiveTranslator(createTranslator(locale, CATALOGS[locale], { fallback: CATALOGS.en }));
}

let db: TestDatabase;
let journal: Journal;
beforeEach(() => {
  db = openTestDatabase();
  journal = createJournal(db.db, db.clock);
});
afterEach(() => {
  db.cleanup();
  speak('en');
});

const SONG = '6f1c2b9e-3a47-4d2a-9b1e-2c5d8e7f0a11';
const STEMS = { target: { action: 'stems-all' }, body: { task_id: SONG, audio_index: 1 } };
const call = { senderId: 'test' };

function service(keptIn: 'file' | 'memory' | null = null) {
  const api: ApiPort = {
    baseUrl: 'http://127.0.0.1:1',
    submit: async () => ({
      kind: 'accepted',
      result: { task_id: 'task-new', credits_deducted: 40 },
      requestId: null,
    }),
    status: async () => ({ status: 'PENDING' }) as never,
    balance: async () => 5000,
    catalog: async () => sandboxCatalog(),
  };
  return createTasksService({
    journal,
    account: { activeApi: () => api, activeProfileId: () => 'sandbox' },
    catalog: { getFresh: async () => sandboxCatalog() },
    engine: {
      track: () => undefined,
      emitChanged: () => undefined,
      saveAccepted: ({ submissionId, taskId, creditsDeducted }) =>
        keptIn ? { keptIn } : { saved: journal.accept(submissionId, { taskId, creditsDeducted }) },
      waitingForKey: () => 0,
    },
    checkInputUrl: async () => ({ kind: 'ok' }) as never,
  });
}

async function refusal(run: () => unknown): Promise<{ code: string; message: string }> {
  try {
    await run();
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('expected a refusal');
}

const preflight = (overrides: Partial<PreflightResult>): PreflightResult => ({
  ok: true,
  issues: [],
  warnings: [],
  estimate: { kind: 'known', credits: 40, breakdown: [] } as never,
  count: 1,
  totalCredits: 40,
  balance: 5000,
  balanceAfter: 4960,
  shortfall: null,
  budget: null,
  upperBound: null,
  acceptedUpperBound: false,
  reusable: null,
  ...overrides,
});

/** Every refusal of the domain, made afresh in the current language. */
async function refusals() {
  const inDoubtLive = journal.begin({ profileId: 'live', kind: 'music', ...STEMS });
  journal.markInDoubt(inDoubtLive.id, null);
  const held = journal.begin({ profileId: 'sandbox', kind: 'music', ...STEMS });
  journal.accept(held.id, { taskId: `held-${held.id}`, creditsDeducted: 40, status: 'SUCCEEDED' });
  journal.updateStatus(held.id, { status: 'SUCCEEDED', statusResult: { result: {} } });
  const other = { task_id: SONG, audio_index: 2 };
  return {
    priceChanged: await refusal(() => assertSendable(preflight({}), 30)),
    insufficient: await refusal(() =>
      assertSendable(preflight({ balance: 10, balanceAfter: -30, shortfall: 30 }), 40),
    ),
    unknownModel: await refusal(() =>
      service().submit({ target: { model: 'nope' }, body: {}, confirmedCredits: 1 }, call),
    ),
    noSubmission: await refusal(() => service().get({ id: 'missing' }, call)),
    otherProfile: await refusal(() =>
      service().resubmit({ id: inDoubtLive.id, acknowledgeDoubleBilling: true }, call),
    ),
    unreachable: await refusal(() => service().reconcile({ id: inDoubtLive.id }, call)),
    alreadyHeld: await refusal(() => service().submit({ ...STEMS, confirmedCredits: 40 }, call)),
    unsavedFile: await refusal(() =>
      service('file').submit({ ...STEMS, body: other, confirmedCredits: 40 }, call),
    ),
    unsavedMemory: await refusal(() =>
      service('memory').submit({ ...STEMS, body: other, confirmedCredits: 40 }, call),
    ),
  };
}

describe("the tasks domain's refusals in the user's language", () => {
  it('say in English what the code used to hard-code', async () => {
    const english = await refusals();
    expect(english.priceChanged).toMatchObject({
      code: 'conflict',
      message:
        'This request now costs 40 credits, more than the 30 credits you confirmed. Review the price and confirm again.',
    });
    expect(english.insufficient.message).toBe(
      'This request needs 40 credits; the balance is 10 credits.',
    );
    expect(english.unknownModel).toMatchObject({ code: 'invalid_input' });
    expect(english.noSubmission).toMatchObject({ code: 'not_found' });
    expect(english.otherProfile.message).toContain('Live profile');
    expect(english.unreachable.message).toContain('cannot be reached now');
    expect(english.alreadyHeld.message).toContain(
      'You already have the result of Separate all stems of this track',
    );
    expect(english.unsavedFile).toMatchObject({ code: 'accepted_unsaved' });
    expect(english.unsavedFile.message).toContain('for 40 credits (task id task-new)');
    expect(english.unsavedMemory.message).toContain('keep Atelier open until it is saved');
  });

  it.each([
    ['de', /Credits|Auftrag|Modell|Profil/],
    ['ja', /[\u3040-\u30ff]/],
  ] as const)('say it in %s, never in English', async (locale, native) => {
    const english = await refusals();
    speak(locale);
    const translated = await refusals();
    for (const [name, said] of Object.entries(translated)) {
      const before = english[name as keyof typeof english];
      expect(said.code, name).toBe(before.code);
      expect(said.message, name).not.toBe(before.message);
      expect(said.message, name).toMatch(native);
      // No sentence of the English one survives (the task id and numbers are facts, not words).
      expect(said.message, name).not.toMatch(/\b(the|this|you|your) [a-z]+/i);
    }
    expect(translated.otherProfile.message).toContain(locale === 'ja' ? '本番' : 'Live');
  });
});
