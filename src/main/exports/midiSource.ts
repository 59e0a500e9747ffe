/**
 * Owns choosing what a MIDI export writes for an asset of a `midi` task: the note data
 * (the `midi-notes` JSON, or the `midi` member of the saved status result) turned into a
 * .mid file, or — when the data is a file or in a shape we cannot read — the downloaded
 * `.mid` file itself. Every read goes through the library's path resolver.
 */
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import { assetPath, extensionOf, readJsonAsset } from './assetFiles';
import { readMidiData, writeMidiFile } from './midiFile';
import type { AssetRecord, ExportLibrary } from './ports';

export type MidiSource = { kind: 'bytes'; bytes: Uint8Array } | { kind: 'file'; path: string };

const isMidiFile = (asset: AssetRecord): boolean =>
  ['mid', 'midi'].includes(extensionOf(asset)) || /^audio\/(x-)?midi$/u.test(asset.mimeType);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `title` names the .mid's first track (the song's title). */
export async function midiSourceFor(
  asset: AssetRecord,
  library: ExportLibrary,
  libraryFolder: string,
  title = '',
): Promise<MidiSource> {
  if (isMidiFile(asset)) return { kind: 'file', path: await assetPath(libraryFolder, asset) };
  const siblings = library.bySubmission(asset.submissionId);
  const notes =
    asset.kind === 'midi' && extensionOf(asset) === 'json'
      ? asset
      : siblings.find((item) => item.outputKey === 'midi-notes');
  const members: unknown[] = [];
  if (notes) members.push(await readJsonAsset(libraryFolder, notes));
  const saved = siblings.find((item) => item.outputKey === 'result');
  if (saved) {
    const status = await readJsonAsset(libraryFolder, saved);
    if (isRecord(status) && isRecord(status['result'])) members.push(status['result']['midi']);
  }
  for (const member of members) {
    const data = readMidiData(member);
    if (data) return { kind: 'bytes', bytes: writeMidiFile(data, title) };
  }
  const file = siblings.find(isMidiFile);
  if (file) return { kind: 'file', path: await assetPath(libraryFolder, file) };
  throw new AtelierError('not_found', t('mainWords.export.noMidi'), { field: 'id' });
}
