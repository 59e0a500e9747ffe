import { describe, expect, it } from 'vitest';
import type { AssetView } from '../../shared/ipc/library';
import { arrangeStacks, withFoldedParts } from './stacks';

let seq = 0;
const asset = (overrides: Partial<AssetView>): AssetView => {
  seq += 1;
  return {
    id: `a${seq}`,
    kind: 'audio',
    submissionId: 's',
    taskId: 't',
    profileId: 'sandbox',
    model: 'tune',
    action: 'generate',
    title: `t${seq}`,
    prompt: '',
    style: null,
    tags: [],
    favorite: false,
    trackIndex: null,
    durationS: null,
    width: null,
    height: null,
    bpm: null,
    musicalKey: null,
    mimeType: 'audio/mpeg',
    bytes: 1,
    mediaUrl: '',
    createdAt: `2026-11-01T00:00:${String(seq).padStart(2, '0')}.000Z`,
    trashedAt: null,
    songKey: null,
    sourceUrl: null,
    variationGroup: null,
    ...overrides,
  };
};

describe('stacks', () => {
  // Newest first, as the library lists them: stems 3, 1, 2 arrived out of order.
  const takes = [
    asset({ submissionId: 'song', trackIndex: 2 }),
    asset({ submissionId: 'song', trackIndex: 1 }),
  ];
  const stems = [3, 1, 2].map((index) =>
    asset({
      submissionId: 'stems',
      action: 'stems-all',
      trackIndex: index,
      title: `stem ${index}`,
    }),
  );
  const image = asset({ submissionId: 'single', kind: 'image', model: 'image-a', action: null });
  const items = [stems[0]!, takes[0]!, stems[1]!, image, stems[2]!, takes[1]!];

  it('folds a stems run under its first stem, where its newest part was; takes and single images stay', () => {
    const arranged = arrangeStacks(items, new Set());
    expect(arranged.items.map((item) => item.title)).toEqual([
      'stem 1',
      takes[0]!.title,
      image.title,
      takes[1]!.title,
    ]);
    expect(arranged.stacks.get(stems[1]!.id)).toMatchObject({
      label: '3 stems',
      head: true,
      open: false,
      memberIds: [stems[1]!.id, stems[2]!.id, stems[0]!.id],
    });
    expect(arranged.stacks.has(takes[0]!.id)).toBe(false);
  });

  it('opens in track order after its first part', () => {
    const arranged = arrangeStacks(items, new Set(['stems:stems']));
    expect(arranged.items.map((item) => item.title)).toEqual([
      'stem 1',
      'stem 2',
      'stem 3',
      takes[0]!.title,
      image.title,
      takes[1]!.title,
    ]);
    expect(arranged.stacks.get(stems[2]!.id)).toMatchObject({ head: false, open: true });
  });

  it('a closed stack’s card stands for every part when acted on', () => {
    const closed = arrangeStacks(items, new Set());
    expect(withFoldedParts([stems[1]!.id, image.id], closed.stacks).sort()).toEqual(
      [stems[0]!.id, stems[1]!.id, stems[2]!.id, image.id].sort(),
    );
    const open = arrangeStacks(items, new Set(['stems:stems']));
    expect(withFoldedParts([stems[1]!.id], open.stacks)).toEqual([stems[1]!.id]);
  });

  it('stacks a batch of images as "4 images"', () => {
    // Saved as they finished downloading: #3 first.
    const batch = [3, 1, 4, 2].map((n) =>
      asset({
        submissionId: 'batch',
        kind: 'image',
        model: 'image-a',
        action: null,
        title: `harbour #${n}`,
      }),
    );
    const arranged = arrangeStacks(batch, new Set(['batch:images']));
    expect(arranged.stacks.get(batch[0]!.id)).toMatchObject({ label: '4 images' });
    expect(arranged.items.map((item) => item.title)).toEqual([
      'harbour #1',
      'harbour #2',
      'harbour #3',
      'harbour #4',
    ]);
    // Titles by the one title rule order the same way.
    const titled = [3, 1, 4, 2].map((n) =>
      asset({
        submissionId: 'batch2',
        kind: 'image',
        model: 'image-a',
        action: null,
        title: `harbour — ${n} of 4`,
      }),
    );
    expect(
      arrangeStacks(titled, new Set(['batch2:images'])).items.map((item) => item.title),
    ).toEqual([1, 2, 3, 4].map((n) => `harbour — ${n} of 4`));
  });

  it('puts the .mid file first and its note data after it, and does not count the notes as a MIDI file', () => {
    const data = asset({
      submissionId: 'midi',
      kind: 'midi',
      action: 'midi',
      mimeType: 'application/json',
      title: 'Song — notes (JSON)',
    });
    const file = asset({
      submissionId: 'midi',
      kind: 'midi',
      action: 'midi',
      mimeType: 'audio/midi',
      title: 'Song — MIDI',
    });
    const arranged = arrangeStacks([file, data], new Set());
    expect(arranged.items.map((item) => item.id)).toEqual([file.id]);
    expect(arranged.stacks.get(file.id)).toMatchObject({
      label: '1 MIDI file + notes',
      memberIds: [file.id, data.id],
    });
  });
});

describe('a song’s versions', () => {
  // A take (gen, 2 tracks), an extend of track 2 (2 tracks), the full song from the extend,
  // a cover of the full song (a version of a version) and a mashup of both takes.
  const at = (minute: number): string => `2026-11-02T10:${String(minute).padStart(2, '0')}:00.000Z`;
  const song = (
    taskId: string,
    trackIndex: number,
    minute: number,
    songKey: string,
    title: string,
  ): AssetView =>
    asset({
      submissionId: `${taskId}-sub`,
      taskId,
      trackIndex,
      songKey,
      title,
      createdAt: at(minute),
      action: 'x',
    });
  const take1 = song('gen', 1, 0, 'gen:1', 'Neon Drive (1)');
  const take2 = song('gen', 2, 0, 'gen:2', 'Neon Drive (2)');
  const ext1 = song('ext', 1, 5, 'gen:2', 'Neon Drive (extended, 1)');
  const ext2 = song('ext', 2, 5, 'gen:2', 'Neon Drive (extended, 2)');
  const full = song('full', 1, 9, 'gen:2', 'Neon Drive (full song)');
  const cover = song('cov', 1, 12, 'gen:2', 'Neon Drive (full song) (cover)');
  const mashup = song('mash', 1, 15, 'mash:1', 'Neon Mash');
  const stems = [1, 2].map((index) =>
    asset({
      submissionId: 'stems-sub',
      taskId: 'stems',
      action: 'stems-all',
      trackIndex: index,
      songKey: 'gen:2',
      title: `Neon Drive – stem ${index}`,
      createdAt: at(20),
    }),
  );
  // Newest first, as the library lists them.
  const page = [...stems, mashup, cover, full, ext2, ext1, take2, take1];
  const titles = (arranged: { items: AssetView[] }): string[] =>
    arranged.items.map((item) => item.title);

  it('fold under their take where the newest version was, with a badge counting the versions; the other take, the mashup and the stems stay apart', () => {
    const arranged = arrangeStacks(page, new Set());
    expect(titles(arranged)).toEqual([
      'Neon Drive – stem 1',
      'Neon Mash',
      'Neon Drive (2)',
      'Neon Drive (1)',
    ]);
    expect(arranged.stacks.get(take2.id)).toMatchObject({
      key: 'gen:2:versions',
      label: '4 versions',
      head: true,
      open: false,
      memberIds: [take2.id, ext1.id, ext2.id, full.id, cover.id],
    });
    expect(arranged.stacks.get(stems[0]!.id)).toMatchObject({ label: '2 stems' });
    expect(arranged.stacks.has(take1.id)).toBe(false);
    expect(arranged.stacks.has(mashup.id)).toBe(false);
  });

  it('open, list the take then its versions in the order they were made', () => {
    const arranged = arrangeStacks(page, new Set(['gen:2:versions']));
    expect(titles(arranged).slice(2, 7)).toEqual([
      'Neon Drive (2)',
      'Neon Drive (extended, 1)',
      'Neon Drive (extended, 2)',
      'Neon Drive (full song)',
      'Neon Drive (full song) (cover)',
    ]);
    expect(arranged.stacks.get(cover.id)).toMatchObject({ head: false, open: true });
  });

  it('without their take on the page (a later page, a filter, the trash) the oldest version heads; the take heads once it loads', () => {
    const firstPage = [mashup, cover, full, ext2, ext1];
    const arranged = arrangeStacks(firstPage, new Set());
    expect(titles(arranged)).toEqual(['Neon Mash', 'Neon Drive (extended, 1)']);
    expect(arranged.stacks.get(ext1.id)).toMatchObject({
      head: true,
      label: '4 versions',
      memberIds: [ext1.id, ext2.id, full.id, cover.id],
    });
    const bothPages = arrangeStacks([...firstPage, take2], new Set());
    expect(titles(bothPages)).toEqual(['Neon Mash', 'Neon Drive (2)']);
    expect(bothPages.stacks.get(take2.id)).toMatchObject({ head: true, label: '4 versions' });
  });

  it('a single version with its take makes "1 version"; a take or a version alone is no stack', () => {
    expect(arrangeStacks([ext1, take2], new Set()).stacks.get(take2.id)).toMatchObject({
      label: '1 version',
      memberIds: [take2.id, ext1.id],
    });
    expect(arrangeStacks([take2], new Set()).stacks.size).toBe(0);
    expect(arrangeStacks([full], new Set()).stacks.size).toBe(0);
  });

  it('a closed song stack’s card stands for the take and every version (trash, export, drag); open, each card for itself', () => {
    const closed = arrangeStacks(page, new Set());
    expect(withFoldedParts([take2.id], closed.stacks).sort()).toEqual(
      [take2.id, ext1.id, ext2.id, full.id, cover.id].sort(),
    );
    const open = arrangeStacks(page, new Set(['gen:2:versions']));
    expect(withFoldedParts([full.id], open.stacks)).toEqual([full.id]);
  });
});

describe('variations stacks', () => {
  it('folds the results of one Variations ×N submit into one stack, in the order they were made, before any other rule', () => {
    // Three image submissions of one group (each its own submission), newest first, plus an unrelated image.
    const made = [1, 2, 3].map((n) =>
      asset({
        submissionId: `v${n}`,
        kind: 'image',
        model: 'image-a',
        action: null,
        variationGroup: 'g1',
        title: `variation ${n}`,
      }),
    );
    const other = asset({
      submissionId: 'single',
      kind: 'image',
      model: 'image-a',
      action: null,
      title: 'other',
    });
    const arranged = arrangeStacks([made[2]!, other, made[0]!, made[1]!], new Set());
    expect(arranged.items.map((item) => item.title)).toEqual(['variation 1', 'other']);
    expect(arranged.stacks.get(made[0]!.id)).toMatchObject({
      key: 'g1:variations',
      label: '3 variations',
      head: true,
      memberIds: made.map((item) => item.id),
    });
    // A music variation brings two tracks: the label counts variations and says how many files.
    const tracks = [1, 2].flatMap((n) =>
      [1, 2].map((index) =>
        asset({ submissionId: `m${n}`, variationGroup: 'g2', trackIndex: index }),
      ),
    );
    expect(arrangeStacks(tracks, new Set()).stacks.get(tracks[0]!.id)?.label).toBe(
      '2 variations · 4 files',
    );
  });
});
