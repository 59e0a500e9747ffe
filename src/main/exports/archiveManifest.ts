/**
 * Owns the portable library archive's `manifest.json`: a versioned zod schema (what an
 * import trusts is exactly what passes it), the limits an import enforces, and the rule
 * for entry names (relative, '/'-separated, no `..`, drive letters or backslashes: the
 * zip-slip guard). Version 1:
 *
 * { format: 'atelier-library', schemaVersion: 1, createdAt, assets: [ArchivedAsset],
 *   submissions: [ArchivedSubmission] }   — media files under `media/<relative path>`.
 */
import { z } from 'zod';
import { ASSET_KINDS } from '../../shared/ipc/library';
import { targetSchema } from '../../shared/ipc/targets';
import { safeSegments } from '../library/mediaPath';
import { MUSICAL_KEYS } from '../../shared/service/music/musicalKeys';

export const ARCHIVE_FORMAT = 'atelier-library';
export const ARCHIVE_SCHEMA_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const MEDIA_PREFIX = 'media/';

const id = z.string().min(1).max(200);
const text = (max: number) => z.string().max(max);
const iso = z.iso.datetime({ offset: true });

export const archivedAssetSchema = z.object({
  id,
  kind: z.enum(ASSET_KINDS),
  submissionId: id,
  taskId: z.string().max(200),
  profileId: id,
  model: text(200),
  action: text(64).nullable(),
  outputKey: z.string().regex(/^[a-z][a-z0-9-]{0,40}$/u),
  title: text(1000),
  prompt: text(100_000),
  style: text(10_000).nullable(),
  lyrics: text(100_000).nullable(),
  mimeType: text(200),
  trackIndex: z.number().int().min(0).max(10_000).nullable(),
  durationS: z
    .number()
    .min(0)
    .max(7 * 24 * 3600)
    .nullable(),
  width: z.number().int().min(0).max(1_000_000).nullable(),
  height: z.number().int().min(0).max(1_000_000).nullable(),
  /** Tempo and key (schema 5); absent in archives made before them. */
  bpm: z.number().min(0).max(1000).nullable().optional(),
  musicalKey: z.enum(MUSICAL_KEYS).nullable().optional(),
  /** The "Variations ×N" submit it came from (schema 9); absent in archives made before. */
  variationGroup: id.nullable().optional(),
  favorite: z.boolean(),
  tags: z.array(text(64)).max(200),
  createdAt: iso,
  file: z.object({
    path: z.string().min(1).max(1024),
    bytes: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/u),
  }),
});
export type ArchivedAsset = z.infer<typeof archivedAssetSchema>;

/** A submission's lineage and result, so the song tree survives the move. */
export const archivedSubmissionSchema = z.object({
  id,
  profileId: id,
  target: targetSchema,
  kind: z.enum(['image', 'video', 'music']),
  body: z.record(z.string(), z.unknown()),
  summary: text(10_000),
  taskId: id,
  status: text(32),
  statusResult: z.record(z.string(), z.unknown()).nullable(),
  // What it cost where it was made: shown in this ledger as imported, never part of this device's budget.
  creditsDeducted: z
    .number({ error: 'must be a whole number of credits, 0 or more' })
    .int('must be a whole number of credits, 0 or more')
    .min(0, 'must be a whole number of credits, 0 or more')
    .max(1_000_000_000, 'must be at most 1,000,000,000 credits')
    .nullable(),
  sources: z
    .array(
      z.object({
        taskId: id,
        audioIndex: z.number().int().nullable(),
        role: z.enum(['source', 'mashup', 'persona', 'model', 'asset']),
      }),
    )
    .max(100),
  /** Which of a "Variations ×N" submit it was (schema 10); absent in archives made before. */
  variation: z
    .object({
      group: id,
      index: z.number().int().min(1).max(100),
      count: z.number().int().min(1).max(100),
    })
    .nullable()
    .optional(),
  createdAt: iso,
  finishedAt: iso.nullable(),
});
export type ArchivedSubmission = z.infer<typeof archivedSubmissionSchema>;

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  schemaVersion: z.literal(ARCHIVE_SCHEMA_VERSION),
  createdAt: iso,
  assets: z.array(archivedAssetSchema).max(1_000_000),
  submissions: z.array(archivedSubmissionSchema).max(1_000_000),
});
export type Manifest = z.infer<typeof manifestSchema>;

export interface ArchiveLimits {
  maxEntries: number;
  maxManifestBytes: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
  /** Uncompressed/compressed above this (for entries over 1 MiB) is treated as a zip bomb. */
  maxCompressionRatio: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 1_000_000,
  maxManifestBytes: 512 * 1024 ** 2,
  maxEntryBytes: 64 * 1024 ** 3, // Zip64: one long video may pass 4 GiB
  maxTotalBytes: 512 * 1024 ** 3,
  maxCompressionRatio: 1000,
};

/** True when an archive entry name is a plain relative path (never `..`, absolute, `C:`, `\\`). */
export function isSafeEntryName(name: string): boolean {
  return safeSegments(name) !== null;
}
