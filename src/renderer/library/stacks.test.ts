import { describe, expect, it } from 'vitest';
import type { AssetView } from '../../shared/ipc/library';
import { arrangeStacks, withFoldedParts } from './stacks';

let seq = 0;
const asset = (overrides: Partial<AssetView>): AssetView => {
  seq += 1;
  return {
    id: `a${seq}`, kind: 'audio', submissionId: 's', taskId: 't', profileId: 'sandbox', model: 'tune', action: 'generate', title: `t${seq}`, prompt: '', style: null, tags: [],
    favorite: false, trackIndex: null, durationS: null, width: null, height: null, bpm: null, musicalKey: null, mimeType: 'audio/mpeg', bytes: 1, mediaUrl: '', createdAt: `2026-11-01T00:00:${String(seq).padStart(2, '0')}.000Z`, trashedAt: null,
    ...overrides,
  };
};

describe('stacks', () => {
  // Newest first, as the library lists them: stems 3, 1, 2 arrived out of order.
  const takes = [asset({ submissionId: 'song', trackIndex: 2 }), asset({ submissionId: 'song', trackIndex: 1 })];
  const stems = [3, 1, 2].map((index) => asset({ submissionId: 'stems', action: 'stems-all', trackIndex: index, title: `stem ${index}` }));
  const image = asset({ submissionId: 'single', kind: 'image', model: 'image-a', action: null });
  const items = [stems[0]!, takes[0]!, stems[1]!, image, stems[2]!, takes[1]!];

  it('folds a stems run under its first stem, where its newest part was; takes and single images stay', () => {
    const arranged = arrangeStacks(items, new Set());
    expect(arranged.items.map((item) => item.title)).toEqual(['stem 1', takes[0]!.title, image.title, takes[1]!.title]);
    expect(arranged.stacks.get(stems[1]!.id)).toMatchObject({ label: '3 stems', head: true, open: false, memberIds: [stems[1]!.id, stems[2]!.id, stems[0]!.id] });
    expect(arranged.stacks.has(takes[0]!.id)).toBe(false);
  });

  it('opens in track order after its first part', () => {
    const arranged = arrangeStacks(items, new Set(['stems:stems']));
    expect(arranged.items.map((item) => item.title)).toEqual(['stem 1', 'stem 2', 'stem 3', takes[0]!.title, image.title, takes[1]!.title]);
    expect(arranged.stacks.get(stems[2]!.id)).toMatchObject({ head: false, open: true });
  });

  it('a closed stack’s card stands for every part when acted on', () => {
    const closed = arrangeStacks(items, new Set());
    expect(withFoldedParts([stems[1]!.id, image.id], closed.stacks).sort()).toEqual([stems[0]!.id, stems[1]!.id, stems[2]!.id, image.id].sort());
    const open = arrangeStacks(items, new Set(['stems:stems']));
    expect(withFoldedParts([stems[1]!.id], open.stacks)).toEqual([stems[1]!.id]);
  });

  it('stacks a batch of images as "4 images"', () => {
    // Saved as they finished downloading: #3 first.
    const batch = [3, 1, 4, 2].map((n) => asset({ submissionId: 'batch', kind: 'image', model: 'image-a', action: null, title: `harbour #${n}` }));
    const arranged = arrangeStacks(batch, new Set(['batch:images']));
    expect(arranged.stacks.get(batch[0]!.id)).toMatchObject({ label: '4 images' });
    expect(arranged.items.map((item) => item.title)).toEqual(['harbour #1', 'harbour #2', 'harbour #3', 'harbour #4']);
  });

  it('puts the .mid file first and its note data after it', () => {
    const data = asset({ submissionId: 'midi', kind: 'midi', action: 'midi', mimeType: 'application/json', title: 'Song – MIDI note data' });
    const file = asset({ submissionId: 'midi', kind: 'midi', action: 'midi', mimeType: 'audio/midi', title: 'Song' });
    const arranged = arrangeStacks([file, data], new Set());
    expect(arranged.items.map((item) => item.id)).toEqual([file.id]);
    expect(arranged.stacks.get(file.id)).toMatchObject({ label: '2 MIDI files', memberIds: [file.id, data.id] });
  });
});
