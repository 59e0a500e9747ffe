// What the renderer may name, for drag-out and "Show in folder": files inside the library
// folder (never through a link out of it) and files an export wrote; nothing else.
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Handlers } from '../../shared/ipc/types';
import { openExportRig, stemsFixture } from './exportRig';
import type { TestLibrary } from './testLibrary';
import { WrittenPaths } from './writtenPaths';

let t: TestLibrary;
let service: Handlers['exports'];
let out: string;
const context = { senderId: '7' };

beforeEach(async () => {
  ({ t, service, out } = await openExportRig('exports'));
});
afterEach(() => t.cleanup());

describe('startDrag', () => {
  it('drags only files that really are inside the library folder', async () => {
    const a = t.addFile(
      { submissionId: 's1', outputKey: 'track-1', title: 'Song — lead vocal stem' },
      'a',
      'wav',
    );
    const b = t.addFile(
      { submissionId: 's1', outputKey: 'track-2', title: 'Song — bass stem' },
      'b',
      'wav',
    );
    // A symlink inside the library pointing outside must not be followed out.
    await writeFile(join(t.dataDirectory, 'outside.wav'), 'outside');
    await mkdir(join(t.libraryFolder, 's3'));
    await symlink(join(t.dataDirectory, 'outside.wav'), join(t.libraryFolder, 's3', 'track-1.wav'));
    const linked = t.library.addAsset({
      submissionId: 's3',
      taskId: 't',
      profileId: 'sandbox',
      model: 'tune',
      action: null,
      kind: 'audio',
      outputKey: 'track-1',
      title: 'Linked',
      mimeType: 'audio/wav',
      bytes: 7,
      relativePath: 's3/track-1.wav',
    }).asset;
    expect(await service.startDrag({ ids: [b.id, linked.id, a.id] }, context)).toEqual({
      started: true,
    });
    const drag = t.desktop.drags[0]!;
    expect(drag.senderId).toBe('7');
    // Named as every export names them, staged outside the library, same bytes.
    expect(drag.files.map((file) => basename(file))).toEqual([
      'Song — bass stem.wav',
      'Song — lead vocal stem.wav',
    ]);
    for (const file of drag.files)
      expect(file.startsWith(join(t.dataDirectory, 'drag-out'))).toBe(true);
    expect(await readFile(drag.files[0]!, 'utf8')).toBe('b');
    expect((await readFile(drag.iconPath)).subarray(1, 4).toString()).toBe('PNG');
    expect(await service.startDrag({ ids: [linked.id] }, context)).toEqual({ started: false });
    expect(t.desktop.drags).toHaveLength(1);
  });
});

describe('reveal', () => {
  it('shows a file an export wrote, and refuses any other path the renderer names', async () => {
    const asset = t.addFile(
      { submissionId: 's1', outputKey: 'track-1', title: 'Song' },
      'RIFF',
      'wav',
    );
    t.desktop.answerNextSave(join(out, 'song.wav'));
    const saved = await service.saveAsset({ id: asset.id }, context);
    expect(await service.reveal({ path: saved.paths[0]! }, context)).toEqual({ shown: true });
    expect(t.desktop.revealed).toEqual([join(out, 'song.wav')]);
    // A path nothing exported (even inside the same folder, or reached through '..') is refused.
    for (const path of [
      join(out, 'other.wav'),
      '/etc/passwd',
      join(out, '..', 'out', 'other.wav'),
    ]) {
      await expect(service.reveal({ path }, context)).rejects.toMatchObject({
        code: 'invalid_input',
        field: 'path',
      });
    }
    expect(t.desktop.revealed).toHaveLength(1);
  });

  it('remembers every file of a folder export', async () => {
    const stems = stemsFixture(t);
    t.desktop.answerNextOpen([out]);
    const result = await service.stems({ submissionId: stems.id, as: 'folder' }, context);
    for (const path of result.paths) await service.reveal({ path }, context);
    expect(t.desktop.revealed).toEqual(result.paths);
  });

  it("shows a library asset's own file, but never follows a link out of the library", async () => {
    const asset = t.addFile({ submissionId: 's1', outputKey: 'track-1' }, 'a', 'wav');
    await service.reveal({ id: asset.id }, context);
    expect(t.desktop.revealed).toHaveLength(1);
    expect(
      t.desktop.revealed[0]!.startsWith(t.libraryFolder) ||
        t.desktop.revealed[0]!.includes('/Library/'),
    ).toBe(true);
    await writeFile(join(t.dataDirectory, 'outside.wav'), 'outside');
    await mkdir(join(t.libraryFolder, 's3'));
    await symlink(join(t.dataDirectory, 'outside.wav'), join(t.libraryFolder, 's3', 'track-1.wav'));
    const linked = t.library.addAsset({
      submissionId: 's3',
      taskId: 't',
      profileId: 'sandbox',
      model: 'tune',
      action: null,
      kind: 'audio',
      outputKey: 'track-1',
      title: 'Linked',
      mimeType: 'audio/wav',
      bytes: 7,
      relativePath: 's3/track-1.wav',
    }).asset;
    await expect(service.reveal({ id: linked.id }, context)).rejects.toMatchObject({
      code: 'not_found',
    });
    expect(t.desktop.revealed).toHaveLength(1);
  });
});

describe('WrittenPaths', () => {
  it('forgets the oldest beyond its bound', () => {
    const paths = new WrittenPaths(3);
    paths.add(['/a', '/b', '/c']);
    paths.add(['/d']);
    expect(['/a', '/b', '/c', '/d'].map((path) => paths.has(path))).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });
});
