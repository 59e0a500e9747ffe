import { describe, expect, it } from 'vitest';
import { carryOver } from './carryOver';
import type { Draft } from './drafts';

const draft = (
  values: Record<string, unknown>,
  editedAt: Record<string, number> = {},
  mode: Draft['mode'] = null,
): Draft => ({ mode, values, editedAt });

describe('carryOver', () => {
  it('carries the prompt and every shared field the next model accepts', () => {
    const { draft: next, carried } = carryOver(
      {
        target: { model: 'image-a' },
        draft: draft(
          { prompt: 'a lighthouse', aspect_ratio: '16:9', output_format: 'jpeg' },
          { prompt: 1, aspect_ratio: 2, output_format: 3 },
        ),
      },
      { target: { model: 'image-b-2.0' }, draft: draft({}) },
    );
    expect(next.values).toEqual({ prompt: 'a lighthouse', aspect_ratio: '16:9' });
    expect(carried.sort()).toEqual(['aspect_ratio', 'prompt']);
    expect(next.editedAt).toEqual({ prompt: 1, aspect_ratio: 2 });
  });

  it('leaves behind a value the next model would refuse, but always carries text', () => {
    const long = 'x'.repeat(900);
    const { draft: next } = carryOver(
      {
        target: { model: 'image-a' },
        draft: draft({ prompt: long, aspect_ratio: '21:9' }, { prompt: 1, aspect_ratio: 1 }),
      },
      { target: { model: 'image-b-2.0' }, draft: draft({ aspect_ratio: '1:1' }) },
    );
    expect(next.values).toEqual({ prompt: long, aspect_ratio: '1:1' });
  });

  it('never carries an older value over a newer one in the next draft', () => {
    const { draft: next, carried } = carryOver(
      { target: { model: 'image-a' }, draft: draft({ prompt: 'old words' }, { prompt: 10 }) },
      {
        target: { model: 'image-c-4' },
        draft: draft({ prompt: 'newer words', batch_size: 4 }, { prompt: 20, batch_size: 20 }),
      },
    );
    expect(next.values).toEqual({ prompt: 'newer words', batch_size: 4 });
    expect(carried).toEqual([]);
  });

  it('carries a newer value over an older one, keeps the next draft’s other fields', () => {
    const { draft: next } = carryOver(
      { target: { model: 'image-a' }, draft: draft({ prompt: 'newest' }, { prompt: 30 }) },
      {
        target: { model: 'image-c-4' },
        draft: draft({ prompt: 'older', batch_size: 4 }, { prompt: 20, batch_size: 20 }),
      },
    );
    expect(next.values).toEqual({ prompt: 'newest', batch_size: 4 });
  });

  it('does not carry values the user never typed, nor empty ones', () => {
    const { draft: next } = carryOver(
      {
        target: { model: 'video-a-v3' },
        draft: draft({ type: 'text-to-video', prompt: '' }, { prompt: 5 }),
      },
      {
        target: { model: 'video-c' },
        draft: draft({ type: 'text-to-video', prompt: 'kept' }, { prompt: 1 }),
      },
    );
    expect(next.values).toEqual({ type: 'text-to-video', prompt: 'kept' });
  });

  it('checks numbers against the next model: 5 s carries to video-d, 12 s does not', () => {
    const from = (duration: number) => ({
      target: { model: 'video-a-v3' } as const,
      draft: draft({ duration }, { duration: 1 }),
    });
    const to = { target: { model: 'video-d-pro-fast' } as const, draft: draft({}) };
    expect(carryOver(from(5), to).draft.values).toEqual({ duration: 5 });
    expect(carryOver(from(12), to).draft.values).toEqual({});
  });

  it('keeps the next form’s own music mode', () => {
    const { draft: next } = carryOver(
      {
        target: { action: 'generate' },
        draft: draft({ style: 'warm folk', weirdness: 0.4 }, { style: 1, weirdness: 1 }, 'custom'),
      },
      { target: { action: 'extend' }, draft: draft({}, {}, 'custom') },
    );
    expect(next).toMatchObject({ mode: 'custom', values: { style: 'warm folk', weirdness: 0.4 } });
  });
});
