/**
 * Owns finding the files of a stems result (or any track list, or a `download` task's
 * files) and naming each part: the stem comes from the status result's `tracks[].stem`
 * (read from the journal, else from the `result` JSON kept in the library, so imported
 * libraries work too), then the request's `stem_type`, then "track N"; download files are
 * named by `files[].format`.
 */
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import { versionWords } from '../../shared/titles/titleRule';
import { extensionOf, readJsonAsset } from './assetFiles';
import { stemVersion } from './exportWords';
import type { AssetRecord, ExportLibrary, SubmissionLookup } from './ports';

export interface StemFile {
  asset: AssetRecord;
  /** The part as the service or request named it ("lead_vocal", "track 3", "wav"). */
  stem: string;
  /** The part by the title rule, as the file name says it: "lead vocal stem", "take 3", "WAV". */
  version: string;
  index: number;
  ext: string;
}

const PART_KEY = /^(track|file)-(\d{1,3})$/u;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function musicResultOf(status: unknown): Record<string, unknown> {
  return isRecord(status) && isRecord(status['result']) ? status['result'] : {};
}

function memberAt(
  list: unknown,
  matches: (item: Record<string, unknown>, position: number) => boolean,
): Record<string, unknown> | null {
  if (!Array.isArray(list)) return null;
  const found = list.find((item, position) => isRecord(item) && matches(item, position));
  return isRecord(found) ? found : null;
}

export async function stemsOf(
  submissionId: string,
  library: ExportLibrary,
  libraryFolder: string,
  journal?: SubmissionLookup,
): Promise<StemFile[]> {
  const parts = library
    .bySubmission(submissionId)
    .filter((asset) => asset.kind === 'audio' && PART_KEY.test(asset.outputKey))
    .sort((a, b) => a.outputKey.localeCompare(b.outputKey, 'en', { numeric: true }));
  if (parts.length === 0)
    throw new AtelierError('not_found', t('mainWords.export.noTracks'), {
      field: 'submissionId',
    });
  const entry = journal?.get(submissionId) ?? null;
  let status: unknown = entry?.statusResult ?? null;
  if (!status) {
    const saved = library.findByOutputKey(submissionId, 'result');
    status = saved ? await readJsonAsset(libraryFolder, saved) : null;
  }
  const result = musicResultOf(status);
  const requestedStem = text(entry?.body['stem_type']);
  return parts.map((asset) => {
    const [, family, digits] = PART_KEY.exec(asset.outputKey) ?? [];
    const index = Number(digits);
    if (family === 'file') {
      const format = text(
        memberAt(result['files'], (_item, position) => position === index - 1)?.['format'],
      );
      return {
        asset,
        stem: format ?? `file ${index}`,
        version: format ? format.toUpperCase() : `file ${index}`,
        index,
        ext: extensionOf(asset),
      };
    }
    const track = memberAt(result['tracks'], (item) => item['index'] === index);
    const stem = text(track?.['stem']) ?? (entry?.action === 'stems' ? requestedStem : null);
    const version = stem
      ? stemVersion(stem)
      : versionWords({ trackIndex: index, trackCount: Math.max(2, parts.length) });
    return { asset, stem: stem ?? `track ${index}`, version, index, ext: extensionOf(asset) };
  });
}
