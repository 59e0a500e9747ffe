// Conformance cases for the image models, limits typed from the spec.
import {
  IMAGE_URL,
  bad,
  byteLimitCases,
  charLimitCases,
  enumCases,
  integerRangeCases,
  ok,
  requiredCase,
  urlCountCases,
  urlPatternCases,
  urls,
  type ConformanceCase,
} from './caseKit';

function imageA(): ConformanceCase[] {
  const target = { model: 'image-a' };
  const base = { prompt: 'a red fox' };
  return [
    ok(target, 'image-a minimal', base),
    requiredCase(target, base, 'prompt'),
    bad(target, 'image-a empty prompt', { prompt: '' }, 'prompt'),
    ...byteLimitCases(target, base, 'prompt', 5000),
    ...urlCountCases(target, base, 'image_urls', 0, 10),
    ...urlPatternCases(target, base, 'image_urls', true),
    ...enumCases(
      target,
      base,
      'aspect_ratio',
      ['1:1', '2:3', '3:2', '3:4', '4:3', '4:5', '5:4', '9:16', '16:9', '21:9', 'auto'],
      false,
    ),
    ...enumCases(target, base, 'output_format', ['png', 'jpeg'], false),
    bad(target, 'image-a output_format jpg', { ...base, output_format: 'jpg' }, 'output_format'),
    ok(target, 'image-a unknown extra field passes through', { ...base, some_new_field: 1 }),
    bad(target, 'image-a image_urls not a list', { ...base, image_urls: IMAGE_URL }, 'image_urls'),
  ];
}

function imageALite(): ConformanceCase[] {
  const target = { model: 'image-a-2-lite' };
  const base = { prompt: 'a red fox' };
  return [
    ok(target, 'image-a-2-lite minimal', base),
    requiredCase(target, base, 'prompt'),
    bad(target, 'image-a-2-lite empty prompt', { prompt: '' }, 'prompt'),
    ...byteLimitCases(target, base, 'prompt', 20000),
    ...urlCountCases(target, base, 'image_urls', 0, 10),
    ...enumCases(
      target,
      base,
      'aspect_ratio',
      [
        '1:1',
        '1:4',
        '1:8',
        '2:3',
        '3:2',
        '3:4',
        '4:1',
        '4:3',
        '4:5',
        '5:4',
        '8:1',
        '9:16',
        '16:9',
        '21:9',
        'auto',
      ],
      false,
    ),
    bad(target, 'image-a-2-lite rejects resolution', { ...base, resolution: '1K' }, 'resolution'),
    bad(
      target,
      'image-a-2-lite rejects output_format',
      { ...base, output_format: 'png' },
      'output_format',
    ),
  ];
}

function imageB(model: string): ConformanceCase[] {
  const target = { model };
  const base = { prompt: 'a red fox' };
  return [
    ok(target, `${model} minimal`, base),
    requiredCase(target, base, 'prompt'),
    bad(target, `${model} empty prompt`, { prompt: '' }, 'prompt'),
    ...charLimitCases(target, base, 'prompt', 800),
    ...urlCountCases(target, base, 'image_urls', 1, 3),
    ...urlPatternCases(target, base, 'image_urls', true),
    ...enumCases(
      target,
      base,
      'aspect_ratio',
      ['1:1', '4:3', '3:4', '16:9', '9:16', '3:2', '2:3'],
      false,
    ),
    bad(
      target,
      `${model} aspect_ratio 21:9 not offered`,
      { ...base, aspect_ratio: '21:9' },
      'aspect_ratio',
    ),
    ...enumCases(target, base, 'resolution', ['1K', '2K'], true),
    ok(target, `${model} resolution 2k lower case`, { ...base, resolution: '2k' }),
    bad(target, `${model} resolution 4K not offered`, { ...base, resolution: '4K' }, 'resolution'),
    ok(target, `${model} unknown 500-char text field passes through`, {
      ...base,
      unnamed_text: 'x',
    }),
  ];
}

function imageC(): ConformanceCase[] {
  const target = { model: 'image-c-4' };
  const base = { prompt: 'a red fox' };
  return [
    ok(target, 'image-c-4 minimal', base),
    requiredCase(target, base, 'prompt'),
    bad(target, 'image-c-4 empty prompt', { prompt: '' }, 'prompt'),
    ok(target, 'image-c-4 long prompt (no max stated)', { prompt: 'a'.repeat(10000) }),
    ...urlCountCases(target, base, 'image_urls', 0, 14),
    ...urlPatternCases(target, base, 'image_urls', true),
    ...enumCases(
      target,
      base,
      'aspect_ratio',
      ['1:1', '4:3', '3:4', '16:9', '9:16', '3:2', '2:3', '21:9'],
      false,
    ),
    ...enumCases(target, base, 'resolution', ['1K', '2K', '4K'], false),
    ...integerRangeCases(target, base, 'batch_size', 1, 15),
    ok(target, 'image-c-4 14 images + default batch 1 = 15', { ...base, image_urls: urls(14) }),
    ok(target, 'image-c-4 5 images + batch 10 = 15', {
      ...base,
      image_urls: urls(5),
      batch_size: 10,
    }),
    bad(
      target,
      'image-c-4 5 images + batch 11 = 16',
      { ...base, image_urls: urls(5), batch_size: 11 },
      'batch_size',
    ),
    bad(
      target,
      'image-c-4 1 image + batch 15 = 16',
      { ...base, image_urls: urls(1), batch_size: 15 },
      'batch_size',
    ),
    ok(target, 'image-c-4 seed negative (bounds not shown)', { ...base, seed: -5 }),
    bad(target, 'image-c-4 seed fractional', { ...base, seed: 1.5 }, 'seed'),
    ok(target, 'image-c-4 watermark true', { ...base, watermark: true }),
    bad(target, 'image-c-4 watermark as string', { ...base, watermark: 'true' }, 'watermark'),
    ok(target, 'image-c-4 deprecated size passes through', { ...base, size: '1024x1024' }),
  ];
}

export const IMAGE_CASES: ConformanceCase[] = [
  ...imageA(),
  ...imageALite(),
  ...imageB('image-b-2.0'),
  ...imageB('image-b-2.0-pro'),
  ...imageC(),
];
