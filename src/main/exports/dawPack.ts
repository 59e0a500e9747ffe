/**
 * Owns gathering a DAW pack: the three finished tasks run on one track (stems-all, midi,
 * bpm, see the song page's "DAW pack"), checked to share that source track, turned into the
 * files to write — each stem's library file, the .mid (midiSource.ts) and the notes text —
 * under dawPackNames.ts's names. Writing (dialogs, never overwriting) and drag staging are
 * the export service's; this module only reads.
 */
import { copyFile, writeFile } from 'node:fs/promises';
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import { assetPath } from './assetFiles';
import { dawPackNames, dawPackNotes, type DawPackFacts } from './dawPackNames';
import { midiSourceFor } from './midiSource';
import type { ExportLibrary, SubmissionLookup } from './ports';
import { sourceTitle } from './sourceTitle';
import { stemsOf } from './stemSet';

export interface DawPackTasks {
  stemsId: string;
  midiId: string;
  bpmId: string;
}

export interface PackFile {
  name: string;
  /** The library file this is a copy of, when it is one (drag staging links it instead). */
  source?: string;
  /** Writes the file's bytes to `path` (a temp file the caller publishes). */
  write: (path: string) => Promise<void>;
}

export interface PlannedPack {
  folder: string;
  files: PackFile[];
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

type Entry = NonNullable<ReturnType<SubmissionLookup['get']>>;

/** Which part of the pack a field names, as the messages say it (never the API's action). */
const PART: Record<keyof DawPackTasks, string> = {
  stemsId: 'stems',
  midiId: 'midi',
  bpmId: 'tempo',
};

function finished(
  journal: SubmissionLookup,
  id: string,
  action: string,
  field: keyof DawPackTasks,
): Entry {
  const entry = journal.get(id);
  if (!entry || entry.action !== action)
    throw new AtelierError('invalid_input', t('mainWords.dawPack.notTask', { part: PART[field] }), {
      field,
    });
  if (entry.status !== 'SUCCEEDED' || !entry.taskId)
    throw new AtelierError('conflict', t('mainWords.dawPack.unfinished', { part: PART[field] }), {
      field,
    });
  return entry;
}

const sourceOf = (entry: Entry): { taskId: string; audioIndex: number } | null => {
  const taskId = entry.body['task_id'];
  const index = entry.body['audio_index'];
  return typeof taskId === 'string'
    ? { taskId, audioIndex: typeof index === 'number' ? index : 1 }
    : null;
};

export async function planDawPack(
  tasks: DawPackTasks,
  library: ExportLibrary,
  libraryFolder: string,
  journal: SubmissionLookup,
): Promise<PlannedPack> {
  const stemsEntry = finished(journal, tasks.stemsId, 'stems-all', 'stemsId');
  const midiEntry = finished(journal, tasks.midiId, 'midi', 'midiId');
  const bpmEntry = finished(journal, tasks.bpmId, 'bpm', 'bpmId');
  const source = sourceOf(stemsEntry);
  const same = (entry: Entry) => {
    const other = sourceOf(entry);
    return (
      source !== null &&
      other !== null &&
      other.taskId === source.taskId &&
      other.audioIndex === source.audioIndex
    );
  };
  if (!source || !same(midiEntry) || !same(bpmEntry))
    throw new AtelierError('invalid_input', t('mainWords.dawPack.notSameTrack'), {
      field: 'bpmId',
    });

  const stems = await stemsOf(tasks.stemsId, library, libraryFolder, journal);
  const stemPaths = await Promise.all(stems.map((stem) => assetPath(libraryFolder, stem.asset)));
  const midiAsset = library.bySubmission(tasks.midiId).find((asset) => asset.kind === 'midi');
  if (!midiAsset)
    throw new AtelierError('not_found', t('mainWords.dawPack.noMidiFile'), {
      field: 'midiId',
    });
  const midi = await midiSourceFor(
    midiAsset,
    library,
    libraryFolder,
    sourceTitle(midiAsset, library, journal),
  );

  const result = (entry: Entry) => record(record(entry.statusResult)?.['result']);
  const bpm = record(result(bpmEntry)?.['bpm']);
  const avg = finite(bpm?.['avg']);
  const key = record(result(midiEntry)?.['midi'])?.['key'];
  const sourceEntry = journal.getByTaskId?.(source.taskId) ?? null;
  const track = sourceEntry
    ? library
        .bySubmission(sourceEntry.id)
        .find((asset) => asset.kind === 'audio' && (asset.trackIndex ?? 1) === source.audioIndex)
    : undefined;
  const facts: DawPackFacts = {
    title: sourceTitle(stems[0]!.asset, library, journal),
    stems: stems.map((stem) => ({ version: stem.version, ext: stem.ext })),
    bpm:
      avg !== null && avg > 0
        ? { avg, min: finite(bpm?.['min']), max: finite(bpm?.['max']) }
        : null,
    key: typeof key === 'string' && key.trim() ? key.trim() : null,
    durationS: track?.durationS ?? null,
    source,
    tasks: { stems: stemsEntry.taskId!, midi: midiEntry.taskId!, bpm: bpmEntry.taskId! },
  };
  const names = dawPackNames(facts);
  const files: PackFile[] = stems.map((_stem, position) => ({
    name: names.stems[position]!,
    source: stemPaths[position]!,
    write: (path) => copyFile(stemPaths[position]!, path),
  }));
  files.push({
    name: names.midi,
    write: (path) =>
      midi.kind === 'bytes' ? writeFile(path, midi.bytes) : copyFile(midi.path, path),
  });
  const notes = dawPackNotes(facts, names);
  files.push({ name: names.notes, write: (path) => writeFile(path, notes, 'utf8') });
  return { folder: names.folder, files };
}
