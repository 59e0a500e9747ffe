/**
 * Everything a finished task produced, as a list of outputs to keep: URLs to download
 * (image/video result_urls, music tracks, video_url, download files, a MIDI file) and
 * inline members to save as JSON or text (lyrics, aligned lyrics, bpm, style, ids, MIDI
 * note data, the whole status result). Each output gets a key of OUR making (`track-2`,
 * `file-1`), which becomes its file name: server strings never name a file.
 */
import type { AssetKind } from '../../shared/ipc/library';
import { AUDIO_FORMATS, STEM_TYPES } from '../../shared/service';
import type { ModelKind } from '../../shared/service/models';
import type { ExpectedKind } from './magicBytes';
import type { StatusData } from './statusData';
import { t } from '../../shared/i18n/activeLanguage';
import { formatList } from '../../shared/format/number';

interface OutputBase {
  key: string;
  assetKind: AssetKind;
  trackIndex: number | null;
  durationS: number | null;
  title: string | null;
  /** The part a stems track holds ("drum kit"), from the service's track record. */
  stem: string | null;
}
export type PlannedOutput =
  | (OutputBase & { source: 'url'; url: string; expect: ExpectedKind })
  | (OutputBase & { source: 'inline'; content: string; format: 'json' | 'text' });

/** The output holding the whole status result (a copy of what the journal keeps). */
export const STATUS_RECORD_KEY = 'result';

export const OUTPUT_KEY_PATTERN = /^[a-z][a-z0-9-]{0,40}$/;

/**
 * The most of each list a status result is read for, from the spec's own bounds: one track
 * per stem type (stems-all makes one per stem; other results at most 20, audio_index 1–20),
 * one file per download format, and for result_urls the downloader's per-task file cap. A
 * hostile answer listing 100,000 of anything is cut here, before any work is planned.
 */
export const MAX_TRACKS = STEM_TYPES.length;
export const MAX_DOWNLOAD_FILES = AUDIO_FORMATS.length;
/** Also the downloader's MAX_FILES_PER_TASK: files one task may download. */
export const MAX_RESULT_URLS = 64;

/** What a status result listed past those bounds (and was not read), for the task's details. */
export function listedPastBounds(kind: ModelKind, status: StatusData): string | null {
  const result = isRecord(status.result) ? status.result : null;
  const over = (list: unknown, max: number, what: 'tracks' | 'files' | 'urls'): string | null =>
    Array.isArray(list) && list.length > max
      ? t('mainWords.downloads.listedItem', { count: list.length, what, max })
      : null;
  const found = [
    kind === 'music' && result ? over(result['tracks'], MAX_TRACKS, 'tracks') : null,
    kind === 'music' && result ? over(result['files'], MAX_DOWNLOAD_FILES, 'files') : null,
    kind !== 'music' || !result ? over(status.result_urls, MAX_RESULT_URLS, 'urls') : null,
  ].filter((each): each is string => each !== null);
  return found.length > 0
    ? t('mainWords.downloads.listedPastBounds', { found: formatList(found) })
    : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;
const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function urlOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (isRecord(value))
    return text(value['url']) ?? text(value['file_url']) ?? text(value['audio_url']);
  return null;
}

const base = (key: string, assetKind: AssetKind): OutputBase => ({
  key,
  assetKind,
  trackIndex: null,
  durationS: null,
  title: null,
  stem: null,
});

function inline(key: string, assetKind: AssetKind, value: unknown): PlannedOutput {
  return typeof value === 'string'
    ? { ...base(key, assetKind), source: 'inline', content: value, format: 'text' }
    : {
        ...base(key, assetKind),
        source: 'inline',
        content: JSON.stringify(value, null, 2),
        format: 'json',
      };
}

/** A stem's part in words ('drum_kit' -> 'drum kit'); the `stem` member is not in the spec, used when present. */
export function stemName(stem: string | null): string | null {
  const part = stem?.replace(/_/g, ' ').trim().slice(0, 60);
  return part ? part : null;
}

function trackOutputs(tracks: unknown[]): PlannedOutput[] {
  const outputs: PlannedOutput[] = [];
  const used = new Set<number>();
  tracks.forEach((track, position) => {
    if (!isRecord(track)) return;
    const url = text(track['audio_url']);
    const declared = finite(track['index']);
    // The index names the file, so only a sane, unused integer is trusted.
    const index =
      declared !== null &&
      Number.isInteger(declared) &&
      declared >= 1 &&
      declared <= 20 &&
      !used.has(declared)
        ? declared
        : position + 1;
    used.add(index);
    if (!url) return;
    outputs.push({
      ...base(`track-${index}`, 'audio'),
      trackIndex: index,
      durationS: finite(track['duration']),
      title: text(track['title']),
      stem: stemName(text(track['stem'])),
      source: 'url',
      url,
      expect: 'audio',
    });
  });
  return outputs;
}

function musicOutputs(result: Record<string, unknown>): PlannedOutput[] {
  const outputs: PlannedOutput[] = [];
  if (Array.isArray(result['tracks']))
    outputs.push(...trackOutputs(result['tracks'].slice(0, MAX_TRACKS)));
  const videoUrl = text(result['video_url']);
  if (videoUrl)
    outputs.push({ ...base('video', 'video'), source: 'url', url: videoUrl, expect: 'video' });
  if (Array.isArray(result['files'])) {
    result['files'].slice(0, MAX_DOWNLOAD_FILES).forEach((file, position) => {
      const url = urlOf(file);
      if (url)
        outputs.push({
          ...base(`file-${position + 1}`, 'audio'),
          source: 'url',
          url,
          expect: 'audio',
        });
    });
  }
  const midi = result['midi'];
  if (typeof midi === 'string')
    outputs.push({ ...base('midi', 'midi'), source: 'url', url: midi, expect: 'midi' });
  else if (midi !== undefined && midi !== null) {
    outputs.push(inline('midi-notes', 'midi', midi));
    const midiUrl = urlOf(midi);
    if (midiUrl)
      outputs.push({ ...base('midi', 'midi'), source: 'url', url: midiUrl, expect: 'midi' });
  }
  if (result['lyrics'] !== undefined && result['lyrics'] !== null)
    outputs.push(inline('lyrics', 'lyrics', result['lyrics']));
  if (result['aligned_lyrics'] !== undefined && result['aligned_lyrics'] !== null)
    outputs.push(inline('aligned-lyrics', 'lyrics', result['aligned_lyrics']));
  if (isRecord(result['bpm'])) outputs.push(inline('bpm', 'json', result['bpm']));
  for (const [member, key] of [
    ['style', 'style'],
    ['persona_id', 'persona-id'],
    ['model_id', 'model-id'],
  ] as const) {
    const value = text(result[member]);
    if (value) outputs.push(inline(key, 'text', value));
  }
  return outputs;
}

function urlList(status: StatusData): string[] {
  if (!Array.isArray(status.result_urls)) return [];
  return status.result_urls
    .slice(0, MAX_RESULT_URLS)
    .filter((url): url is string => typeof url === 'string' && url.length > 0);
}

/**
 * The status result with its lists cut to the bounds above, for the library's copy of it:
 * writing 100,000 URLs out again (pretty-printed) would block the main process for nothing.
 * The journal keeps the answer as it came.
 */
function boundedStatus(status: StatusData): StatusData {
  const result = isRecord(status.result) ? status.result : null;
  const cut = (list: unknown, max: number): unknown =>
    Array.isArray(list) && list.length > max ? list.slice(0, max) : list;
  return {
    ...status,
    ...(Array.isArray(status.result_urls)
      ? { result_urls: cut(status.result_urls, MAX_RESULT_URLS) as string[] }
      : {}),
    ...(result
      ? {
          result: {
            ...result,
            ...('tracks' in result ? { tracks: cut(result['tracks'], MAX_TRACKS) } : {}),
            ...('files' in result ? { files: cut(result['files'], MAX_DOWNLOAD_FILES) } : {}),
          },
        }
      : {}),
  };
}

/** Outputs of a SUCCEEDED task, always ending with the status result (its lists within bounds) as JSON. */
export function planOutputs(kind: ModelKind, status: StatusData): PlannedOutput[] {
  const outputs: PlannedOutput[] = [];
  if (kind === 'music') {
    if (isRecord(status.result)) outputs.push(...musicOutputs(status.result));
    else {
      // Legacy music task (finished before the cutoff): tracks only in result_urls.
      urlList(status).forEach((url, position) => {
        outputs.push({
          ...base(`track-${position + 1}`, 'audio'),
          trackIndex: position + 1,
          source: 'url',
          url,
          expect: 'audio',
        });
      });
    }
  } else {
    const expect = kind === 'image' ? 'image' : 'video';
    urlList(status).forEach((url, position) => {
      outputs.push({ ...base(`${kind}-${position + 1}`, kind), source: 'url', url, expect });
    });
  }
  outputs.push(inline(STATUS_RECORD_KEY, 'json', boundedStatus(status)));
  return outputs;
}

/** The 1-based position of an image or video in its task's batch (`image-3` → 3), else null. */
export function batchIndex(key: string): number | null {
  const match = /^(?:image|video)-(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}
