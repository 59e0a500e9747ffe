// The queue's, collections' and prompt library's refusals speak main's language (as budget.ts's
// sentences do): in German or Japanese none of them may come out in English, and the code and
// field the UI relies on stay the same in every language.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refusal } from './testRefusal';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import type { Locale } from '../../shared/i18n/locales';
import { createTranslator } from '../../shared/i18n/translator';
import { createCollectionStore } from '../library/collectionStore';
import { createPromptStore } from '../prompts/promptStore';
import { createQueueStore } from '../queue/queueStore';
import { openQueueFile } from '../queue/queueFile';
import { openConfJsonStore } from '../settings/confJsonStore';
import { openTestDatabase, type TestDatabase } from '../store/testDatabase';

function speak(locale: Locale): void {
  setActiveTranslator(createTranslator(locale, CATALOGS[locale], { fallback: CATALOGS.en }));
}

let test: TestDatabase;
beforeEach(() => {
  test = openTestDatabase();
});
afterEach(() => {
  test.cleanup();
  speak('en');
});

/** Every refusal of the three stores, run afresh in the current language. */
function refusals() {
  const collections = createCollectionStore(test.db, test.clock);
  if (!collections.list().some((held) => held.name === 'Moodboard'))
    collections.create('Moodboard');
  const prompts = createPromptStore(test.db, test.clock);
  const queue = createQueueStore(
    openQueueFile({
      folder: mkdtempSync(join(tmpdir(), 'atelier-words-')),
      open: openConfJsonStore,
      now: () => 0,
      onSetAside: () => {},
    }),
    () => 0,
  );
  const tooMany = Array.from({ length: 13 }, (_, index) => `{v${index}}`).join(' ');
  return {
    collectionGone: refusal(() => collections.rename('missing', 'x')),
    collectionNoName: refusal(() => collections.create('   ')),
    collectionTaken: refusal(() => collections.create('Moodboard')),
    promptGone: refusal(() => prompts.forget(404)),
    templateGone: refusal(() =>
      prompts.saveTemplate({
        id: '00000000-0000-4000-8000-000000000000',
        name: 'n',
        text: 'a {mood} cat',
        values: { mood: ['calm'] },
      }),
    ),
    badValue: refusal(() =>
      prompts.saveTemplate({ name: 'n', text: 'a {mood} cat', values: { mood: ['x|y'] } }),
    ),
    tooManyVariables: refusal(() => prompts.saveTemplate({ name: 'n', text: tooMany, values: {} })),
    queueGone: refusal(() => queue.remove('missing')),
  };
}

describe("the stores' refusals in main's language", () => {
  it('say in English what they said before, with the same code and field', () => {
    const said = refusals();
    expect(said.collectionGone).toEqual({
      code: 'not_found',
      field: 'id',
      message: 'id: this collection no longer exists.',
    });
    expect(said.collectionTaken.message).toBe(
      'name: a collection named “Moodboard” already exists.',
    );
    expect(said.badValue).toEqual({
      code: 'invalid_input',
      field: 'values.mood',
      message: 'values.mood: "x|y" cannot hold { } | or a line break.',
    });
    expect(said.tooManyVariables.message).toBe('text: a template has at most 12 variables.');
    expect(said.queueGone.message).toBe('This job is no longer in the queue.');
  });

  it.each(['de', 'ja'] as const)('speak %s, keeping code and field', (locale) => {
    const english = refusals();
    speak(locale);
    const said = refusals();
    for (const [name, refused] of Object.entries(said)) {
      const before = english[name as keyof typeof english];
      expect({ code: refused.code, field: refused.field }, name).toEqual({
        code: before.code,
        field: before.field,
      });
      expect(refused.message, name).not.toBe(before.message);
      expect(refused.message, name).not.toMatch(/\b(this|the|a|no longer|already|cannot)\b/i);
    }
    expect(said.collectionTaken.message).toContain('Moodboard');
    expect(said.badValue.message).toContain('x|y');
    expect(said.tooManyVariables.message).toContain('12');
  });
});
