import { describe, expect, it } from 'vitest';
import type { TrackSource } from '../../shared/ipc/library';
import { generateLinkForTrack } from '../library/trackActions';
import { buildBody } from './buildBody';
import { formIssues } from './formIssues';
import { formView, initialState } from './formView';
import { parseGenerateHash } from './generateRoute';
import type { GenerateTarget } from './generateTargets';
import { linkPrefill, prefillSummary, type LinkPrefill } from './linkPrefill';

const SONG = '0b7f3f2e-9a4b-4c1d-8e2f-3a5b6c7d8e9f';
const OTHER = '1c8f4f3e-0a5b-4d2e-9f30-4b6c7d8e9fa0';

/** A library source with two tracks of the given lengths. */
function source(taskId: string, ...durations: number[]): TrackSource {
  return {
    taskId,
    action: 'generate',
    title: 'Harbour song',
    finishedAt: '2026-11-02T10:00:00.000Z',
    tracks: durations.map((durationS, position) => ({
      index: position + 1,
      title: `Take ${position + 1}`,
      durationS,
      assetId: null,
    })),
    legacy: false,
  };
}

function prefillOf(hash: string): { target: GenerateTarget; prefill: LinkPrefill } {
  const route = parseGenerateHash(hash);
  if (!route.target || !route.prefill) throw new Error(`no prefill in ${hash}`);
  return { target: route.target, prefill: route.prefill };
}

/** What the form would send and say for a link, as the Generate page fills it. */
function formFor(hash: string, sources: readonly TrackSource[] = []) {
  const { target, prefill } = prefillOf(hash);
  const fresh = initialState(target);
  const state = { ...fresh, values: { ...fresh.values, ...prefill.values } };
  const body = buildBody(state);
  return { body, issues: formIssues(target, body, formView(state).fields, sources), prefill };
}

describe('linkPrefill', () => {
  it('reads the song workspace links: extend at a point, crop over a range', () => {
    const extend = formFor(
      generateLinkForTrack({ action: 'extend', taskId: SONG, audioIndex: 2, continueAt: 31.5 }),
      [source(SONG, 40, 60)],
    );
    expect(extend.body).toMatchObject({
      task_id: SONG,
      audio_index: 2,
      continue_at: 31.5,
      custom: true,
    });
    expect(extend.issues.byField).not.toHaveProperty('task_id');
    expect(extend.issues.byField).not.toHaveProperty('continue_at');

    const crop = formFor(
      generateLinkForTrack({
        action: 'crop',
        taskId: SONG,
        audioIndex: 1,
        range: { startS: 10, endS: 42.25 },
      }),
      [source(SONG, 60)],
    );
    expect(crop.body).toEqual({ task_id: SONG, audio_index: 1, start_s: 10, end_s: 42.25 });
    expect(crop.issues.count).toBe(0);
  });

  it('reads fade_duration and the mashup pairs (comma-separated or repeated)', () => {
    expect(
      formFor(`#/generate?action=fade-out&task_id=${SONG}&fade_duration=3.5`).body,
    ).toMatchObject({ task_id: SONG, fade_duration: 3.5 });
    const comma = prefillOf(
      `#/generate?action=mashup&task_ids=${SONG},${OTHER}&audio_indexes=2,1`,
    ).prefill;
    expect(comma.values).toEqual({ task_ids: [SONG, OTHER], audio_indexes: [2, 1] });
    expect(comma.issues).toEqual({});
    const repeated = prefillOf(
      `#/generate?action=mashup&task_ids=${SONG}&task_ids=${OTHER}`,
    ).prefill;
    expect(repeated.values).toEqual({ task_ids: [SONG, OTHER] });
  });

  it('keeps bad values as typed so the form names them, and sends nothing', () => {
    const bad = formFor(
      `#/generate?action=extend&task_id=not-a-task&audio_index=two&continue_at=0.5`,
    );
    expect(bad.prefill.values).toEqual({
      task_id: 'not-a-task',
      audio_index: 'two',
      continue_at: 0.5,
    });
    expect(Object.keys(bad.issues.byField).sort()).toEqual([
      'audio_index',
      'continue_at',
      'task_id',
    ]);

    // Hex, exponents and blanks are not plain decimals: kept as text (or left out when empty).
    expect(
      linkPrefill({ action: 'crop' }, new URLSearchParams('start_s=0x10&end_s=1e2&audio_index='))
        .values,
    ).toEqual({ start_s: '0x10', end_s: '1e2' });
  });

  it('checks times against the chosen track like typed input', () => {
    const late = formFor(`#/generate?action=extend&task_id=${SONG}&audio_index=2&continue_at=45`, [
      source(SONG, 50, 40),
    ]);
    expect(late.issues.byField['continue_at']).toMatch(
      /before the end of the track \(it is 0:40 long\)/,
    );
    const noTrack = formFor(
      `#/generate?action=crop&task_id=${SONG}&audio_index=3&start_s=1&end_s=2`,
      [source(SONG, 50, 40)],
    );
    expect(noTrack.issues.byField['audio_index']).toMatch(/no track 3/);
  });

  it('flags a mashup link without exactly two sources', () => {
    const three = prefillOf(`#/generate?action=mashup&task_ids=${SONG},${OTHER},${SONG}`).prefill;
    expect(three.values['task_ids']).toEqual([SONG, OTHER]);
    expect(three.issues['task_ids']).toMatch(/gives 3 values; exactly two/);
    expect(
      prefillOf(`#/generate?action=mashup&task_ids=${SONG}`).prefill.issues['task_ids'],
    ).toMatch(/gives 1 value;/);
  });

  it('ignores what the action does not take, and fills nothing for plain links', () => {
    const cover = prefillOf(
      `#/generate?action=cover&task_id=${SONG}&continue_at=8&start_s=2`,
    ).prefill;
    expect(cover.values).toEqual({ task_id: SONG });
    expect(cover.ignored).toEqual(['continue_at', 'start_s']);
    expect(parseGenerateHash('#/generate?action=extend').prefill).toBeNull();
    expect(parseGenerateHash(`#/generate?model=image-a&task_id=${SONG}`).prefill?.ignored).toEqual([
      'task_id',
    ]);
    // A re-run link wins over any source fields.
    expect(
      parseGenerateHash(`#/generate?from=s1&action=extend&task_id=${SONG}`).prefill,
    ).toBeNull();
  });

  it('says in plain words what was filled in and ignored', () => {
    const { target, prefill } = prefillOf(
      `#/generate?action=extend&task_id=${SONG}&audio_index=2&continue_at=8&start_s=1`,
    );
    const summary = prefillSummary(target, prefill);
    expect(summary).toContain('Source task: the linked task');
    expect(summary).toMatch(
      /^The link filled in .+\. Check them, then submit: it is a new paid task\./,
    );
    expect(summary).toContain('Track: 2');
    expect(summary).toContain('Continue at (s): 8');
    // The ignored field by its name, never the link's token (issue 21).
    expect(summary).not.toContain('start_s');
    expect(summary).toMatch(/This form does not take Start.*; ignored\.$/);
  });

  it('names a library result by its title instead of its raw service link', () => {
    const link = 'http://127.0.0.1:35397/files/5f46-1.png';
    const { target, prefill } = prefillOf(
      `#/generate?model=image-a&image_urls=${encodeURIComponent(link)}&image_urls=${encodeURIComponent('https://example.com/b.png')}`,
    );
    const summary = prefillSummary(target, prefill, (url) =>
      url === link ? '“Harbour at dusk”' : undefined,
    );
    expect(summary).toContain('Input images: “Harbour at dusk”, https://example.com/b.png');
    expect(summary).not.toContain('127.0.0.1');
  });
});
