/**
 * Owns the words of a download run's failures: each output's reason (the downloader's error
 * message, which names the rule: "refused URL: 10.0.0.7 is a private address", "the bytes are
 * not an image file"), the first few kept in full and the rest counted, so a task that lists
 * thousands of bad files still writes one short note.
 */
import type { DownloadFailure } from '../store/journal';
import { t } from '../../shared/i18n/activeLanguage';
import { DiskFullError } from './diskSpace';

export const MAX_KEPT_FAILURES = 20;

/** Our output keys (src/main/outputs/outputPlan.ts) as the words that name them. */
const OUTPUT_KINDS: Record<string, string> = {
  image: 'image',
  video: 'video',
  track: 'track',
  file: 'file',
  midi: 'midi',
  'midi-notes': 'midiNotes',
  lyrics: 'lyrics',
  'aligned-lyrics': 'alignedLyrics',
  bpm: 'bpm',
  style: 'style',
  'persona-id': 'personaId',
  'model-id': 'modelId',
};

/**
 * "image-3" -> "Image 3", "track-12" -> "Track 12" in the active language: our keys as the
 * task's details name them (written once, in the language of the moment, like the reasons).
 */
export function outputName(key: string): string {
  if (key === 'listed') return key;
  const [, stem = key, number] = /^(.*?)(?:-(\d+))?$/.exec(key) ?? [];
  const kind = OUTPUT_KINDS[stem];
  if (!kind) return key;
  return t('mainWords.downloads.outputName', { kind, number: number ?? 'none' });
}

export function collectFailures(): {
  kept: DownloadFailure[];
  total: number;
  diskFull: boolean;
  add(outputKey: string, error: unknown): void;
} {
  const collected = {
    kept: [] as DownloadFailure[],
    total: 0,
    /** An output stopped on a full disk: the run is resumed once there is room (taskEngine.ts). */
    diskFull: false,
    add(outputKey: string, error: unknown) {
      collected.total += 1;
      if (error instanceof DiskFullError) collected.diskFull = true;
      const reason = error instanceof Error && error.message ? error.message : 'could not be saved';
      // Outputs download side by side and fail in any order: the note keeps the first outputs
      // by number (the list's own note first), not whichever failed first, so it reads in the
      // order of the task's results and is the same on every run.
      const failure = { output: outputName(outputKey), reason };
      const at = collected.kept.findIndex((kept) => byOutput(failure, kept) < 0);
      if (at === -1) collected.kept.push(failure);
      else collected.kept.splice(at, 0, failure);
      if (collected.kept.length > MAX_KEPT_FAILURES) collected.kept.pop();
    },
  };
  return collected;
}

const outputOrder = new Intl.Collator('en', { numeric: true });
/** 'listed' (the whole list's note) first, then "Image 2" before "Image 10". */
function byOutput(a: DownloadFailure, b: DownloadFailure): number {
  if (a.output === 'listed' || b.output === 'listed') {
    return Number(b.output === 'listed') - Number(a.output === 'listed');
  }
  return outputOrder.compare(a.output, b.output);
}
