/**
 * Every cross-field rule reaches the screen in the user's language, naming the field by its
 * label and the rule (issue 21): in German and Japanese no rule reads as the validator's English,
 * and none shows an API token (image_urls, custom_model_task_id, reference-to-video).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveTranslator } from '../../shared/i18n/activeLanguage';
import { CATALOGS } from '../../shared/i18n/catalogs';
import type { Locale } from '../../shared/i18n/locales';
import { createTranslator } from '../../shared/i18n/translator';
import { validateMusicAction, validateSubmit, type ValidationIssue } from '../../shared/service';
import { checkVariationCount } from '../../shared/service/variations';
import { issuesByField } from './formIssues';
import { sayIssue, sayRule } from './ruleWords';

function speak(locale: Locale): void {
  setActiveTranslator(createTranslator(locale, CATALOGS[locale], { fallback: CATALOGS.en }));
}
afterEach(() => speak('en'));

const url = (n: number) => `https://example.com/${n}.png`;
const urls = (count: number) => Array.from({ length: count }, (_, index) => url(index));
const TASK = '0b7c7d62-3c1f-4d55-9a5e-6a43f0f2c001';
const OTHER = '0b7c7d62-3c1f-4d55-9a5e-6a43f0f2c002';

/** One body per cross-field rule, with a bit of the rule's English to prove it fired. */
const CASES: ReadonlyArray<{ rule: string; issues: () => ValidationIssue[]; english: RegExp }> = [
  {
    rule: 'a type that takes no images',
    issues: () => check('video-c', { prompt: 'a', type: 'text-to-video', image_urls: urls(1) }),
    english: /must omit image_urls/,
  },
  {
    rule: 'a type that needs images',
    issues: () => check('video-c', { prompt: 'a', type: 'image-to-video' }),
    english: /needs 1 to 2 images/,
  },
  {
    rule: 'a type that takes exactly one image',
    issues: () =>
      check('video-b-2.6-flash', { prompt: 'a', type: 'image-to-video', image_urls: urls(2) }),
    english: /takes exactly 1 image \(got 2\)/,
  },
  {
    rule: 'reference-to-video needs 8 seconds',
    issues: () =>
      check('video-c', {
        prompt: 'a',
        type: 'reference-to-video',
        image_urls: urls(1),
        duration: 5,
      }),
    english: /requires duration 8/,
  },
  {
    rule: 'input images plus batch at most 15',
    issues: () => check('image-c-4', { prompt: 'a', image_urls: urls(10), batch_size: 6 }),
    english: /at most 15 \(got 10 \+ 6\)/,
  },
  {
    rule: 'a citation past the references',
    issues: () =>
      check('video-a-v3-omni', {
        prompt: 'as in <<<image_3>>>',
        type: 'reference-to-video',
        image_urls: urls(1),
      }),
    english: /cites <<<image_3>>>/,
  },
  {
    rule: 'a field the model rejects',
    issues: () => check('image-a-2-lite', { prompt: 'a', resolution: '2K' }),
    english: /does not accept field 'resolution'/,
  },
  {
    rule: 'a field the action does not take',
    issues: () => action('lyrics', { prompt: 'a', style: 'pop' }),
    english: /does not accept field 'style'/,
  },
  {
    rule: 'instrumental with a voice',
    issues: () =>
      action('generate', { custom: true, prompt: 'la', instrumental: true, vocal_gender: 'male' }),
    english: /cannot be combined with instrumental/,
  },
  {
    rule: 'a custom model with a persona',
    issues: () =>
      action('generate', {
        custom: true,
        prompt: 'la',
        custom_model_task_id: TASK,
        persona_task_id: OTHER,
      }),
    english: /cannot be combined with custom_model_task_id/,
  },
  {
    rule: 'end before start',
    issues: () => action('crop', { task_id: TASK, start_s: 20, end_s: 10 }),
    english: /must be greater than start_s/,
  },
  {
    rule: 'a mode that cannot be told',
    issues: () => action('cover', { task_id: TASK }),
    english: /cannot tell custom from inspiration mode/,
  },
  {
    rule: 'a field inspiration mode does not use',
    issues: () => action('generate', { prompt: 'a calm song', title: 'Dawn' }),
    english: /in inspiration mode/,
  },
  {
    rule: 'the description inspiration mode needs',
    issues: () => action('generate', { custom: false }),
    english: /required in inspiration mode/,
  },
  {
    rule: 'lyrics custom mode needs',
    issues: () => action('generate', { custom: true, style: 'pop' }),
    english: /unless instrumental is true/,
  },
  {
    rule: 'a description past 3000 characters',
    issues: () => action('generate', { prompt: 'a'.repeat(3001) }),
    english: /inspiration-mode description \(got 3001\)/,
  },
  {
    rule: 'the description extend needs with custom off',
    issues: () => action('extend', { task_id: TASK, custom: false }),
    english: /gpt_description: required in inspiration mode/,
  },
  {
    rule: 'a custom instrumental with neither lyrics nor style',
    issues: () => action('generate', { custom: true, instrumental: true }),
    english: /needs prompt or style/,
  },
  {
    rule: 'variations out of range',
    issues: () => [checkVariationCount(12)].filter((found) => found !== null),
    english: /from 2 to 10 \(got 12\)/,
  },
];

function check(model: string, body: Record<string, unknown>): ValidationIssue[] {
  const result = validateSubmit(model, body);
  return result.ok ? [] : result.issues;
}
function action(name: string, body: Record<string, unknown>): ValidationIssue[] {
  const result = validateMusicAction(name, body);
  return result.ok ? [] : result.issues;
}

const API_TOKENS =
  /image_urls|batch_size|custom_model_task_id|persona_task_id|vocal_gender|gpt_description|start_s|end_s|reference-to-video|image-to-video|text-to-video|\bcustom\b|\binstrumental\b/;

describe('cross-field rules in the user’s words', () => {
  it.each(CASES)('$rule: fires, and gives words the form translates', ({ issues, english }) => {
    const found = issues();
    const fired = found.filter((each) => english.test(each.message));
    expect(fired.length, found.map((each) => each.message).join(' | ')).toBeGreaterThan(0);
    for (const each of fired) expect(each.said, each.message).toBeDefined();
  });

  it.each(['de', 'ja'] as const)(
    '%s: every rule is said in the language, with no API token and no English',
    (locale) => {
      speak(locale);
      for (const { rule, issues, english } of CASES) {
        for (const found of issues().filter((each) => english.test(each.message))) {
          const said = sayIssue(found);
          expect(said, rule).not.toMatch(API_TOKENS);
          expect(said, rule).not.toContain(found.message);
          expect(said, rule).not.toMatch(/\b(must|needs|cannot|required|takes|at most)\b/);
        }
      }
    },
  );

  it('German names the field and the rule: "Eingabebilder", with the type by its name', () => {
    speak('de');
    const [found] = check('video-c', { prompt: 'a', type: 'text-to-video', image_urls: urls(1) });
    expect(sayIssue(found!)).toBe('Eingabebilder: bei „Aus Text“ nicht möglich; entfernen Sie sie');
  });

  it('Japanese says a custom model with a persona by the fields’ labels', () => {
    speak('ja');
    const found = action('generate', {
      custom: true,
      prompt: 'la',
      custom_model_task_id: TASK,
      persona_task_id: OTHER,
    }).find((each) => each.field === 'persona_task_id');
    expect(sayRule(found!.said!)).toBe(
      `${CATALOGS.ja['generate.label.customModel'] as string}と一緒には使えません`,
    );
  });

  it('the form lists an issue of a field it does not show with that field’s name, translated', () => {
    speak('de');
    const issues = check('video-c', { prompt: 'a', type: 'text-to-video', image_urls: urls(1) });
    const { general, byField } = issuesByField(issues, ['prompt', 'type']);
    expect(byField).toEqual({});
    expect(general).toEqual([
      expect.stringMatching(/^Eingabebilder: bei „Aus Text“ nicht möglich/),
    ]);
  });
});
