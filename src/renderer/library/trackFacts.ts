/**
 * Owns the facts shown next to a track: duration, bpm, key and aligned lyrics, gathered
 * from the status results of the track's own task and of analysis tasks run on it
 * (bpm, midi, aligned-lyrics). Tempo and key the library already knows (the asset's columns,
 * kept by main/store/musicFacts.ts) win, so the preview agrees with the list. Also owns how
 * a time (m:ss), a tempo ("120 BPM") and a key ("A minor", via keyName) read.
 * Shapes beyond the spec are read defensively.
 */
import { t } from '../../shared/i18n/activeLanguage';
import { keyName } from '../../shared/service/music/musicalKeys';
import { parseAlignedLyrics, type LyricLine } from './lyricsTimeline';
import { formatClock } from '../../shared/format/clock';

export { formatClock };

export interface TrackFacts {
  durationS: number | null;
  bpm: number | null;
  key: string | null;
  lyrics: LyricLine[];
}

export interface AnalysisTask {
  action: string;
  body: Record<string, unknown>;
  statusResult: Record<string, unknown> | null;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

function resultOf(task: AnalysisTask): Record<string, unknown> | null {
  return record(task.statusResult?.['result']);
}

/** Whether `task` was run on track `audioIndex` of `taskId` (audio_index defaults to 1). */
export function isRunOn(task: AnalysisTask, taskId: string, audioIndex: number): boolean {
  const index = typeof task.body['audio_index'] === 'number' ? task.body['audio_index'] : 1;
  return task.body['task_id'] === taskId && index === audioIndex;
}

function positive(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** The newest analysis wins: pass `analyses` oldest first. */
export function trackFacts(options: {
  taskId: string;
  audioIndex: number;
  durationS: number | null;
  /** The library's tempo and key of this track (the asset's columns), when known. */
  known?: { bpm: number | null; musicalKey: string | null };
  own: AnalysisTask | null;
  analyses: readonly AnalysisTask[];
}): TrackFacts {
  const facts: TrackFacts = { durationS: options.durationS, bpm: null, key: null, lyrics: [] };
  const ownTracks = resultOf(options.own ?? { action: '', body: {}, statusResult: null })?.[
    'tracks'
  ];
  if (facts.durationS === null && Array.isArray(ownTracks)) {
    const track = ownTracks.map(record).find((each) => each?.['index'] === options.audioIndex);
    facts.durationS = positive(track?.['duration']);
  }
  for (const task of options.analyses) {
    if (!isRunOn(task, options.taskId, options.audioIndex)) continue;
    const result = resultOf(task);
    if (!result) continue;
    const bpm = record(result['bpm']);
    if (bpm) facts.bpm = positive(bpm['avg']) ?? facts.bpm;
    const midi = record(result['midi']);
    if (midi) {
      if (typeof midi['key'] === 'string' && midi['key']) facts.key = midi['key'];
      if (facts.bpm === null) facts.bpm = positive(midi['bpm']);
    }
    if (result['aligned_lyrics'] !== undefined) {
      const lines = parseAlignedLyrics(result['aligned_lyrics']);
      if (lines.length) facts.lyrics = lines;
    }
  }
  if (options.known?.bpm != null) facts.bpm = options.known.bpm;
  if (options.known?.musicalKey) facts.key = options.known.musicalKey;
  if (facts.bpm !== null) facts.bpm = Math.round(facts.bpm * 10) / 10;
  return facts;
}

/** `120 BPM`, `92.5 BPM`; "–" when unknown. */
export function formatBpm(bpm: number | null): string {
  return bpm === null || !Number.isFinite(bpm)
    ? '–'
    : t('library.facts.bpm', { bpm: Math.round(bpm * 10) / 10 });
}

/**
 * The tempo to show: the service's measured one, else the free local estimate labelled as
 * such ("≈ 118 BPM (estimated)"), else "–". The estimator gives one only when confident. A measured tempo always wins.
 */
export function formatTempo(measured: number | null, estimated: number | null | undefined): string {
  if (measured !== null) return formatBpm(measured);
  return estimated != null && Number.isFinite(estimated)
    ? t('library.facts.estimated', { tempo: formatBpm(Math.round(estimated)) })
    : '–';
}

/** "120 BPM · A minor" from what is known of a track's tempo and key; '' when neither is. */
export function formatMusicFacts(facts: { bpm: number | null; musicalKey: string | null }): string {
  return [
    facts.bpm !== null ? formatBpm(facts.bpm) : null,
    facts.musicalKey ? keyName(facts.musicalKey) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
