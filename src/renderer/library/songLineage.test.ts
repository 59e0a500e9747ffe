import { describe, expect, it } from 'vitest';
import { buildLineage, flattenLineage, type LineageSubmission } from './songLineage';

const submission = (
  id: string,
  action: string,
  body: Record<string, unknown>,
  minute: number,
): LineageSubmission => ({
  id: `s-${id}`,
  taskId: id,
  action,
  body,
  summary: action,
  status: 'SUCCEEDED',
  createdAt: `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`,
});

const all = [
  submission('g', 'generate', { prompt: 'x' }, 1),
  submission('e', 'extend', { task_id: 'g', audio_index: 2, continue_at: 30 }, 2),
  submission('c', 'concat', { task_id: 'e' }, 3),
  submission('s', 'stems-all', { task_id: 'g' }, 4),
  submission('m', 'midi', { task_id: 'c', audio_index: 1 }, 5),
  submission('other', 'generate', { prompt: 'y' }, 6),
  submission('mash', 'mashup', { task_ids: ['other', 'g'], audio_indexes: [1, 2] }, 7),
];

describe('buildLineage', () => {
  it('roots the tree at the oldest ancestor of any task in it', () => {
    const tree = buildLineage(all, 'm')!;
    expect(tree.submission.taskId).toBe('g');
    const rows = flattenLineage(tree).map(
      ({ node, depth }) => `${depth}:${node.submission.taskId}:${node.fromAudioIndex ?? '-'}`,
    );
    expect(rows).toEqual(['0:g:-', '1:e:2', '2:c:1', '3:m:1', '1:s:1', '1:mash:2']);
  });

  it('a mashup hangs under both parents; its tree climbs through its first parent', () => {
    expect(buildLineage(all, 'mash')!.submission.taskId).toBe('other');
    const other = flattenLineage(buildLineage(all, 'other')!).map(
      ({ node }) => node.submission.taskId,
    );
    expect(other).toEqual(['other', 'mash']);
  });

  it('returns null for an unknown task and survives cycles', () => {
    expect(buildLineage(all, 'nope')).toBeNull();
    const cyclic = [
      submission('a', 'extend', { task_id: 'b' }, 1),
      submission('b', 'extend', { task_id: 'a' }, 2),
    ];
    const tree = buildLineage(cyclic, 'a')!;
    expect(flattenLineage(tree).length).toBeLessThanOrEqual(3);
  });
});
