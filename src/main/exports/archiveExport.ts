/**
 * Owns writing the library archive: every asset (all profiles; or those of one query, such as
 * a collection's) whose file is present, its
 * file under `media/<relative path>` hashed (sha256) while it streams into the zip, and
 * the manifest written last, once every hash is known. Assets whose file is missing are
 * left out of both.
 */
import { createHash } from 'node:crypto';
import { resolveMediaPath } from '../library/mediaPath';
import { isMusicalKey } from '../../shared/service/music/musicalKeys';
import type { ArchiveOptions } from './archiveOptions';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_SCHEMA_VERSION,
  MANIFEST_NAME,
  MEDIA_PREFIX,
  type ArchivedAsset,
  type ArchivedSubmission,
  type Manifest,
} from './archiveManifest';
import type { AssetRecord } from './ports';
import { writeZip, type ZipEntrySource } from './zipWriter';

const OPERATION = 'archive-export';

function allAssets(options: ArchiveOptions): AssetRecord[] {
  const assets: AssetRecord[] = [];
  let cursor: string | null = null;
  do {
    const page = options.library.list({
      ...options.only,
      sort: 'oldest',
      limit: 500,
      ...(cursor ? { cursor } : {}),
    });
    assets.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return assets;
}

/** Writes the archive to `path` (a fresh temporary file). Returns how many assets it holds. */
export async function exportArchive(path: string, options: ArchiveOptions): Promise<number> {
  const present: { asset: AssetRecord; file: string }[] = [];
  for (const asset of allAssets(options)) {
    const file = await resolveMediaPath(options.libraryFolder, asset.relativePath);
    if (file) present.push({ asset, file });
  }
  // One running hash per file, fed as its bytes stream into the zip.
  const files = present.map(() => ({ hash: createHash('sha256'), bytes: 0 }));
  const entries: ZipEntrySource[] = present.map(({ asset, file }, position) => ({
    name: MEDIA_PREFIX + asset.relativePath,
    source: file,
    modifiedAt: Date.parse(asset.createdAt),
    onData(chunk) {
      files[position]!.hash.update(chunk);
      files[position]!.bytes += chunk.length;
    },
  }));
  const submissions = new Map<string, ArchivedSubmission>();
  entries.push({
    name: MANIFEST_NAME,
    // Built when reached, after every media entry: the hashes cover exactly the bytes zipped.
    source: () => {
      const archived: ArchivedAsset[] = [];
      present.forEach(({ asset }, position) => {
        const file = files[position]!;
        archived.push(
          archivedAsset(asset, MEDIA_PREFIX + asset.relativePath, {
            bytes: file.bytes,
            sha256: file.hash.digest('hex'),
          }),
        );
        if (options.lineage && !submissions.has(asset.submissionId)) {
          const record = options.lineage.describe(asset.submissionId);
          if (record) submissions.set(asset.submissionId, record);
        }
      });
      const manifest: Manifest = {
        format: ARCHIVE_FORMAT,
        schemaVersion: ARCHIVE_SCHEMA_VERSION,
        createdAt: new Date(options.now()).toISOString(),
        assets: archived,
        submissions: [...submissions.values()],
      };
      return new TextEncoder().encode(JSON.stringify(manifest));
    },
  });
  options.progress?.(OPERATION, 0, entries.length);
  await writeZip(path, entries, {
    onEntry: (done, total) => options.progress?.(OPERATION, done, total),
  });
  return present.length;
}

function archivedAsset(
  asset: AssetRecord,
  path: string,
  file: { bytes: number; sha256: string },
): ArchivedAsset {
  return {
    id: asset.id,
    kind: asset.kind,
    submissionId: asset.submissionId,
    taskId: asset.taskId,
    profileId: asset.profileId,
    model: asset.model,
    action: asset.action,
    outputKey: asset.outputKey,
    title: asset.title,
    prompt: asset.prompt,
    style: asset.style,
    lyrics: asset.lyrics,
    mimeType: asset.mimeType,
    trackIndex: asset.trackIndex,
    durationS: asset.durationS,
    width: asset.width,
    height: asset.height,
    bpm: asset.bpm,
    musicalKey: isMusicalKey(asset.musicalKey) ? asset.musicalKey : null,
    variationGroup: asset.variationGroup,
    favorite: asset.favorite,
    tags: asset.tags,
    createdAt: asset.createdAt,
    file: { path, bytes: file.bytes, sha256: file.sha256 },
  };
}
