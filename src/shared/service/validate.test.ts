import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODEL_KEYS } from './models';
import { MUSIC_ACTIONS } from './music/actions';
import { validateMusicAction, validateSubmit } from './validate';

const targets = [
  ...MODEL_KEYS.map((key) => ['model', key] as const),
  ...MUSIC_ACTIONS.map((action) => ['action', action] as const),
];

function validate(kind: 'model' | 'action', name: string, body: unknown) {
  return kind === 'model' ? validateSubmit(name, body) : validateMusicAction(name, body);
}

describe('validators never throw', () => {
  it('on arbitrary JSON for every model and action', () => {
    fc.assert(
      fc.property(fc.constantFrom(...targets), fc.jsonValue(), ([kind, name], body) => {
        const result = validate(kind, name, body);
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) expect(result.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 1500 },
    );
  });

  it('on objects with the known field names holding arbitrary JSON', () => {
    const names = [
      'prompt',
      'image_urls',
      'type',
      'duration',
      'custom',
      'task_ids',
      'audio_indexes',
      'formats',
      'start_s',
      'end_s',
      'batch_size',
      'instrumental',
      'vocal_gender',
      '__proto__',
      'constructor',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...targets),
        fc.dictionary(fc.constantFrom(...names), fc.jsonValue()),
        ([kind, name], body) => {
          const result = validate(kind, name, JSON.parse(JSON.stringify(body)));
          expect(typeof result.ok).toBe('boolean');
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('on odd inputs: null, arrays, class instances, throwing getters, non-string names', () => {
    const throwing = Object.defineProperty({}, 'prompt', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    for (const body of [null, undefined, [], 42, 'x', new Date(), throwing, Object.create(null)]) {
      expect(() => validateSubmit('image-a', body)).not.toThrow();
      expect(() => validateMusicAction('generate', body)).not.toThrow();
    }
    expect(validateSubmit(undefined as unknown as string, {}).ok).toBe(false);
    expect(validateMusicAction({} as unknown as string, {}).ok).toBe(false);
  });
});

describe('validator results', () => {
  it('names the field and the rule in plain words', () => {
    const result = validateSubmit('image-b-2.0', { prompt: 'x'.repeat(812) });
    expect(result).toEqual({
      ok: false,
      issues: [
        {
          field: 'prompt',
          message: 'prompt: at most 800 characters (got 812)',
          // The same rule as a message key the form says in the user's language.
          said: { key: 'generate.length.charactersOver', values: { count: 12 } },
        },
      ],
    });
  });

  it('uses the music strict-field message form', () => {
    const result = validateMusicAction('stems', {
      task_id: '11111111-1111-4111-8111-111111111111',
      speed: 2,
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toContainEqual({
        field: 'speed',
        message: "stems does not accept field 'speed'",
        said: { key: 'generate.crossRule.notAccepted' },
      });
  });

  it('reports a missing required custom once', () => {
    const result = validateMusicAction('upload-cover', {
      audio_url: 'https://example.com/a.mp3',
      prompt: 'x',
    });
    expect(result).toEqual({
      ok: false,
      issues: [
        { field: 'custom', message: 'custom: required', said: { key: 'generate.rule.required' } },
      ],
    });
  });

  it('reports unknown targets on the model/action field', () => {
    expect(validateSubmit('nope', {})).toEqual({
      ok: false,
      issues: [{ field: 'model', message: "model: unknown model 'nope'" }],
    });
    const music = validateMusicAction('nope', {});
    expect(!music.ok && music.issues[0]?.field).toBe('action');
  });

  it('rejects __proto__ keys and never pollutes prototypes', () => {
    const body: unknown = JSON.parse('{"prompt":"x","__proto__":{"polluted":true}}');
    const result = validateSubmit('image-a', body);
    expect(result.ok).toBe(false);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('returns a copy of the body with unknown non-music fields passed through', () => {
    const body = { prompt: 'a fox', extra_field: { nested: 1 } };
    const result = validateSubmit('image-a', body);
    expect(result).toEqual({ ok: true, value: body });
    expect(result.ok && result.value).not.toBe(body);
  });

  it('handles a huge prompt quickly', () => {
    const started = Date.now();
    const result = validateSubmit('image-a-2-lite', { prompt: '汉'.repeat(2_000_000) });
    expect(result.ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
