// The status endpoint's `data` for a task: status derived from the clock, result URLs and,
// for music tasks finished after the 2026-10-15 cutoff, the `result` object per action.
import { composedSong, midiJson } from './mediaStore';
import { planMusicTask } from './musicPlan';
import type { TaskRecord } from './taskRecord';
import { fileName, taskFiles } from './taskFiles';
import type { TaskStatus } from './taskTiming';
import {
  recipeDuration,
  rootSong,
  rootTimeMap,
  tempoFactor,
  type TrackRecipe,
} from './trackRecipe';

const round2 = (value: number): number => Math.round(value * 100) / 100;

function alignedLyrics(subject: TrackRecipe): {
  lines: { text: string; start_s: number; end_s: number }[];
} {
  const song = composedSong(rootSong(subject));
  const map = rootTimeMap(subject);
  const duration = recipeDuration(subject);
  const lines = song.lyrics
    .map((line) => ({
      text: line.text,
      start_s: round2(line.startS / map.rate + map.offsetS),
      end_s: round2(line.endS / map.rate + map.offsetS),
    }))
    .filter((line) => line.start_s >= 0 && line.end_s <= duration + 0.01);
  return { lines };
}

function bpmOf(subject: TrackRecipe): { avg: number; min: number; max: number } {
  const tempo = round2(composedSong(rootSong(subject)).bpm * tempoFactor(subject));
  return { avg: tempo, min: tempo, max: tempo };
}

function musicResult(task: TaskRecord, urls: string[]): Record<string, unknown> {
  const plan = planMusicTask(task);
  const result: Record<string, unknown> = {};
  if (plan.tracks.length > 0) {
    result['tracks'] = plan.tracks.map((track, position) => {
      const record: Record<string, unknown> = {
        index: track.index,
        audio_url: urls[position],
        duration: round2(recipeDuration(track.recipe)),
      };
      if (track.recipe.op === 'stem') record['stem'] = track.recipe.stem;
      const title = rootSong(track.recipe).title;
      if (title !== undefined) record['title'] = title;
      return record;
    });
  }
  if (plan.lyrics) result['lyrics'] = plan.lyrics;
  if (plan.style !== undefined) result['style'] = plan.style;
  if (plan.modelId !== undefined) result['model_id'] = plan.modelId;
  if (plan.personaId !== undefined) result['persona_id'] = plan.personaId;
  const subject = plan.subject;
  if (subject && task.action === 'midi')
    result['midi'] = { ...midiJson(rootSong(subject)), file_url: urls[0] };
  if (subject && task.action === 'aligned-lyrics')
    result['aligned_lyrics'] = alignedLyrics(subject);
  if (subject && task.action === 'bpm') result['bpm'] = bpmOf(subject);
  if (subject && task.action === 'music-video') result['video_url'] = urls[0];
  if (plan.downloadFormats)
    result['files'] = plan.downloadFormats.map((format, position) => ({
      format,
      url: urls[position],
    }));
  return result;
}

export function taskView(
  task: TaskRecord,
  status: TaskStatus,
  kind: string,
  baseUrl: string,
): Record<string, unknown> {
  const view: Record<string, unknown> = {
    task_id: task.id,
    status,
    result_urls: [],
    credits_deducted: task.credits,
  };
  if (status === 'FAILED') view['error'] = task.failure ?? 'Task failed';
  if (status !== 'SUCCEEDED') return view;
  const urls = taskFiles(task, kind).map(
    (spec, position) => `${baseUrl}/files/${fileName(task.id, position, spec)}`,
  );
  view['result_urls'] = urls;
  if (kind === 'music' && !task.legacy) view['result'] = musicResult(task, urls);
  return view;
}
