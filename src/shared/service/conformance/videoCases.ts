// Conformance cases for the video models, limits typed from the spec.
import {
  bad,
  charLimitCases,
  enumCases,
  integerChoiceCases,
  integerRangeCases,
  ok,
  requiredCase,
  urlPatternCases,
  urls,
  type ConformanceCase,
} from './caseKit';

const T2V = 'text-to-video';
const I2V = 'image-to-video';
const R2V = 'reference-to-video';

/** Image counts per type: [min, max] or null = must omit. */
function typeCountCases(
  model: string,
  base: Record<string, unknown>,
  counts: Record<string, [number, number] | null>,
  extra: Record<string, Record<string, unknown>> = {},
): ConformanceCase[] {
  const target = { model };
  const cases: ConformanceCase[] = [];
  for (const [type, bounds] of Object.entries(counts)) {
    const body = { ...base, type, ...extra[type] };
    if (bounds === null) {
      cases.push(ok(target, `${model} ${type} without image_urls`, body));
      cases.push(
        bad(
          target,
          `${model} ${type} with image_urls`,
          { ...body, image_urls: urls(1) },
          'image_urls',
        ),
      );
      continue;
    }
    const [min, max] = bounds;
    cases.push(
      ok(target, `${model} ${type} ${min} image(s) (min)`, { ...body, image_urls: urls(min) }),
    );
    if (max !== min)
      cases.push(
        ok(target, `${model} ${type} ${max} images (max)`, { ...body, image_urls: urls(max) }),
      );
    cases.push(
      bad(
        target,
        `${model} ${type} ${max + 1} images`,
        { ...body, image_urls: urls(max + 1) },
        'image_urls',
      ),
    );
    cases.push(bad(target, `${model} ${type} no image_urls`, body, 'image_urls'));
    cases.push(
      bad(target, `${model} ${type} empty image_urls`, { ...body, image_urls: [] }, 'image_urls'),
    );
  }
  return cases;
}

function videoA(): ConformanceCase[] {
  const target = { model: 'video-a-v3' };
  const base = { prompt: 'waves', type: T2V };
  return [
    ok(target, 'video-a-v3 minimal', base),
    requiredCase(target, base, 'prompt'),
    requiredCase(target, base, 'type'),
    bad(target, 'video-a-v3 empty prompt', { ...base, prompt: '' }, 'prompt'),
    ...charLimitCases(target, base, 'prompt', 2500),
    bad(
      target,
      'video-a-v3 type reference-to-video not offered',
      { ...base, type: R2V, image_urls: urls(1) },
      'type',
    ),
    ...typeCountCases('video-a-v3', { prompt: 'waves' }, { [T2V]: null, [I2V]: [1, 2] }),
    ...enumCases(target, base, 'resolution', ['720p', '1080p'], false),
    bad(
      target,
      'video-a-v3 resolution 4k not offered',
      { ...base, resolution: '4k' },
      'resolution',
    ),
    ...integerRangeCases(target, base, 'duration', 3, 15),
    ...enumCases(target, base, 'aspect_ratio', ['16:9', '9:16', '1:1'], false),
    ok(target, 'video-a-v3 generate_audio true', { ...base, generate_audio: true }),
    bad(
      target,
      'video-a-v3 generate_audio as number',
      { ...base, generate_audio: 1 },
      'generate_audio',
    ),
    ...urlPatternCases(target, { prompt: 'waves', type: I2V }, 'image_urls', true),
  ];
}

function videoOmni(): ConformanceCase[] {
  const model = 'video-a-v3-omni';
  const target = { model };
  const base = { prompt: 'waves', type: T2V };
  return [
    ok(target, `${model} minimal`, base),
    requiredCase(target, base, 'type'),
    ...charLimitCases(target, base, 'prompt', 2500),
    ...typeCountCases(model, { prompt: 'waves' }, { [T2V]: null, [I2V]: [1, 2], [R2V]: [1, 7] }),
    ok(target, `${model} reference cites <<<image_2>>> of 2`, {
      prompt: 'mix <<<image_1>>> and <<<image_2>>>',
      type: R2V,
      image_urls: urls(2),
    }),
    bad(
      target,
      `${model} reference cites <<<image_3>>> of 2`,
      { prompt: 'mix <<<image_3>>>', type: R2V, image_urls: urls(2) },
      'prompt',
    ),
    ...enumCases(target, base, 'resolution', ['720p', '1080p'], false),
    ...integerRangeCases(target, base, 'duration', 3, 15),
    ...enumCases(target, base, 'aspect_ratio', ['16:9', '9:16', '1:1'], false),
    ok(target, `${model} unknown audio switch passes through`, {
      ...base,
      undocumented_audio: true,
    }),
  ];
}

function videoB(): ConformanceCase[] {
  const model = 'video-b-2.6-flash';
  const target = { model };
  const base = { image_urls: urls(1) };
  return [
    ok(target, `${model} minimal (image only)`, base),
    requiredCase(target, base, 'image_urls'),
    bad(target, `${model} two images`, { image_urls: urls(2) }, 'image_urls'),
    bad(target, `${model} zero images`, { image_urls: [] }, 'image_urls'),
    ok(target, `${model} type image-to-video`, { ...base, type: I2V }),
    bad(target, `${model} type text-to-video`, { ...base, type: T2V }, 'type'),
    ...charLimitCases(target, base, 'prompt', 1500),
    ok(target, `${model} empty prompt (optional)`, { ...base, prompt: '' }),
    ...enumCases(target, base, 'resolution', ['720p', '1080p'], false),
    ...integerRangeCases(target, base, 'duration', 2, 15),
    ok(target, `${model} prompt_extend false`, { ...base, prompt_extend: false }),
    bad(target, `${model} prompt_extend string`, { ...base, prompt_extend: 'no' }, 'prompt_extend'),
    bad(target, `${model} rejects audio`, { ...base, audio: true }, 'audio'),
    bad(
      target,
      `${model} rejects audio_url`,
      { ...base, audio_url: 'https://example.com/a.mp3' },
      'audio_url',
    ),
    ...urlPatternCases(target, base, 'image_urls', true),
  ];
}

function videoC(): ConformanceCase[] {
  const model = 'video-c';
  const target = { model };
  const base = { prompt: 'waves', type: T2V };
  return [
    ok(target, `${model} minimal`, base),
    requiredCase(target, base, 'prompt'),
    requiredCase(target, base, 'type'),
    bad(target, `${model} empty prompt`, { ...base, prompt: '' }, 'prompt'),
    ...typeCountCases(
      model,
      { prompt: 'waves' },
      { [T2V]: null, [I2V]: [1, 2], [R2V]: [1, 3] },
      { [R2V]: { duration: 8 } },
    ),
    bad(
      target,
      `${model} reference with duration 6`,
      { prompt: 'x', type: R2V, image_urls: urls(1), duration: 6 },
      'duration',
    ),
    bad(
      target,
      `${model} reference without duration`,
      { prompt: 'x', type: R2V, image_urls: urls(1) },
      'duration',
    ),
    ...integerChoiceCases(target, base, 'duration', [4, 6, 8]),
    ...enumCases(target, base, 'resolution', ['720p', '1080p', '4k'], false),
    bad(target, `${model} resolution 4K upper case`, { ...base, resolution: '4K' }, 'resolution'),
    ...enumCases(target, base, 'aspect_ratio', ['16:9', '9:16', 'Auto', 'auto'], false),
    bad(target, `${model} aspect_ratio AUTO`, { ...base, aspect_ratio: 'AUTO' }, 'aspect_ratio'),
    ...enumCases(target, base, 'model', ['video-c_fast', 'video-c_lite'], false),
  ];
}

function videoD(): ConformanceCase[] {
  const model = 'video-d-pro-fast';
  const target = { model };
  const base = { prompt: 'waves', type: T2V };
  return [
    ok(target, `${model} minimal (480p by omission)`, base),
    requiredCase(target, base, 'type'),
    ...typeCountCases(model, { prompt: 'waves' }, { [T2V]: null, [I2V]: [1, 1] }),
    bad(target, `${model} type reference-to-video`, { ...base, type: R2V }, 'type'),
    ...integerChoiceCases(target, base, 'duration', [5, 10]),
    ok(target, `${model} resolution 720p`, { ...base, resolution: '720p' }),
    ok(target, `${model} resolution 1080p`, { ...base, resolution: '1080p' }),
    bad(target, `${model} explicit 480p rejected`, { ...base, resolution: '480p' }, 'resolution'),
    bad(target, `${model} resolution 4k`, { ...base, resolution: '4k' }, 'resolution'),
    ...enumCases(
      target,
      base,
      'aspect_ratio',
      ['16:9', '4:3', '1:1', '3:4', '9:16', '21:9', 'adaptive'],
      false,
    ),
    ok(target, `${model} unnamed integer field passes through`, {
      ...base,
      unnamed_integer: 4294967295,
    }),
  ];
}

export const VIDEO_CASES: ConformanceCase[] = [
  ...videoA(),
  ...videoOmni(),
  ...videoB(),
  ...videoC(),
  ...videoD(),
];
