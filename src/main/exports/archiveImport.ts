/**
 * Owns importing a library archive without duplicates: the manifest is validated with zod
 * and every entry is vetted before a byte is extracted (zip-slip names, symlinks, sizes,
 * compression ratio, totals). Each asset already here (same profile + task + output key)
 * is skipped; each new one is extracted to the library's own path for it
 * (`<submission>/<output key>.<ext>`, never a name from the archive) as a `.partial` file,
 * checked against its sha256, renamed, and only then recorded. Failures are per entry.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { AtelierError } from '../../shared/errors';
import { PARTIAL_SUFFIX } from '../library/libraryMaintenance';
import { outputLocation } from '../tasks/outputPath';
import type { ArchiveOptions } from './archive';
import {
  ARCHIVE_FORMAT,
  DEFAULT_ARCHIVE_LIMITS,
  isSafeEntryName,
  MANIFEST_NAME,
  manifestSchema,
  type ArchivedAsset,
  type ArchiveLimits,
  type Manifest,
} from './archiveManifest';
import { openZip, ZipFormatError, type ZipEntry, type ZipReader } from './zipReader';

export interface ImportOutcome {
  imported: number;
  skipped: number;
  failed: { name: string; reason: string }[];
  importedIds: string[];
}

const OPERATION = 'archive-import';

function entryProblem(entry: ZipEntry, limits: ArchiveLimits): string | null {
  if (!isSafeEntryName(entry.isDirectory ? entry.name.slice(0, -1) || 'x' : entry.name)) return 'unsafe path in archive (refused)';
  if (entry.isSymlink) return 'symbolic link in archive (refused)';
  if (entry.size > limits.maxEntryBytes) return 'file too large';
  if (entry.size > 1024 ** 2 && entry.size / Math.max(1, entry.compressedSize) > limits.maxCompressionRatio) return 'suspicious compression ratio';
  return null;
}

async function readManifest(zip: ZipReader, limits: ArchiveLimits): Promise<Manifest> {
  const entry = zip.entries.find((item) => item.name === MANIFEST_NAME);
  if (!entry) throw new AtelierError('invalid_input', 'This file is not an Atelier library archive (no manifest.json).');
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(await zip.readBytes(entry, limits.maxManifestBytes)));
  } catch (error) {
    throw new AtelierError('invalid_input', `The archive's manifest cannot be read (${(error as Error).message}).`);
  }
  const version = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)['schemaVersion'] : undefined;
  if (typeof version === 'number' && version > 1) throw new AtelierError('invalid_input', `This archive was made by a newer Atelier (manifest version ${version}).`);
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AtelierError('invalid_input', `The archive's manifest is not valid (${issue ? `${issue.path.join('.')}: ${issue.message}` : 'unknown'}).`, { details: { format: ARCHIVE_FORMAT } });
  }
  return parsed.data;
}

const extensionOf = (path: string): string => {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return /^[a-z0-9]{1,8}$/u.test(extension) ? extension : 'bin';
};

export async function importArchive(path: string, options: ArchiveOptions): Promise<ImportOutcome> {
  const limits: ArchiveLimits = { ...DEFAULT_ARCHIVE_LIMITS, ...options.limits };
  let zip: ZipReader;
  try {
    zip = await openZip(path, { maxEntries: limits.maxEntries, maxCentralDirectoryBytes: 512 * 1024 ** 2 });
  } catch (error) {
    if (error instanceof ZipFormatError) throw new AtelierError('invalid_input', `This archive cannot be read: ${error.message}`);
    throw error;
  }
  const outcome: ImportOutcome = { imported: 0, skipped: 0, failed: [], importedIds: [] };
  try {
    const manifest = await readManifest(zip, limits);
    const entries = new Map<string, ZipEntry>();
    let total = 0;
    for (const entry of zip.entries) {
      const problem = entryProblem(entry, limits);
      if (problem) outcome.failed.push({ name: entry.name, reason: problem });
      else if (!entry.isDirectory) {
        entries.set(entry.name, entry);
        total += entry.size;
      }
    }
    if (total > limits.maxTotalBytes) throw new AtelierError('invalid_input', 'The archive is larger than an import may be.');
    const submissions = new Map(manifest.submissions.map((record) => [record.id, record]));
    const pending = new Map<string, number>();
    for (const asset of manifest.assets) pending.set(asset.submissionId, (pending.get(asset.submissionId) ?? 0) + 1);
    const localIds = new Map<string, string>();

    /** Where this asset's submission lives here; created (with lineage) only when needed. */
    const localSubmission = (asset: ArchivedAsset, create: boolean): string => {
      const known = localIds.get(asset.submissionId) ?? options.lineage?.localSubmissionId(asset.taskId) ?? null;
      if (known) return known;
      const record = submissions.get(asset.submissionId);
      if (!create || !options.lineage || !record || record.taskId !== asset.taskId) return asset.submissionId;
      const created = options.lineage.adopt(record, pending.get(asset.submissionId) ?? 0);
      localIds.set(asset.submissionId, created);
      return created;
    };

    options.progress?.(OPERATION, 0, manifest.assets.length);
    for (const [position, asset] of manifest.assets.entries()) {
      const label = asset.file.path;
      const existing = options.library.findByOutputKey(localSubmission(asset, false), asset.outputKey);
      if (existing && existing.taskId === asset.taskId) {
        outcome.skipped += 1;
      } else if (existing) {
        outcome.failed.push({ name: label, reason: 'conflicts with a different item already in this library' });
      } else {
        const entry = entries.get(asset.file.path);
        if (!entry) {
          if (!outcome.failed.some((failure) => failure.name === label)) outcome.failed.push({ name: label, reason: 'file missing from the archive' });
        } else {
          try {
            outcome.importedIds.push(await importOne(zip, entry, asset, localSubmission(asset, true), options));
            outcome.imported += 1;
          } catch (error) {
            outcome.failed.push({ name: label, reason: error instanceof AtelierError || error instanceof ZipFormatError ? error.message : 'could not be written' });
          }
        }
      }
      options.progress?.(OPERATION, position + 1, manifest.assets.length);
    }
    return outcome;
  } finally {
    await zip.close();
  }
}

async function importOne(zip: ZipReader, entry: ZipEntry, asset: ArchivedAsset, submissionId: string, options: ArchiveOptions): Promise<string> {
  if (entry.size !== asset.file.bytes) throw new AtelierError('invalid_input', 'size differs from the manifest');
  const extension = extensionOf(asset.file.path);
  const location = outputLocation(options.libraryFolder, submissionId, asset.outputKey);
  await mkdir(location.directory, { recursive: true });
  const final = `${location.base}.${extension}`;
  const temporary = `${final}${PARTIAL_SUFFIX}`;
  const hash = createHash('sha256');
  try {
    await zip.extract(entry, createWriteStream(temporary, { flags: 'w' }), (chunk) => hash.update(chunk));
    if (hash.digest('hex') !== asset.file.sha256) throw new AtelierError('invalid_input', 'sha256 differs from the manifest');
    await rename(temporary, final);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  const { asset: record } = options.library.addAsset({
    submissionId,
    taskId: asset.taskId,
    profileId: asset.profileId,
    model: asset.model,
    action: asset.action,
    kind: asset.kind,
    outputKey: asset.outputKey,
    title: asset.title,
    prompt: asset.prompt,
    style: asset.style,
    lyrics: asset.lyrics,
    mimeType: asset.mimeType,
    bytes: asset.file.bytes,
    relativePath: `${location.relativeBase}.${extension}`,
    trackIndex: asset.trackIndex,
    durationS: asset.durationS,
    width: asset.width,
    height: asset.height,
    tags: asset.tags,
    createdAt: Date.parse(asset.createdAt),
  });
  if (asset.favorite) options.library.update(record.id, { favorite: true });
  return record.id;
}
