import { describe, expect, it } from 'vitest';
import {
  DRAFT_VERSION,
  MAX_DRAFT_CHARS,
  createDraftStore,
  draftKey,
  parseDraft,
  serializeDraft,
  type Draft,
  type DraftStorage,
  type DraftTimers,
} from './drafts';

function memory(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Timers run by hand: `fire()` runs what is due. */
function manualTimers(): DraftTimers & { fire: () => void; armed: () => number } {
  let next: (() => void) | null = null;
  return {
    set: (run) => {
      next = run;
      return run;
    },
    clear: (handle) => {
      if (next === handle) next = null;
    },
    fire: () => {
      const run = next;
      next = null;
      run?.();
    },
    armed: () => (next ? 1 : 0),
  };
}

const imageA = { model: 'image-a' } as const;
const draft = (values: Record<string, unknown>, editedAt: Record<string, number> = {}): Draft => ({
  mode: null,
  values,
  editedAt,
});

describe('drafts', () => {
  it('round-trips a draft through its stored form', () => {
    const stored = draft(
      { prompt: 'a lighthouse', aspect_ratio: '16:9', image_urls: ['https://example.com/a.png'] },
      { prompt: 5 },
    );
    expect(parseDraft(imageA, serializeDraft(imageA, stored))).toEqual(stored);
  });

  it('keeps a music mode and an int-pair with an empty slot', () => {
    const mashup = { action: 'mashup' } as const;
    const stored: Draft = {
      mode: 'inspiration',
      values: { audio_indexes: [2, undefined] },
      editedAt: {},
    };
    expect(parseDraft(mashup, serializeDraft(mashup, stored))).toEqual(stored);
  });

  it.each([
    ['missing', null],
    ['not JSON', '{"v":1,'],
    ['an array', '[1,2]'],
    [
      'another version',
      JSON.stringify({
        v: DRAFT_VERSION + 1,
        target: 'model:image-a',
        mode: null,
        values: { prompt: 'x' },
        editedAt: {},
      }),
    ],
    [
      'another target',
      JSON.stringify({
        v: DRAFT_VERSION,
        target: 'model:image-b-2.0',
        mode: null,
        values: { prompt: 'x' },
        editedAt: {},
      }),
    ],
    [
      'values not an object',
      JSON.stringify({
        v: DRAFT_VERSION,
        target: 'model:image-a',
        mode: null,
        values: 'x',
        editedAt: {},
      }),
    ],
    [
      'oversized',
      JSON.stringify({
        v: DRAFT_VERSION,
        target: 'model:image-a',
        mode: null,
        values: { prompt: 'x'.repeat(MAX_DRAFT_CHARS) },
        editedAt: {},
      }),
    ],
  ])('ignores an entry that is %s', (_label, text) => {
    expect(parseDraft(imageA, text)).toBeNull();
  });

  it('drops values the target does not take or whose shape does not fit the control', () => {
    const text = JSON.stringify({
      v: DRAFT_VERSION,
      target: 'model:image-a',
      mode: 'custom',
      values: {
        prompt: 42,
        aspect_ratio: '4:3',
        batch_size: 3,
        image_urls: [1, 2],
        __proto__: 'x',
        output_format: 'png',
      },
      editedAt: { aspect_ratio: 'soon', output_format: 7 },
    });
    expect(parseDraft(imageA, text)).toEqual({
      mode: null,
      values: { aspect_ratio: '4:3', output_format: 'png' },
      editedAt: { output_format: 7 },
    });
  });

  it('refuses to write an oversized draft and survives a storage that throws', () => {
    const storage = memory();
    const store = createDraftStore(storage, 10, manualTimers());
    expect(serializeDraft(imageA, draft({ prompt: 'x'.repeat(MAX_DRAFT_CHARS) }))).toBeNull();
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const fragile = createDraftStore(broken, 10, manualTimers());
    fragile.schedule(imageA, draft({ prompt: 'x' }));
    expect(() => fragile.flush()).not.toThrow();
    expect(fragile.read(imageA)).toBeNull();
    expect(() => fragile.clear(imageA)).not.toThrow();
    expect(fragile.lastTarget()).toBeNull();
    expect(store.read(imageA)).toBeNull();
  });

  it('debounces writes: only the last draft of a burst is written, when the timer fires', () => {
    const storage = memory();
    const timers = manualTimers();
    const store = createDraftStore(storage, 400, timers);
    store.schedule(imageA, draft({ prompt: 'a' }));
    store.schedule(imageA, draft({ prompt: 'a light' }));
    expect(storage.items.size).toBe(0);
    timers.fire();
    expect(store.read(imageA)?.values).toEqual({ prompt: 'a light' });
  });

  it('flush writes at once; clear forgets both the stored and the scheduled draft', () => {
    const storage = memory();
    const timers = manualTimers();
    const store = createDraftStore(storage, 400, timers);
    store.schedule(imageA, draft({ prompt: 'kept' }));
    store.flush();
    expect(timers.armed()).toBe(0);
    expect(storage.items.has(draftKey(imageA))).toBe(true);
    store.schedule(imageA, draft({ prompt: 'newer' }));
    store.clear(imageA);
    timers.fire();
    store.flush();
    expect(store.read(imageA)).toBeNull();
  });

  it('remembers the last target and ignores an unknown one', () => {
    const storage = memory();
    const store = createDraftStore(storage, 400, manualTimers());
    expect(store.lastTarget()).toBeNull();
    store.rememberTarget({ action: 'extend' });
    expect(store.lastTarget()).toEqual({ action: 'extend' });
    storage.setItem('atelier.generate.lastTarget', 'model:image-z');
    expect(store.lastTarget()).toBeNull();
  });
});
