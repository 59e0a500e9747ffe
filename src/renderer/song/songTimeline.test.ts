import { describe, expect, it } from 'vitest';
import type { LineageNode, LineageSubmission } from '../library/songLineage';
import type { LineageTrack } from '../library/useSongContext';
import { stemsResults, timelineCards, versionDetail, waitingStatus } from './songTimeline';

const submission = (
  id: string,
  action: string,
  createdAt: string,
  body: Record<string, unknown> = {},
  status: string | null = 'SUCCEEDED',
): LineageSubmission => ({
  id,
  taskId: `task-${id}`,
  action,
  body,
  summary: id,
  status,
  createdAt,
});
const node = (
  value: LineageSubmission,
  fromAudioIndex: number | null,
  children: LineageNode[] = [],
): LineageNode => ({ submission: value, fromAudioIndex, children });
const track = (index: number, withFile = true): LineageTrack => ({
  index,
  durationS: 20,
  label: `Track ${index}`,
  asset: withFile ? ({ id: `asset-${index}` } as LineageTrack['asset']) : null,
});

describe('timelineCards', () => {
  const generate = submission('g', 'generate', '2026-01-01T00:00:00Z');
  const remaster = submission('r', 'remaster', '2026-01-01T00:01:00Z', {
    task_id: 'task-g',
    audio_index: 2,
  });
  const cover = submission('c', 'cover', '2026-01-01T00:02:00Z', {
    task_id: 'task-g',
    audio_index: 1,
  });
  const extend = submission('e', 'extend', '2026-01-01T00:03:00Z', {
    task_id: 'task-g',
    audio_index: 1,
    continue_at: 61,
  });
  const concat = submission('j', 'concat', '2026-01-01T00:04:00Z', { task_id: 'task-e' });
  const stems = submission('s', 'stems-all', '2026-01-01T00:05:00Z', { task_id: 'task-g' });
  const tree = node(generate, null, [
    node(remaster, 2),
    node(cover, 1),
    node(extend, 1, [node(concat, 1)]),
    node(stems, 1),
  ]);
  const tracks = {
    g: [track(1), track(2)],
    r: [track(1)],
    c: [track(1), track(2)],
    e: [track(1), track(2)],
    j: [track(1)],
    s: [track(1)],
  };

  it('puts takes, then extends with their whole song, covers and remasters, leaving stems out', () => {
    const cards = timelineCards(tree, tracks);
    // Short names for the lanes: a track number only where a version has more than one.
    expect(cards.map((card) => card.name)).toEqual([
      'Take 1',
      'Take 2',
      'Extension 1',
      'Extension 2',
      'Whole song',
      'Cover 1',
      'Cover 2',
      'Remaster',
    ]);
    expect(cards.map((card) => card.key)).toEqual([
      'g-1',
      'g-2',
      'e-1',
      'e-2',
      'j-1',
      'c-1',
      'c-2',
      'r-1',
    ]);
    expect(cards.map((card) => card.heading)).toEqual([
      'Take · track 1',
      'Take · track 2',
      'Extension · track 1',
      'Extension · track 2',
      'Whole song · track 1',
      'Cover · track 1',
      'Cover · track 2',
      'Remaster · track 1',
    ]);
  });

  it('finds the stems separations for the mixer, named by their source version', () => {
    const moreStems = submission('s2', 'stems-all', '2026-01-01T00:06:00Z', {
      task_id: 'task-e',
      audio_index: 2,
    });
    const withStems = node(generate, null, [node(extend, 1, [node(moreStems, 2)]), node(stems, 1)]);
    expect(stemsResults(withStems).map((found) => [found.submission.id, found.source])).toEqual([
      ['s', 'Take · track 1'],
      ['s2', 'Extension · track 2'],
    ]);
  });

  it('puts an edit right after the version it was made from, as a new version of it, with its region or fade in m:ss', () => {
    const crop = submission('k', 'crop', '2026-01-01T00:06:00Z', {
      task_id: 'task-e',
      audio_index: 2,
      start_s: 5,
      end_s: 13,
    });
    const fade = submission('f', 'fade-out', '2026-01-01T00:07:00Z', {
      task_id: 'task-g',
      audio_index: 1,
      fade_duration: 3,
    });
    const edited = node(generate, null, [
      node(extend, 1, [node(crop, 2)]),
      node(fade, 1),
      node(remaster, 2),
    ]);
    const cards = timelineCards(edited, {
      g: [track(1)],
      e: [track(1), track(2)],
      k: [track(1)],
      f: [track(1)],
      r: [track(1)],
    });
    expect(cards.map((card) => [card.key, card.heading, card.detail])).toEqual([
      ['g-1', 'Take · track 1', ''],
      ['e-1', 'Extension · track 1', 'of track 1 from 1:01'],
      ['e-2', 'Extension · track 2', 'of track 1 from 1:01'],
      ['k-1', 'Crop · track 1', 'of track 2, 0:05–0:13'],
      ['r-1', 'Remaster · track 1', 'of track 2'],
      ['f-1', 'Fade out · track 1', 'of track 1, 0:03'],
    ]);
  });

  it('shows a waiting card for a job whose files have not arrived, and failed ones as failed', () => {
    const running = submission(
      'e',
      'extend',
      '2026-01-01T00:03:00Z',
      { task_id: 'task-g', continue_at: 8 },
      'PROCESSING',
    );
    const failed = submission(
      'f',
      'cover',
      '2026-01-01T00:04:00Z',
      { task_id: 'task-g' },
      'FAILED',
    );
    const cards = timelineCards(node(generate, null, [node(running, 1), node(failed, 1)]), {
      g: [track(1)],
      e: [track(1, false)],
    });
    expect(cards.map((card) => [card.kind, card.key])).toEqual([
      ['track', 'g-1'],
      ['waiting', 'e-waiting'],
      ['waiting', 'f-waiting'],
    ]);
    expect(cards[2]).toMatchObject({ failed: true });
  });

  it("places each version on the song's axis: an extension where it continues, the whole song from 0:00, a crop at its region, a cover with its source", () => {
    const extendAgain = submission('e2', 'extend', '2026-01-01T00:05:00Z', {
      task_id: 'task-e',
      audio_index: 1,
      continue_at: 30,
    });
    const joinAgain = submission('j2', 'concat', '2026-01-01T00:06:00Z', { task_id: 'task-e2' });
    const crop = submission('k', 'crop', '2026-01-01T00:07:00Z', {
      task_id: 'task-e',
      audio_index: 1,
      start_s: 5,
      end_s: 13,
    });
    const placed = node(generate, null, [
      node(cover, 1),
      node(extend, 1, [node(concat, 1), node(extendAgain, 1, [node(joinAgain, 1)]), node(crop, 1)]),
    ]);
    const cards = timelineCards(placed, {
      g: [track(1)],
      c: [track(1)],
      e: [track(1)],
      j: [track(1)],
      e2: [track(1)],
      j2: [track(1)],
      k: [track(1)],
    });
    expect(Object.fromEntries(cards.map((card) => [card.key, card.startS]))).toEqual({
      'g-1': 0,
      'e-1': 61,
      'j-1': 0,
      'e2-1': 91,
      'j2-1': 61,
      'k-1': 66,
      'c-1': 0,
    });
  });

  it('says where a version came from, in m:ss', () => {
    expect(versionDetail({ fromAudioIndex: 1, submission: extend })).toBe('of track 1 from 1:01');
    expect(versionDetail({ fromAudioIndex: 2, submission: remaster })).toBe('of track 2');
    expect(versionDetail({ fromAudioIndex: null, submission: generate })).toBe('');
  });

  it('words the waiting states', () => {
    expect(waitingStatus('QUEUED', false)).toBe('Queued…');
    expect(waitingStatus('PROCESSING', false)).toBe('Making it…');
    expect(waitingStatus('SUCCEEDED', false)).toBe('Saving the files…');
    expect(waitingStatus('FAILED', true)).toBe('Failed');
  });
});
