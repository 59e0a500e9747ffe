/**
 * Owns importing a library archive without duplicates: the manifest is validated with zod
 * and every entry is vetted before a byte is extracted (zip-slip names, symlinks, sizes,
 * the compression ratio of each entry, an entry referenced twice, totals against the free
 * disk). Each asset already here (same task + output key) is skipped; each new one goes
 * under a submission id allocated here (never an id or name from the archive: an uppercase
 * copy of an existing id named the same folder on case-insensitive disks), is extracted as
 * a `.partial` file, checked against its sha256, typed by its own bytes, and published
 * exclusively (a link, never a rename over a file), and only then recorded.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, statfs } from 'node:fs/promises';
import { AtelierError } from '../../shared/errors';
import { formatFileSize } from '../../shared/format/number';
import { t } from '../../shared/i18n/activeLanguage';
import { PARTIAL_SUFFIX } from '../library/libraryMaintenance';
import {
  ALLOWED_TYPES,
  EXTENSIONS,
  MIME_TYPES,
  SNIFF_BYTES,
  sniffType,
  type SniffedType,
} from '../outputs/magicBytes';
import { outputLocation } from '../tasks/outputPath';
import { publishExclusive } from './exclusiveFile';
import type { ArchiveOptions, FreeSpace } from './archiveOptions';
import { checkArchiveLineage } from './archiveLineageCheck';
import {
  DEFAULT_ARCHIVE_LIMITS,
  isSafeEntryName,
  MANIFEST_NAME,
  type ArchivedAsset,
  type ArchiveLimits,
  type Manifest,
} from './archiveManifest';
import { manifestSink } from './manifestStream';
import { openZip, ZipFormatError, type ZipEntry, type ZipReader } from './zipReader';

export interface ImportOutcome {
  imported: number;
  skipped: number;
  failed: { name: string; reason: string }[];
  importedIds: string[];
}

const OPERATION = 'archive-import';

/** Below this a high ratio is harmless (a few kB of zeros); above it, every entry is checked. */
const RATIO_FLOOR_BYTES = 64 * 1024;

function entryProblem(entry: ZipEntry, limits: ArchiveLimits): string | null {
  if (!isSafeEntryName(entry.isDirectory ? entry.name.slice(0, -1) || 'x' : entry.name))
    return t('mainWords.archive.entry.unsafePath');
  if (entry.isSymlink) return t('mainWords.archive.entry.link');
  if (entry.size > limits.maxEntryBytes) return t('mainWords.archive.entry.tooLarge');
  if (
    entry.size > RATIO_FLOOR_BYTES &&
    entry.size / Math.max(1, entry.compressedSize) > limits.maxCompressionRatio
  )
    return t('mainWords.archive.entry.ratio');
  return null;
}

/** A manifest's expansion at most, once it is past its floor (see readManifest). */
const MAX_MANIFEST_RATIO = 100;
const MANIFEST_RATIO_FLOOR_BYTES = 16 * 1024 ** 2;

/**
 * What would be extracted may expand at most maxCompressionRatio times the archive's size
 * (once past the floor): entries under the per-entry floor add up too. Entries refused one by
 * one (entryProblem) are never extracted, so they do not count.
 */
function totalExpansionProblem(zip: ZipReader, limits: ArchiveLimits): string | null {
  const expanded = zip.entries.reduce(
    (sum, entry) => sum + (entryProblem(entry, limits) ? 0 : entry.size),
    0,
  );
  if (
    expanded <= RATIO_FLOOR_BYTES ||
    expanded / Math.max(1, zip.archiveBytes) <= limits.maxCompressionRatio
  )
    return null;
  return t('mainWords.archive.bomb', {
    expanded: formatFileSize(expanded),
    times: Math.round(expanded / zip.archiveBytes),
    size: formatFileSize(zip.archiveBytes),
    max: limits.maxCompressionRatio,
  });
}

/** Free bytes where the library lives (injected in tests). */
const systemFreeSpace: FreeSpace = async (folder) => {
  const info = await statfs(folder);
  return info.bavail * info.bsize;
};
/** Room kept free besides what the import declares (the database and other files grow too). */
const FREE_SPACE_MARGIN = 256 * 1024 ** 2;

/** What a kind of asset may be, by its bytes; `file` may be any known type. */
function allowedTypes(kind: ArchivedAsset['kind']): readonly SniffedType[] {
  switch (kind) {
    case 'lyrics':
      return ALLOWED_TYPES.text;
    case 'file':
      return Object.keys(EXTENSIONS) as SniffedType[];
    default:
      return ALLOWED_TYPES[kind];
  }
}

/** A submission id of our own for an archived submission that is not here yet: lowercase hex, stable per task. */
export function derivedSubmissionId(
  asset: Pick<ArchivedAsset, 'taskId' | 'profileId' | 'submissionId'>,
): string {
  const key = asset.taskId
    ? `task\0${asset.profileId}\0${asset.taskId}`
    : `submission\0${asset.profileId}\0${asset.submissionId}`;
  return `imported-${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
}

/** The manifest, parsed and validated item by item as it streams out (manifestStream.ts). */
async function readManifest(zip: ZipReader, limits: ArchiveLimits): Promise<Manifest> {
  const entry = zip.entries.find((item) => item.name === MANIFEST_NAME);
  if (!entry) throw new AtelierError('invalid_input', t('mainWords.archive.notArchive'));
  if (entry.size > limits.maxManifestBytes)
    throw new AtelierError(
      'invalid_input',
      t('mainWords.archive.manifestTooLarge', { size: formatFileSize(limits.maxManifestBytes) }),
    );
  // Checked before a byte is parsed: 1.3 MB of manifest expanded to 484 MB (651 MB RSS).
  // Real manifests (hashes, ids) compress about 5-15x, but one long prompt repeated on many
  // takes compresses far better; below the floor parsing is cheap, so only big ones count.
  if (
    entry.size > MANIFEST_RATIO_FLOOR_BYTES &&
    entry.size / Math.max(1, entry.compressedSize) > MAX_MANIFEST_RATIO
  ) {
    throw new AtelierError(
      'invalid_input',
      t('mainWords.archive.manifestBomb', {
        times: Math.round(entry.size / Math.max(1, entry.compressedSize)),
        max: MAX_MANIFEST_RATIO,
      }),
    );
  }
  const reader = manifestSink();
  try {
    await zip.extract(entry, reader.sink);
  } catch (error) {
    if (error instanceof AtelierError) throw error;
    throw new AtelierError(
      'invalid_input',
      t('mainWords.archive.manifestUnreadable', { reason: (error as Error).message }),
    );
  }
  return reader.result();
}

export async function importArchive(path: string, options: ArchiveOptions): Promise<ImportOutcome> {
  const limits: ArchiveLimits = { ...DEFAULT_ARCHIVE_LIMITS, ...options.limits };
  let zip: ZipReader;
  try {
    zip = await openZip(path, {
      maxEntries: limits.maxEntries,
      maxCentralDirectoryBytes: 512 * 1024 ** 2,
    });
  } catch (error) {
    if (error instanceof ZipFormatError)
      throw new AtelierError(
        'invalid_input',
        t('mainWords.archive.unreadable', { reason: error.message }),
      );
    throw error;
  }
  const outcome: ImportOutcome = { imported: 0, skipped: 0, failed: [], importedIds: [] };
  try {
    const expansion = totalExpansionProblem(zip, limits);
    if (expansion) throw new AtelierError('invalid_input', expansion);
    const manifest = await readManifest(zip, limits);
    checkArchiveLineage(manifest.submissions);
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
    // Bytes are counted per manifest reference: one entry named by many assets would be
    // extracted many times (a 1.8 KB archive pointing 40 assets at one entry made 42 MB).
    const references = new Map<string, number>();
    for (const asset of manifest.assets)
      references.set(asset.file.path, (references.get(asset.file.path) ?? 0) + 1);
    let declared = 0;
    for (const [name, count] of references) declared += (entries.get(name)?.size ?? 0) * count;
    if (Math.max(total, declared) > limits.maxTotalBytes)
      throw new AtelierError('invalid_input', t('mainWords.archive.tooLarge'));
    const free = await (options.freeSpace ?? systemFreeSpace)(options.libraryFolder);
    if (declared + FREE_SPACE_MARGIN > free) {
      throw new AtelierError(
        'invalid_input',
        t('mainWords.archive.needsSpace', {
          needed: formatFileSize(declared),
          free: formatFileSize(free),
          spare: formatFileSize(FREE_SPACE_MARGIN),
        }),
      );
    }
    const submissions = new Map(manifest.submissions.map((record) => [record.id, record]));
    const pending = new Map<string, number>();
    for (const asset of manifest.assets)
      pending.set(asset.submissionId, (pending.get(asset.submissionId) ?? 0) + 1);
    const localIds = new Map<string, string>();
    const failedNames = new Set(outcome.failed.map((failure) => failure.name));

    /**
     * Where this asset's submission lives here: a submission this library holds for its
     * task, one adopted now with its lineage, or an id derived here. Never the archive's id.
     */
    const localSubmission = (asset: ArchivedAsset, create: boolean): string => {
      const known =
        localIds.get(asset.submissionId) ??
        options.lineage?.localSubmissionId(asset.taskId) ??
        null;
      if (known) return known;
      const record = submissions.get(asset.submissionId);
      if (!create || !options.lineage || !record || record.taskId !== asset.taskId)
        return derivedSubmissionId(asset);
      const created = options.lineage.adopt(record, pending.get(asset.submissionId) ?? 0);
      localIds.set(asset.submissionId, created);
      return created;
    };

    options.progress?.(OPERATION, 0, manifest.assets.length);
    for (const [position, asset] of manifest.assets.entries()) {
      const label = asset.file.path;
      const existing = options.library.findByOutputKey(
        localSubmission(asset, false),
        asset.outputKey,
      );
      if (existing && existing.taskId === asset.taskId) {
        outcome.skipped += 1;
      } else if (existing) {
        outcome.failed.push({
          name: label,
          reason: t('mainWords.archive.file.conflict'),
        });
      } else if ((references.get(asset.file.path) ?? 0) > 1) {
        outcome.failed.push({
          name: label,
          reason: t('mainWords.archive.file.sharedEntry'),
        });
      } else {
        const entry = entries.get(asset.file.path);
        if (!entry) {
          // A Set, not a scan of `failed`: 80,000 missing files made that scan quadratic (31 s).
          if (!failedNames.has(label))
            outcome.failed.push({ name: label, reason: t('mainWords.archive.file.missing') });
        } else {
          try {
            outcome.importedIds.push(
              await importOne(zip, entry, asset, localSubmission(asset, true), options),
            );
            outcome.imported += 1;
          } catch (error) {
            const reason =
              error instanceof AtelierError || error instanceof ZipFormatError
                ? error.message
                : (error as NodeJS.ErrnoException).code === 'EEXIST'
                  ? t('mainWords.archive.file.placeTaken')
                  : t('mainWords.archive.file.notWritten');
            outcome.failed.push({ name: label, reason });
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

async function importOne(
  zip: ZipReader,
  entry: ZipEntry,
  asset: ArchivedAsset,
  submissionId: string,
  options: ArchiveOptions,
): Promise<string> {
  if (entry.size !== asset.file.bytes)
    throw new AtelierError('invalid_input', t('mainWords.archive.file.size'));
  const location = outputLocation(options.libraryFolder, submissionId, asset.outputKey);
  await mkdir(location.directory, { recursive: true });
  const temporary = `${location.base}.import${PARTIAL_SUFFIX}`;
  const hash = createHash('sha256');
  // The head tells binary types apart; text and JSON need the whole (small) file.
  const keepWhole = entry.size <= 1024 ** 2;
  const kept: Buffer[] = [];
  let type: SniffedType | null;
  let final: string;
  try {
    await zip.extract(entry, createWriteStream(temporary, { flags: 'wx' }), (chunk) => {
      hash.update(chunk);
      if (keepWhole || kept.reduce((sum, each) => sum + each.length, 0) < SNIFF_BYTES)
        kept.push(chunk);
    });
    if (hash.digest('hex') !== asset.file.sha256)
      throw new AtelierError('invalid_input', t('mainWords.archive.file.sha256'));
    const bytes = Buffer.concat(kept);
    type = sniffType(bytes.subarray(0, SNIFF_BYTES), keepWhole ? bytes : undefined);
    if (!type || !allowedTypes(asset.kind).includes(type)) {
      throw new AtelierError(
        'invalid_input',
        // The kind and the type found are said by select in each language, never as tokens.
        t('mainWords.archive.file.wrongType', {
          kind: asset.kind,
          found: type === null ? 'none' : type === 'text' ? 'text' : 'format',
          format: type === null ? '' : type.toUpperCase(),
        }),
      );
    }
    final = `${location.base}.${EXTENSIONS[type]}`;
    await publishExclusive(temporary, final);
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
    // What the bytes are, not what the manifest says: the media route serves this type.
    mimeType: MIME_TYPES[type],
    bytes: asset.file.bytes,
    relativePath: `${location.relativeBase}.${EXTENSIONS[type]}`,
    trackIndex: asset.trackIndex,
    durationS: asset.durationS,
    width: asset.width,
    height: asset.height,
    bpm: asset.bpm ?? null,
    musicalKey: asset.musicalKey ?? null,
    variationGroup: asset.variationGroup ?? null,
    tags: asset.tags,
    createdAt: Date.parse(asset.createdAt),
  });
  if (asset.favorite) options.library.update(record.id, { favorite: true });
  return record.id;
}
