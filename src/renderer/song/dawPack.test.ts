import { describe, expect, it } from 'vitest';
import type { LineageNode, LineageSubmission } from '../library/songLineage';
import { dawPackRequests, dawPacks, packState, packStoppedMessage } from './dawPack';

let clock = 0;
const submission = (
  action: string,
  body: Record<string, unknown>,
  status: string | null = 'SUCCEEDED',
): LineageSubmission => ({
  id: `${action}-${++clock}`,
  taskId: `t-${action}-${clock}`,
  action,
  body,
  summary: '',
  status,
  createdAt: `2026-11-01T10:00:${String(clock).padStart(2, '0')}Z`,
});
const node = (
  sub: LineageSubmission,
  fromAudioIndex: number | null,
  children: LineageNode[] = [],
): LineageNode => ({ submission: sub, fromAudioIndex, children });
const track = (index: number, present = true) => ({
  index,
  durationS: 10,
  label: '',
  asset: present ? ({ id: `a${index}` } as never) : null,
});

describe('dawPackRequests', () => {
  it('asks for all stems as WAV, MIDI and tempo of the one track', () => {
    expect(dawPackRequests({ taskId: 'song', audioIndex: 2 })).toEqual([
      { action: 'stems-all', body: { task_id: 'song', audio_index: 2, audio_format: 'wav' } },
      { action: 'midi', body: { task_id: 'song', audio_index: 2 } },
      { action: 'bpm', body: { task_id: 'song', audio_index: 2 } },
    ]);
  });
});

describe('dawPacks', () => {
  const take = submission('generate', { prompt: 'x' });
  it('finds the newest WAV stems, MIDI and tempo made from each track, and says when the pack is ready', () => {
    const oldBpm = submission('bpm', { task_id: take.taskId, audio_index: 1 });
    const stems = submission('stems-all', {
      task_id: take.taskId,
      audio_index: 1,
      audio_format: 'wav',
    });
    const mp3Stems = submission('stems-all', {
      task_id: take.taskId,
      audio_index: 1,
      audio_format: 'mp3',
    });
    const midi = submission('midi', { task_id: take.taskId, audio_index: 1 });
    const bpm = submission('bpm', { task_id: take.taskId, audio_index: 1 });
    const otherTrack = submission('midi', { task_id: take.taskId, audio_index: 2 }, 'RUNNING');
    const root = node(take, null, [
      node(oldBpm, 1),
      node(stems, 1),
      node(mp3Stems, 1),
      node(midi, 1),
      node(bpm, 1),
      node(otherTrack, 2),
    ]);
    const packs = dawPacks(root, { [stems.id]: [track(1), track(2)] });
    expect(packs.map((pack) => [pack.label, pack.state])).toEqual([
      ['Take · track 1', 'ready'],
      ['Take · track 2', 'working'],
    ]);
    expect(packs[0]!.parts).toEqual({ 'stems-all': stems, midi, bpm });
    expect(packs[0]!.source).toEqual({ taskId: take.taskId, audioIndex: 1 });
    // A stem still downloading keeps it working; a failed part fails the pack.
    expect(packState(packs[0]!.parts, { [stems.id]: [track(1), track(2, false)] })).toBe('working');
    expect(
      packState(
        { ...packs[0]!.parts, midi: { ...midi, status: 'FAILED' } },
        { [stems.id]: [track(1)] },
      ),
    ).toBe('failed');
  });

  it('uses stems separated before (any format) rather than a second set, once MIDI or tempo makes it a pack', () => {
    const mp3Stems = submission('stems-all', { task_id: take.taskId, audio_index: 1 });
    expect(dawPacks(node(take, null, [node(mp3Stems, 1)]), {})).toEqual([]);
    const midi = submission('midi', { task_id: take.taskId, audio_index: 1 });
    const bpm = submission('bpm', { task_id: take.taskId, audio_index: 1 });
    const [pack] = dawPacks(node(take, null, [node(mp3Stems, 1), node(midi, 1), node(bpm, 1)]), {
      [mp3Stems.id]: [track(1)],
    });
    expect(pack?.parts['stems-all']).toBe(mp3Stems);
    expect(pack?.state).toBe('ready');
  });

  it('lists nothing for a song without pack parts', () => {
    expect(
      dawPacks(node(take, null, [node(submission('extend', { task_id: take.taskId }), 1)]), {}),
    ).toEqual([]);
  });
});

describe('packStoppedMessage', () => {
  it('names what was sent, what failed and why, and that the rest was not sent', () => {
    expect(
      packStoppedMessage(['Separate all stems'], 'Transcribe to MIDI', 'The balance is 3 credits.'),
    ).toBe(
      'Separate all stems was sent (see Tasks). Transcribe to MIDI: The balance is 3 credits. The rest of the DAW pack was not sent.',
    );
    expect(packStoppedMessage([], null, 'Offline.')).toBe(
      'Offline. The rest of the DAW pack was not sent.',
    );
  });
});
