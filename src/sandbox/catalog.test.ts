import { describe, expect, it } from 'vitest';
import {
  catalogSchema,
  estimateCost,
  MODEL_KEYS,
  MUSIC_ACTIONS,
  type Catalog,
  type CostEstimate,
} from '../shared/service';
import { sandboxCatalog } from './catalog';

const catalog = sandboxCatalog();
const credits = (estimate: CostEstimate): number | string =>
  estimate.kind === 'known' ? estimate.credits : `unknown: ${estimate.reason}`;
const tierCredits = (
  model: string,
  match: (params: Record<string, unknown>) => boolean,
): number => {
  const tier = catalog.models
    .find((entry) => entry.model_key === model)
    ?.tiers.find((entry) => match(entry.params ?? {}));
  if (!tier) throw new Error(`no tier in ${model}`);
  return tier.credits;
};

describe('sandboxCatalog', () => {
  it('parses with the lenient catalog schema and covers every model and music action', () => {
    expect(catalogSchema.safeParse(catalog).success).toBe(true);
    expect(catalog.count).toBe(catalog.models.length);
    expect(catalog.models.map((model) => model.model_key).sort()).toEqual([...MODEL_KEYS].sort());
    const tune = catalog.models.find((model) => model.model_key === 'tune');
    expect(tune?.tiers.map((tier) => tier.params?.['action']).sort()).toEqual(
      [...MUSIC_ACTIONS].sort(),
    );
  });

  it('gives every music action a known price', () => {
    for (const action of MUSIC_ACTIONS)
      expect(estimateCost(catalog, { action }, {}).kind).toBe('known');
  });
});

describe('estimateCost on the sandbox catalog', () => {
  it('image-a is a fixed 24 per generation, whatever the inputs', () => {
    expect(
      credits(
        estimateCost(
          catalog,
          { model: 'image-a' },
          { prompt: 'x', image_urls: ['https://a', 'https://b'] },
        ),
      ),
    ).toBe(24);
  });

  it('image-c-4 is 30 per requested output image, batch_size default 1', () => {
    expect(credits(estimateCost(catalog, { model: 'image-c-4' }, { prompt: 'x' }))).toBe(30);
    expect(
      credits(
        estimateCost(
          catalog,
          { model: 'image-c-4' },
          { prompt: 'x', batch_size: 4, resolution: '4K', image_urls: ['https://a'] },
        ),
      ),
    ).toBe(120);
  });

  it('image-b resolution does not change the price', () => {
    const at1k = estimateCost(catalog, { model: 'image-b-2.0' }, { prompt: 'x', resolution: '1K' });
    const at2k = estimateCost(catalog, { model: 'image-b-2.0' }, { prompt: 'x', resolution: '2k' });
    expect(credits(at1k)).toBe(credits(at2k));
    expect(at1k.kind).toBe('known');
  });

  it('video-a-v3 bills per second by resolution and audio, defaults 720p and 5 s', () => {
    const silent720 = tierCredits(
      'video-a-v3',
      (p) => p['resolution'] === '720p' && p['audio'] === false,
    );
    const audio1080 = tierCredits(
      'video-a-v3',
      (p) => p['resolution'] === '1080p' && p['audio'] === true,
    );
    expect(credits(estimateCost(catalog, { model: 'video-a-v3' }, { generate_audio: false }))).toBe(
      5 * silent720,
    );
    expect(
      credits(
        estimateCost(
          catalog,
          { model: 'video-a-v3' },
          { resolution: '1080p', duration: 12, generate_audio: true },
        ),
      ),
    ).toBe(12 * audio1080);
    expect(audio1080).toBeGreaterThan(silent720);
  });

  it('video-a-v3 states the audio assumption when generate_audio is not sent', () => {
    const estimate = estimateCost(catalog, { model: 'video-a-v3' }, { duration: 3 });
    expect(estimate.kind === 'known' && estimate.breakdown.join(' ')).toMatch(
      /generate_audio not sent/,
    );
  });

  it('video-a-v3-omni is unknown without resolution or duration, or with undocumented fields', () => {
    expect(estimateCost(catalog, { model: 'video-a-v3-omni' }, { duration: 5 })).toMatchObject({
      kind: 'unknown',
      reason: expect.stringMatching(/resolution/),
    });
    expect(
      estimateCost(catalog, { model: 'video-a-v3-omni' }, { resolution: '720p' }),
    ).toMatchObject({ kind: 'unknown', reason: expect.stringMatching(/duration/) });
    expect(
      estimateCost(
        catalog,
        { model: 'video-a-v3-omni' },
        { resolution: '720p', duration: 5, sound: true },
      ),
    ).toMatchObject({ kind: 'unknown', reason: expect.stringMatching(/sound/) });
    const rate = tierCredits(
      'video-a-v3-omni',
      (p) => p['resolution'] === '1080p' && p['audio'] === false,
    );
    expect(
      credits(
        estimateCost(
          catalog,
          { model: 'video-a-v3-omni' },
          { prompt: 'x', type: 'text-to-video', resolution: '1080p', duration: 7 },
        ),
      ),
    ).toBe(7 * rate);
  });

  it('video-b bills per second, defaults 720p and 5 s', () => {
    const rate = tierCredits('video-b-2.6-flash', (p) => p['resolution'] === '720p');
    expect(
      credits(estimateCost(catalog, { model: 'video-b-2.6-flash' }, { image_urls: ['https://a'] })),
    ).toBe(5 * rate);
  });

  it('video-c is per video by variant and resolution; 4, 6 and 8 s cost the same', () => {
    const body = { model: 'video-c_lite', resolution: '4k' };
    const prices = [4, 6, 8].map((duration) =>
      credits(estimateCost(catalog, { model: 'video-c' }, { ...body, duration })),
    );
    expect(new Set(prices).size).toBe(1);
    expect(prices[0]).toBe(
      tierCredits('video-c', (p) => p['variant'] === 'video-c_lite' && p['resolution'] === '4k'),
    );
    expect(
      credits(
        estimateCost(catalog, { model: 'video-c' }, { model: 'video-c_fast', resolution: '4k' }),
      ),
    ).not.toBe(prices[0]);
    expect(estimateCost(catalog, { model: 'video-c' }, { resolution: '720p' }).kind).toBe(
      'unknown',
    );
    expect(estimateCost(catalog, { model: 'video-c' }, { model: 'video-c_fast' }).kind).toBe(
      'unknown',
    );
  });

  it('video-d omitted resolution bills 480p; duration must be set', () => {
    const rate480 = tierCredits('video-d-pro-fast', (p) => p['resolution'] === '480p');
    expect(credits(estimateCost(catalog, { model: 'video-d-pro-fast' }, { duration: 10 }))).toBe(
      10 * rate480,
    );
    expect(estimateCost(catalog, { model: 'video-d-pro-fast' }, {})).toMatchObject({
      kind: 'unknown',
    });
  });

  it('music is per action, max_mode doubles, tune = generate', () => {
    const generate = tierCredits('tune', (p) => p['action'] === 'generate');
    expect(credits(estimateCost(catalog, { action: 'generate' }, { prompt: 'x' }))).toBe(generate);
    expect(
      credits(
        estimateCost(
          catalog,
          { action: 'generate' },
          { custom: true, prompt: 'x', max_mode: true },
        ),
      ),
    ).toBe(2 * generate);
    expect(credits(estimateCost(catalog, { model: 'tune' }, { prompt: 'x', max_mode: true }))).toBe(
      2 * generate,
    );
    expect(credits(estimateCost(catalog, { action: 'stems' }, { task_id: 'x' }))).toBe(
      tierCredits('tune', (p) => p['action'] === 'stems'),
    );
  });

  it('is unknown, with the reason, when the catalog lacks the model or tier', () => {
    const withoutVideo: Catalog = {
      ...catalog,
      models: catalog.models.filter((model) => model.model_key !== 'video-a-v3'),
    };
    expect(estimateCost(withoutVideo, { model: 'video-a-v3' }, {})).toMatchObject({
      kind: 'unknown',
      reason: expect.stringMatching(/no model 'video-a-v3'/),
    });
    const noConvention: Catalog = {
      credit_to_usd: 0.01,
      models: [{ model_key: 'image-a', tiers: [{ label: 'x', credits: 10, params: {} }] }],
    };
    expect(estimateCost(noConvention, { model: 'image-a' }, {}).kind).toBe('unknown');
    expect(
      estimateCost(catalog, { model: 'video-a-v3' }, { resolution: '4k', generate_audio: false })
        .kind,
    ).toBe('unknown');
    expect(estimateCost(catalog, { action: 'bogus' as never }, {}).kind).toBe('unknown');
  });
});
