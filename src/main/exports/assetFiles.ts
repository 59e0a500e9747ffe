/**
 * Owns reaching an asset's file for export: only through the library's path resolver
 * (resolveMediaPath: inside the library folder, symlinks resolved, a regular file), and
 * the names an asset exports under by default (its title plus its file's extension).
 */
import { readFile, stat } from 'node:fs/promises';
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import { resolveMediaPath } from '../library/mediaPath';
import { nameOf, splitTitle, TITLE_SEPARATOR } from '../../shared/titles/titleRule';
import { versionInWords } from '../../shared/titles/titleWords';
import { titledFileName } from './exportNames';
import type { AssetRecord } from './ports';

/** The extension of the stored file, without the dot ('' when it has none). */
export function extensionOf(asset: Pick<AssetRecord, 'relativePath'>): string {
  const name = asset.relativePath.slice(asset.relativePath.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * An asset's file is named by the one naming rule after its title ("Neon Drive — lead vocal
 * stem.wav"), so a stem exports under the same name whichever way it leaves (alone, in a
 * selection, dragged out, or with its set). The rule's version is in main's language, as the
 * window shows it ("Neon Drive — Take 2.wav" in German, never "take 2"); a title the user gave
 * is kept as it is. titledFileName makes either valid on every OS.
 */
export function defaultFileName(
  asset: Pick<AssetRecord, 'relativePath' | 'title'>,
  extension = extensionOf(asset),
): string {
  const madeByRule =
    asset.title.lastIndexOf(TITLE_SEPARATOR) > 0 && nameOf(asset.title) !== asset.title.trim();
  const { name, version } = asset.title.includes(TITLE_SEPARATOR)
    ? splitTitle(asset.title)
    : { name: asset.title, version: '' };
  return titledFileName(name, madeByRule ? versionInWords(version, t) : version, extension);
}

/** The absolute path of the asset's file, or a not_found error the UI can show. */
export async function assetPath(libraryFolder: string, asset: AssetRecord): Promise<string> {
  const path = await resolveMediaPath(libraryFolder, asset.relativePath);
  if (!path)
    throw new AtelierError('not_found', t('mainWords.export.fileMissing', { title: asset.title }), {
      details: { assetId: asset.id },
    });
  return path;
}

/** Parses a JSON asset (status result, MIDI notes), refusing files above `maxBytes`. */
export async function readJsonAsset(
  libraryFolder: string,
  asset: AssetRecord,
  maxBytes = 32 * 1024 ** 2,
): Promise<unknown> {
  const path = await resolveMediaPath(libraryFolder, asset.relativePath);
  if (!path || (await stat(path)).size > maxBytes) return null;
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

const FILTER_EXTENSIONS = {
  audio: ['mp3', 'wav', 'm4a', 'flac', 'ogg'],
  image: ['png', 'jpg', 'jpeg', 'webp', 'gif'],
  video: ['mp4', 'mov', 'webm'],
  midi: ['mid', 'midi'],
  zip: ['zip'],
  csv: ['csv'],
} as const;
type FilterKind = keyof typeof FILTER_EXTENSIONS;

/** A save or open dialog's filter, named in main's language ("Images", "Bilder"). */
export function dialogFilter(kind: FilterKind): { name: string; extensions: string[] } {
  return { name: t(`mainWords.filter.${kind}`), extensions: [...FILTER_EXTENSIONS[kind]] };
}

/** Dialog filters: the file's own extension first, then "All files". */
export function filtersFor(extension: string): { name: string; extensions: string[] }[] {
  const kind = (Object.keys(FILTER_EXTENSIONS) as FilterKind[]).find((each) =>
    (FILTER_EXTENSIONS[each] as readonly string[]).includes(extension),
  );
  const known = kind ? dialogFilter(kind) : null;
  const own = known
    ? {
        ...known,
        extensions: [extension, ...known.extensions.filter((item) => item !== extension)],
      }
    : null;
  return [
    ...(own
      ? [own]
      : extension
        ? [{ name: extension.toUpperCase(), extensions: [extension] }]
        : []),
    { name: t('mainWords.filter.all'), extensions: ['*'] },
  ];
}
