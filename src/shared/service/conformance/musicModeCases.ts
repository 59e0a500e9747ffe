// Conformance cases for the "Custom and inspiration mode" table: every way a mode is
// chosen or inferred and the fields each mode requires or rejects.
import { AUDIO_URL, PLACEHOLDER, bad, ok, type ConformanceCase } from './caseKit';

const INSPIRATION_REJECTS_OTHERS = [
  'prompt',
  'title',
  'style',
  'negative_tags',
  'auto_lyrics',
  'persona_task_id',
  'duration',
  'max_mode',
  'style_weight',
  'audio_weight',
];
const GENERATE_INSPIRATION_REJECTS = [
  'title',
  'style',
  'negative_tags',
  'auto_lyrics',
  'persona_task_id',
  'duration',
  'max_mode',
];
const SAMPLE: Record<string, unknown> = {
  prompt: 'words',
  title: 'T',
  style: 'pop',
  negative_tags: 'metal',
  auto_lyrics: true,
  persona_task_id: PLACEHOLDER.persona,
  duration: 60,
  max_mode: true,
  style_weight: 0.3,
  audio_weight: 0.3,
  weirdness: 0.3,
  vocal_gender: 'm',
  version: 'v6',
};

function generateModes(): ConformanceCase[] {
  const g = { action: 'generate' };
  const cases = [
    ok(g, 'generate inspiration by default with a description', { prompt: 'a sunny song' }),
    bad(g, 'generate inspiration needs prompt', {}, 'prompt'),
    bad(g, 'generate custom false needs prompt', { custom: false }, 'prompt'),
    bad(g, 'generate custom needs prompt', { custom: true }, 'prompt'),
    bad(
      g,
      'generate custom instrumental needs prompt or style',
      { custom: true, instrumental: true },
      'prompt',
    ),
    ok(g, 'generate custom instrumental with style', {
      custom: true,
      instrumental: true,
      style: 'ambient',
    }),
    ok(g, 'generate custom instrumental with prompt', {
      custom: true,
      instrumental: true,
      prompt: 'x',
    }),
    ok(g, 'generate custom with lyrics and style', {
      custom: true,
      prompt: 'verse',
      style: 'pop',
      title: 'T',
    }),
    ok(g, 'generate custom max_mode', { custom: true, prompt: 'verse', max_mode: true }),
    bad(g, 'generate custom as string', { custom: 'true', prompt: 'x' }, 'custom'),
  ];
  for (const field of GENERATE_INSPIRATION_REJECTS) {
    cases.push(
      bad(
        g,
        `generate inspiration rejects ${field}`,
        { prompt: 'a song', [field]: SAMPLE[field] },
        field,
      ),
    );
  }
  for (const field of ['style_weight', 'audio_weight', 'weirdness', 'vocal_gender', 'version']) {
    cases.push(
      ok(g, `generate inspiration accepts ${field}`, { prompt: 'a song', [field]: SAMPLE[field] }),
    );
  }
  cases.push(ok({ model: 'tune' }, 'legacy tune = generate, inspiration', { prompt: 'a song' }));
  cases.push(
    bad(
      { model: 'tune' },
      'legacy tune is strict like generate',
      { prompt: 'a song', foo: 1 },
      'foo',
    ),
  );
  cases.push(
    bad(
      { model: 'tune' },
      'legacy tune inspiration rejects title',
      { prompt: 'a song', title: 'T' },
      'title',
    ),
  );
  return cases;
}

function uploadCoverModes(): ConformanceCase[] {
  const t = { action: 'upload-cover' };
  const base = { audio_url: AUDIO_URL };
  const cases = [
    bad(t, 'upload-cover custom is required', { ...base, prompt: 'x' }, 'custom'),
    ok(t, 'upload-cover inspiration with description', {
      ...base,
      custom: false,
      gpt_description: 'jazzy',
    }),
    bad(
      t,
      'upload-cover inspiration needs gpt_description',
      { ...base, custom: false },
      'gpt_description',
    ),
    bad(t, 'upload-cover custom needs prompt', { ...base, custom: true }, 'prompt'),
    ok(t, 'upload-cover custom instrumental without prompt', {
      ...base,
      custom: true,
      instrumental: true,
    }),
    bad(
      t,
      'upload-cover custom rejects gpt_description',
      { ...base, custom: true, prompt: 'x', gpt_description: 'y' },
      'gpt_description',
    ),
  ];
  for (const field of INSPIRATION_REJECTS_OTHERS) {
    cases.push(
      bad(
        t,
        `upload-cover inspiration rejects ${field}`,
        { ...base, custom: false, gpt_description: 'd', [field]: SAMPLE[field] },
        field,
      ),
    );
  }
  cases.push(
    ok(t, 'upload-cover inspiration accepts weirdness', {
      ...base,
      custom: false,
      gpt_description: 'd',
      weirdness: 0,
    }),
  );
  return cases;
}

function extendModes(): ConformanceCase[] {
  const t = { action: 'extend' };
  const base = { task_id: PLACEHOLDER.track, continue_at: 30 };
  const cases = [
    ok(t, 'extend custom by default', base),
    ok(t, 'extend custom by default with lyrics', { ...base, prompt: 'more verses' }),
    bad(
      t,
      'extend default custom rejects gpt_description',
      { ...base, gpt_description: 'd' },
      'gpt_description',
    ),
    ok(t, 'extend inspiration with description', { ...base, custom: false, gpt_description: 'd' }),
    bad(
      t,
      'extend inspiration needs gpt_description',
      { ...base, custom: false },
      'gpt_description',
    ),
  ];
  for (const field of INSPIRATION_REJECTS_OTHERS) {
    cases.push(
      bad(
        t,
        `extend inspiration rejects ${field}`,
        { ...base, custom: false, gpt_description: 'd', [field]: SAMPLE[field] },
        field,
      ),
    );
  }
  return cases;
}

function inferredModes(
  action: string,
  base: Record<string, unknown>,
  customNeedsPrompt: boolean,
): ConformanceCase[] {
  const t = { action };
  const cases = [
    bad(t, `${action} with no mode hint fails`, base, 'custom'),
    ok(t, `${action} prompt present means custom`, { ...base, prompt: 'words' }),
    ok(t, `${action} gpt_description present means inspiration`, { ...base, gpt_description: 'd' }),
    bad(
      t,
      `${action} prompt and gpt_description: custom rejects gpt_description`,
      { ...base, prompt: 'x', gpt_description: 'd' },
      'gpt_description',
    ),
    ok(t, `${action} custom false with description`, {
      ...base,
      custom: false,
      gpt_description: 'd',
    }),
  ];
  for (const hint of ['style', 'title']) {
    const body = { ...base, [hint]: SAMPLE[hint] };
    if (customNeedsPrompt) {
      cases.push(bad(t, `${action} ${hint} means custom, which needs prompt`, body, 'prompt'));
      cases.push(
        ok(t, `${action} ${hint} means custom; instrumental needs no prompt`, {
          ...body,
          instrumental: true,
        }),
      );
    } else {
      cases.push(ok(t, `${action} ${hint} present means custom`, body));
    }
  }
  if (customNeedsPrompt)
    cases.push(bad(t, `${action} custom true needs prompt`, { ...base, custom: true }, 'prompt'));
  else cases.push(ok(t, `${action} custom true with nothing else`, { ...base, custom: true }));
  for (const field of INSPIRATION_REJECTS_OTHERS) {
    if (field === 'auto_lyrics' && !['mashup', 'sample'].includes(action)) continue; // not accepted at all there
    if (field === 'persona_task_id' && !['cover', 'mashup'].includes(action)) continue;
    if (field === 'duration' && action !== 'cover') continue;
    cases.push(
      bad(
        t,
        `${action} inspiration rejects ${field}`,
        { ...base, custom: false, gpt_description: 'd', [field]: SAMPLE[field] },
        field,
      ),
    );
  }
  return cases;
}

function uploadExtendModes(): ConformanceCase[] {
  const t = { action: 'upload-extend' };
  const base = { audio_url: AUDIO_URL, continue_at: 3 };
  return [
    ok(t, 'upload-extend always custom, lyrics allowed', {
      ...base,
      prompt: 'words',
      style: 'pop',
    }),
    bad(t, 'upload-extend has no custom field', { ...base, custom: true }, 'custom'),
    bad(
      t,
      'upload-extend has no gpt_description',
      { ...base, gpt_description: 'd' },
      'gpt_description',
    ),
  ];
}

export const MUSIC_MODE_CASES: ConformanceCase[] = [
  ...generateModes(),
  ...uploadCoverModes(),
  ...extendModes(),
  ...inferredModes('cover', { task_id: PLACEHOLDER.track }, false),
  ...inferredModes('add-vocals', { task_id: PLACEHOLDER.upload }, false),
  ...inferredModes('add-instrumental', { task_id: PLACEHOLDER.upload }, false),
  ...inferredModes('add-stem', { task_id: PLACEHOLDER.track }, false),
  ...inferredModes('mashup', { task_ids: [PLACEHOLDER.track, PLACEHOLDER.track2] }, true),
  ...inferredModes('sample', { task_id: PLACEHOLDER.upload, start_s: 0, end_s: 4 }, true),
  ...uploadExtendModes(),
];
