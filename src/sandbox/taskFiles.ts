// The files a finished task serves, in result order. A file is named `<task id>-<n>.<ext>`
// and is fully described by its spec, so it can be rendered lazily on the first GET.
import { planMusicTask, type MusicPlan } from './musicPlan';
import type { AudioFormat, FileSpec } from './fileSpec';
import type { TaskRecord } from './taskRecord';
import { recipeDuration, rootSong } from './trackRecipe';

export type { AudioFormat, FileSpec };

export const CONTENT_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  mid: 'audio/midi',
  png: 'image/png',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
};

/** Longest music video rendered; longer songs get a video of this length (see README notes). */
export const MUSIC_VIDEO_MAX_S = 60;

export function fileExtension(spec: FileSpec): string {
  if (spec.kind === 'audio') return spec.format;
  if (spec.kind === 'midi') return 'mid';
  if (spec.kind === 'image') return spec.format === 'jpeg' ? 'jpg' : 'png';
  return 'mp4';
}

export function fileName(taskId: string, position: number, spec: FileSpec): string {
  return `${taskId}-${position + 1}.${fileExtension(spec)}`;
}

const text = (body: Record<string, unknown>, field: string): string | undefined =>
  typeof body[field] === 'string' ? (body[field] as string) : undefined;

function concreteRatio(value: string | undefined, fallback: string): string {
  return value === undefined || /^(auto|adaptive)$/i.test(value) ? fallback : value;
}

const DEFAULT_VIDEO_SECONDS: Record<string, number> = { 'video-c': 8 };

function imageFiles(task: TaskRecord): FileSpec[] {
  const { body } = task;
  const count =
    task.model === 'image-c-4' && typeof body['batch_size'] === 'number'
      ? (body['batch_size'] as number)
      : 1;
  const format = text(body, 'output_format')?.toLowerCase() === 'jpeg' ? 'jpeg' : 'png';
  const aspectRatio = concreteRatio(text(body, 'aspect_ratio'), '1:1');
  return Array.from({ length: count }, (_, index) => ({
    kind: 'image',
    format,
    prompt: text(body, 'prompt') ?? '',
    aspectRatio,
    seed: task.seed,
    index,
  }));
}

function videoFiles(task: TaskRecord): FileSpec[] {
  const { body } = task;
  const resolution =
    text(body, 'resolution')?.toLowerCase() ??
    (task.model === 'video-d-pro-fast' ? '480p' : '720p');
  const durationS =
    typeof body['duration'] === 'number'
      ? (body['duration'] as number)
      : (DEFAULT_VIDEO_SECONDS[task.model] ?? 5);
  return [
    {
      kind: 'video',
      prompt: text(body, 'prompt') ?? '',
      aspectRatio: concreteRatio(text(body, 'aspect_ratio'), '16:9'),
      durationS,
      resolution,
      seed: task.seed,
    },
  ];
}

function musicFiles(task: TaskRecord, plan: MusicPlan): FileSpec[] {
  const format = (text(task.body, 'audio_format')?.toLowerCase() ?? 'mp3') as AudioFormat;
  const files: FileSpec[] = plan.tracks.map((track) => ({
    kind: 'audio',
    format,
    recipe: track.recipe,
  }));
  const subject = plan.subject;
  if (!subject) return files;
  if (task.action === 'midi') files.push({ kind: 'midi', song: rootSong(subject) });
  if (task.action === 'music-video') {
    const song = rootSong(subject);
    const prompt = [song.title, song.style].filter(Boolean).join(' - ') || 'music video';
    files.push({
      kind: 'video',
      prompt,
      aspectRatio: '16:9',
      durationS: Math.min(MUSIC_VIDEO_MAX_S, recipeDuration(subject)),
      resolution: '720p',
      seed: task.seed,
      audio: subject,
    });
  }
  for (const downloadFormat of plan.downloadFormats ?? [])
    files.push({ kind: 'audio', format: downloadFormat as AudioFormat, recipe: subject });
  return files;
}

/** Every file of the task, in the order its result lists them. */
export function taskFiles(task: TaskRecord, kind: string): FileSpec[] {
  if (kind === 'image') return imageFiles(task);
  if (kind === 'video') return videoFiles(task);
  return musicFiles(task, planMusicTask(task));
}
