// Conformance cases for the music actions: strict fields, required fields, accepted
// fields, per-field limits and cross-field rules, generated from the test-side
// transcription in musicSamples.ts plus hand-written boundary cases.
import { STEM_TYPES } from '../music/fields';
import {
  AUDIO_URL,
  PLACEHOLDER,
  bad,
  charLimitCases,
  enumCases,
  integerRangeCases,
  ok,
  urlCountCases,
  urlPatternCases,
  type ConformanceCase,
} from './caseKit';
import { ACCEPTED, BASE, REQUIRED, SAMPLE_VALUES } from './musicSamples';

const MODE_ACTIONS = [
  'generate',
  'upload-cover',
  'extend',
  'cover',
  'add-vocals',
  'add-instrumental',
  'add-stem',
  'mashup',
  'sample',
];

function generatedCases(): ConformanceCase[] {
  const cases: ConformanceCase[] = [];
  for (const [action, accepted] of Object.entries(ACCEPTED)) {
    const target = { action };
    const base = BASE[action] ?? {};
    cases.push(ok(target, `${action} minimal`, base));
    cases.push(
      bad(target, `${action} rejects an unknown field`, { ...base, not_a_field: 1 }, 'not_a_field'),
    );
    cases.push(bad(target, `${action} body null`, null, ''));
    cases.push(bad(target, `${action} body is a list`, [base], ''));
    for (const field of Object.keys(SAMPLE_VALUES)) {
      if (!accepted.includes(field)) {
        cases.push(
          bad(
            target,
            `${action} does not accept ${field}`,
            { ...base, [field]: SAMPLE_VALUES[field] },
            field,
          ),
        );
      } else if (!(field in base)) {
        const body = { ...base, [field]: SAMPLE_VALUES[field] };
        if (field === 'gpt_description' && MODE_ACTIONS.includes(action)) {
          cases.push(
            bad(target, `${action} custom mode rejects gpt_description`, body, 'gpt_description'),
          );
        } else {
          cases.push(ok(target, `${action} accepts ${field}`, body));
        }
      }
    }
    for (const field of REQUIRED[action] ?? []) {
      const body: Record<string, unknown> = { ...base };
      delete body[field];
      cases.push(bad(target, `${action} missing required ${field}`, body, field));
    }
  }
  cases.push(bad({ action: 'not-an-action' }, 'unknown action', {}, 'action'));
  cases.push(
    bad({ action: 'Generate' }, 'action names are exact (Generate)', { prompt: 'x' }, 'action'),
  );
  return cases;
}

function limitCases(): ConformanceCase[] {
  const generateCustom = BASE['generate'] ?? {};
  const g = { action: 'generate' };
  const longUrl = (length: number): string =>
    `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;
  return [
    ...charLimitCases(g, generateCustom, 'prompt', 5000),
    ...charLimitCases(g, {}, 'prompt', 3000), // inspiration description
    ...charLimitCases({ action: 'lyrics' }, {}, 'prompt', 3000),
    ...charLimitCases({ action: 'sounds' }, {}, 'prompt', 3000),
    ...charLimitCases({ action: 'inspo' }, BASE['inspo'] ?? {}, 'prompt', 5000),
    ...charLimitCases({ action: 'cover' }, { task_id: PLACEHOLDER.track }, 'gpt_description', 3000),
    ...charLimitCases({ action: 'replace-section' }, BASE['replace-section'] ?? {}, 'prompt', 5000),
    ...charLimitCases(
      { action: 'replace-section' },
      BASE['replace-section'] ?? {},
      'infill_lyrics',
      5000,
    ),
    ...charLimitCases(g, generateCustom, 'title', 80),
    ...charLimitCases(g, generateCustom, 'style', 1000),
    ...charLimitCases(g, generateCustom, 'negative_tags', 1000),
    ...charLimitCases({ action: 'create-model' }, BASE['create-model'] ?? {}, 'name', 80),
    ...charLimitCases({ action: 'persona' }, BASE['persona'] ?? {}, 'name', 80),
    ...charLimitCases({ action: 'persona' }, BASE['persona'] ?? {}, 'description', 1000),
    ok({ action: 'upload' }, 'upload audio_url of 2048 characters', { audio_url: longUrl(2048) }),
    bad(
      { action: 'upload' },
      'upload audio_url of 2049 characters',
      { audio_url: longUrl(2049) },
      'audio_url',
    ),
    bad(
      { action: 'inspo' },
      'inspo audio_urls item of 2049 characters',
      { audio_urls: [longUrl(2049)] },
      'audio_urls',
    ),
    ...urlPatternCases({ action: 'upload' }, {}, 'audio_url', false),
    ...urlPatternCases({ action: 'inspo' }, {}, 'audio_urls', true),
    ...urlCountCases({ action: 'inspo' }, {}, 'audio_urls', 1, 4, AUDIO_URL),
    ...urlCountCases({ action: 'create-model' }, { name: 'M' }, 'audio_urls', 6, 24, AUDIO_URL),
    ...integerRangeCases(g, generateCustom, 'duration', 10, 360),
    ...integerRangeCases({ action: 'stems' }, BASE['stems'] ?? {}, 'audio_index', 1, 20),
    ...integerRangeCases({ action: 'sounds' }, BASE['sounds'] ?? {}, 'bpm', 1, 300),
  ];
}

function numberCases(): ConformanceCase[] {
  const g = { action: 'generate' };
  const base = BASE['generate'] ?? {};
  const cases: ConformanceCase[] = [];
  for (const weight of ['style_weight', 'weirdness', 'audio_weight']) {
    cases.push(ok(g, `generate ${weight} 0 valid`, { ...base, [weight]: 0 }));
    cases.push(ok(g, `generate ${weight} 1 valid`, { ...base, [weight]: 1 }));
    cases.push(bad(g, `generate ${weight} -0.01`, { ...base, [weight]: -0.01 }, weight));
    cases.push(bad(g, `generate ${weight} 1.01`, { ...base, [weight]: 1.01 }, weight));
    cases.push(bad(g, `generate ${weight} as string`, { ...base, [weight]: '0.5' }, weight));
  }
  const extend = { action: 'extend' };
  const track = { task_id: PLACEHOLDER.track };
  cases.push(ok(extend, 'extend continue_at 1', { ...track, continue_at: 1 }));
  cases.push(ok(extend, 'extend continue_at 12.5', { ...track, continue_at: 12.5 }));
  cases.push(
    bad(extend, 'extend continue_at 0.99', { ...track, continue_at: 0.99 }, 'continue_at'),
  );
  cases.push(
    bad(
      { action: 'upload-extend' },
      'upload-extend continue_at 0',
      { audio_url: AUDIO_URL, continue_at: 0 },
      'continue_at',
    ),
  );
  for (const action of ['crop', 'remove-section', 'replace-section']) {
    const t = { action };
    cases.push(ok(t, `${action} start_s 0`, { ...track, start_s: 0, end_s: 1 }));
    cases.push(ok(t, `${action} fractional range`, { ...track, start_s: 0.5, end_s: 1.5 }));
    cases.push(bad(t, `${action} start_s -0.1`, { ...track, start_s: -0.1, end_s: 1 }, 'start_s'));
    cases.push(bad(t, `${action} end_s 0`, { ...track, start_s: 0, end_s: 0 }, 'end_s'));
    cases.push(
      bad(t, `${action} start_s equals end_s`, { ...track, start_s: 2, end_s: 2 }, 'end_s'),
    );
    cases.push(
      bad(t, `${action} start_s after end_s`, { ...track, start_s: 3, end_s: 2 }, 'end_s'),
    );
  }
  cases.push(
    bad(
      { action: 'sample' },
      'sample start after end',
      { task_id: PLACEHOLDER.upload, prompt: 'x', start_s: 5, end_s: 1 },
      'end_s',
    ),
  );
  cases.push(
    ok({ action: 'persona' }, 'persona with a vocal clip range', {
      ...track,
      name: 'P',
      start_s: 0,
      end_s: 10,
    }),
  );
  cases.push(
    bad(
      { action: 'persona' },
      'persona clip range reversed',
      { ...track, name: 'P', start_s: 10, end_s: 1 },
      'end_s',
    ),
  );
  for (const action of ['fade-in', 'fade-out']) {
    cases.push(ok({ action }, `${action} fade_duration 0.01`, { ...track, fade_duration: 0.01 }));
    cases.push(
      bad({ action }, `${action} fade_duration 0`, { ...track, fade_duration: 0 }, 'fade_duration'),
    );
    cases.push(
      bad(
        { action },
        `${action} fade_duration -1`,
        { ...track, fade_duration: -1 },
        'fade_duration',
      ),
    );
  }
  const speed = { action: 'adjust-speed' };
  cases.push(ok(speed, 'adjust-speed 0.25', { ...track, speed: 0.25 }));
  cases.push(ok(speed, 'adjust-speed 4', { ...track, speed: 4 }));
  cases.push(bad(speed, 'adjust-speed 0.24', { ...track, speed: 0.24 }, 'speed'));
  cases.push(bad(speed, 'adjust-speed 4.01', { ...track, speed: 4.01 }, 'speed'));
  cases.push(
    bad(
      speed,
      'adjust-speed keep_pitch as string',
      { ...track, speed: 1, keep_pitch: 'yes' },
      'keep_pitch',
    ),
  );
  return cases;
}

function enumAndListCases(): ConformanceCase[] {
  const g = { action: 'generate' };
  const base = BASE['generate'] ?? {};
  const track = { task_id: PLACEHOLDER.track };
  const mashup = { task_ids: [PLACEHOLDER.track, PLACEHOLDER.track2], prompt: 'x' };
  const m = { action: 'mashup' };
  return [
    ...enumCases(g, base, 'version', ['v6', 'v6-wild', 'v6-mini'], true),
    ok(g, 'generate version V6-WILD', { ...base, version: 'V6-WILD' }),
    ...enumCases(g, base, 'vocal_gender', ['Male', 'Female', 'm', 'f'], true),
    ok(g, 'generate vocal_gender MALE', { ...base, vocal_gender: 'MALE' }),
    ok(g, 'generate vocal_gender F', { ...base, vocal_gender: 'F' }),
    ...enumCases(g, base, 'variety', ['off', 'normal', 'high', 'extra', 'max'], false),
    ...enumCases(g, base, 'audio_format', ['mp3', 'm4a', 'wav'], false),
    ...enumCases({ action: 'stems' }, track, 'stem_type', STEM_TYPES, true),
    ok({ action: 'stems' }, 'stems stem_type Lead_Vocal', { ...track, stem_type: 'Lead_Vocal' }),
    ...enumCases(
      { action: 'sounds' },
      { prompt: 'x' },
      'key',
      [
        'C',
        'Cm',
        'C#',
        'C#m',
        'D',
        'Dm',
        'D#',
        'D#m',
        'E',
        'Em',
        'F',
        'Fm',
        'F#',
        'F#m',
        'G',
        'Gm',
        'G#',
        'G#m',
        'A',
        'Am',
        'A#',
        'A#m',
        'B',
        'Bm',
      ],
      false,
    ),
    bad({ action: 'sounds' }, 'sounds key Db (flat notation)', { prompt: 'x', key: 'Db' }, 'key'),
    bad({ action: 'sounds' }, 'sounds key cm (lower case)', { prompt: 'x', key: 'cm' }, 'key'),
    ...enumCases({ action: 'sounds' }, { prompt: 'x' }, 'sound_type', ['one-shot', 'loop'], false),
    ...enumCases({ action: 'lyrics' }, { prompt: 'x' }, 'lyrics_model', ['classic', 'remi'], false),
    ...enumCases(
      { action: 'remaster' },
      track,
      'variation_category',
      ['subtle', 'normal', 'high'],
      false,
    ),
    ok({ action: 'download' }, 'download all formats', {
      ...track,
      formats: ['mp3', 'm4a', 'wav'],
    }),
    ok({ action: 'download' }, 'download duplicate formats ignored', {
      ...track,
      formats: ['mp3', 'mp3'],
    }),
    bad({ action: 'download' }, 'download no formats', { ...track, formats: [] }, 'formats'),
    bad({ action: 'download' }, 'download flac', { ...track, formats: ['flac'] }, 'formats'),
    bad(
      { action: 'download' },
      'download formats as a string',
      { ...track, formats: 'mp3' },
      'formats',
    ),
    bad({ action: 'stems' }, 'stems task_id not a UUID', { task_id: 'abc' }, 'task_id'),
    bad(m, 'mashup one task id', { ...mashup, task_ids: [PLACEHOLDER.track] }, 'task_ids'),
    bad(
      m,
      'mashup three task ids',
      { ...mashup, task_ids: [PLACEHOLDER.track, PLACEHOLDER.track2, PLACEHOLDER.upload] },
      'task_ids',
    ),
    bad(
      m,
      'mashup task id not a UUID',
      { ...mashup, task_ids: [PLACEHOLDER.track, 'nope'] },
      'task_ids',
    ),
    ok(m, 'mashup audio_indexes [1, 20]', { ...mashup, audio_indexes: [1, 20] }),
    bad(m, 'mashup audio_indexes [0, 1]', { ...mashup, audio_indexes: [0, 1] }, 'audio_indexes'),
    bad(m, 'mashup audio_indexes [1, 21]', { ...mashup, audio_indexes: [1, 21] }, 'audio_indexes'),
    bad(m, 'mashup audio_indexes one entry', { ...mashup, audio_indexes: [1] }, 'audio_indexes'),
    bad(
      m,
      'mashup audio_indexes fractional',
      { ...mashup, audio_indexes: [1, 1.5] },
      'audio_indexes',
    ),
    bad(
      m,
      'mashup task_id instead of task_ids',
      { task_id: PLACEHOLDER.track, prompt: 'x' },
      'task_id',
    ),
  ];
}

function crossFieldCases(): ConformanceCase[] {
  const g = { action: 'generate' };
  const custom = { custom: true, prompt: 'x' };
  return [
    bad(
      g,
      'instrumental with vocal_gender',
      { ...custom, instrumental: true, vocal_gender: 'm' },
      'vocal_gender',
    ),
    ok(g, 'instrumental false with vocal_gender', {
      ...custom,
      instrumental: false,
      vocal_gender: 'm',
    }),
    bad(
      { action: 'mashup' },
      'mashup instrumental with vocal_gender',
      {
        task_ids: [PLACEHOLDER.track, PLACEHOLDER.track2],
        instrumental: true,
        vocal_gender: 'Female',
      },
      'vocal_gender',
    ),
    bad(
      g,
      'custom_model_task_id with version',
      { ...custom, custom_model_task_id: PLACEHOLDER.model, version: 'v6' },
      'version',
    ),
    bad(
      g,
      'custom_model_task_id with persona_task_id',
      { ...custom, custom_model_task_id: PLACEHOLDER.model, persona_task_id: PLACEHOLDER.persona },
      'persona_task_id',
    ),
    ok(g, 'version with persona_task_id', {
      ...custom,
      version: 'v6-mini',
      persona_task_id: PLACEHOLDER.persona,
    }),
    bad(
      { action: 'cover' },
      'cover custom model with version',
      {
        task_id: PLACEHOLDER.track,
        prompt: 'x',
        custom_model_task_id: PLACEHOLDER.model,
        version: 'v6',
      },
      'version',
    ),
  ];
}

export const MUSIC_CASES: ConformanceCase[] = [
  ...generatedCases(),
  ...limitCases(),
  ...numberCases(),
  ...enumAndListCases(),
  ...crossFieldCases(),
];
