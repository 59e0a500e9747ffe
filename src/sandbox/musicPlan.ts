// What a music task produces, decided from its body, seed and resolved sources alone.
// Every track is a recipe (see trackRecipe.ts); the result builder and the file server both
// read this plan, and source checks of later tasks read the tracks' durations from it.
import { songStemNames } from './mediaStore';
import type { ResolvedTrack, TaskRecord } from './taskRecord';
import {
  hashSeed,
  recipeDuration,
  rootSong,
  type SongRecipe,
  type TrackRecipe,
} from './trackRecipe';

export interface PlannedTrack {
  index: number;
  recipe: TrackRecipe;
  /** For extend tracks: the whole song up to and including this continuation (what concat returns). */
  fullRecipe?: TrackRecipe;
}

export interface MusicPlan {
  tracks: PlannedTrack[];
  lyrics?: { title: string; text: string };
  style?: string;
  modelId?: string;
  personaId?: string;
  /** Track analysed or exported by midi, aligned-lyrics, bpm, music-video and download. */
  subject?: TrackRecipe;
  downloadFormats?: string[];
}

const KEYS = [
  'C',
  'Cm',
  'C#m',
  'D',
  'Dm',
  'E',
  'Em',
  'F',
  'F#m',
  'G',
  'Gm',
  'A',
  'Am',
  'A#',
  'B',
  'Bm',
];
const WORDS = [
  'light',
  'river',
  'night',
  'city',
  'heart',
  'road',
  'fire',
  'rain',
  'golden',
  'echo',
  'summer',
  'wild',
  'home',
  'dream',
  'ocean',
  'sky',
];

const text = (body: Record<string, unknown>, field: string): string | undefined =>
  typeof body[field] === 'string' ? (body[field] as string) : undefined;
const number = (body: Record<string, unknown>, field: string): number | undefined =>
  typeof body[field] === 'number' ? (body[field] as number) : undefined;

function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length] as T;
}

/** Invented lyrics when the request gave none (inspiration mode): a few seeded lines per verse. */
export function inventLyrics(seed: number, topic: string | undefined): string {
  const lines: string[] = [];
  const theme =
    topic
      ?.split(/\s+/)
      .find((word) => word.length > 3)
      ?.toLowerCase() ?? pick(WORDS, seed);
  for (let section = 0; section < 3; section += 1) {
    lines.push(section === 1 ? '[Chorus]' : `[Verse ${section === 0 ? 1 : 2}]`);
    for (let line = 0; line < 4; line += 1) {
      const word = pick(WORDS, hashSeed(seed, section, line));
      lines.push(
        line % 2 === 0 ? `In the ${word} we find the ${theme}` : `Hold on to the ${word} tonight`,
      );
    }
  }
  return lines.join('\n');
}

function isCustom(task: TaskRecord): boolean {
  const { body } = task;
  if (typeof body['custom'] === 'boolean') return body['custom'];
  if (task.action === 'generate') return false;
  if (task.action === 'extend' || task.action === 'upload-extend') return true;
  return (
    body['prompt'] !== undefined ||
    (body['gpt_description'] === undefined &&
      (body['style'] !== undefined || body['title'] !== undefined))
  );
}

/** A new song for this task; `like` keeps tempo and key so continuations and covers cohere. */
function newSong(
  task: TaskRecord,
  index: number,
  durationS: number,
  like?: SongRecipe,
): SongRecipe {
  const seed = hashSeed(task.seed, 'song', index);
  const { body } = task;
  const custom = isCustom(task);
  const prompt = text(body, 'prompt');
  const song: SongRecipe = {
    op: 'song',
    seed,
    durationS: Math.round(durationS * 1000) / 1000,
    instrumental: body['instrumental'] === true || (like?.instrumental ?? false),
    bpm: number(body, 'bpm') ?? like?.bpm ?? 70 + (seed % 91),
    key: text(body, 'key') ?? like?.key ?? pick(KEYS, seed >>> 8),
  };
  const title = text(body, 'title') ?? like?.title;
  if (title !== undefined) song.title = title;
  const style = text(body, 'style') ?? like?.style;
  if (style !== undefined) song.style = style;
  if (!song.instrumental) {
    song.lyrics =
      custom && prompt !== undefined
        ? prompt
        : (like?.lyrics ?? inventLyrics(seed, prompt ?? text(body, 'gpt_description')));
  }
  return song;
}

/**
 * A seeded length in [low, high] whole seconds. Under test tuning (`cap`, see
 * TaskRecord.maxSeededS) the range is lowered to at most the cap (from half the cap when the
 * cap is below `low`), so lengths still vary by seed but renders stay short.
 */
export function seededLength(
  seed: number,
  low: number,
  high: number,
  cap: number | undefined,
): number {
  const top = cap === undefined ? high : Math.min(high, cap);
  const bottom = cap === undefined ? low : Math.min(low, Math.ceil(top / 2));
  return bottom + (seed % (top - bottom + 1));
}

/** Target length: the request's `duration`, else a seeded length in [low, high] seconds. */
function lengthFor(task: TaskRecord, index: number, low: number, high: number): number {
  return (
    number(task.body, 'duration') ??
    seededLength(hashSeed(task.seed, 'length', index), low, high, task.maxSeededS)
  );
}

/** The song an upload stands for: its length is seeded by the link (the sandbox never fetches it). */
function uploadedSong(url: string, cap: number | undefined): SongRecipe {
  const seed = hashSeed('upload', url);
  const title =
    decodeURIComponent(url.split(/[?#]/)[0]?.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '') ||
    'Upload';
  return {
    op: 'song',
    seed,
    durationS: seededLength(seed, 60, 180, cap),
    instrumental: true,
    bpm: 70 + (seed % 91),
    key: pick(KEYS, seed >>> 8),
    title,
  };
}

const slice = (source: TrackRecipe, startS: number, endS: number): TrackRecipe => ({
  op: 'slice',
  source,
  startS,
  endS,
});
const tracks = (recipes: TrackRecipe[]): PlannedTrack[] =>
  recipes.map((recipe, position) => ({ index: position + 1, recipe }));
const twice = (make: (index: number) => TrackRecipe): PlannedTrack[] => tracks([make(1), make(2)]);

function extendTracks(task: TaskRecord, source: ResolvedTrack): PlannedTrack[] {
  const continueAt = number(task.body, 'continue_at') ?? 1;
  const full = source.fullRecipe ?? source.recipe;
  const offset = recipeDuration(full) - recipeDuration(source.recipe);
  return [1, 2].map((index) => {
    const continuation = newSong(
      task,
      index,
      lengthFor(task, index, 30, 90),
      rootSong(source.recipe),
    );
    return {
      index,
      recipe: continuation,
      fullRecipe: { op: 'join', parts: [slice(full, 0, offset + continueAt), continuation] },
    };
  });
}

const plans = new WeakMap<TaskRecord, MusicPlan>();

/** The task's plan, computed once per task record (records never change their inputs). */
export function planMusicTask(task: TaskRecord): MusicPlan {
  let plan = plans.get(task);
  if (!plan) {
    plan = computePlan(task);
    plans.set(task, plan);
  }
  return plan;
}

function computePlan(task: TaskRecord): MusicPlan {
  const { body } = task;
  const action = task.action ?? 'generate';
  const [first, second] = task.sources;
  const source = first?.recipe;
  const song = source ? rootSong(source) : undefined;
  const duration = source ? recipeDuration(source) : 0;
  const startS = number(body, 'start_s') ?? 0;
  const endS = number(body, 'end_s') ?? duration;
  switch (action) {
    case 'generate':
    case 'inspo':
      return { tracks: twice((index) => newSong(task, index, lengthFor(task, index, 60, 150))) };
    case 'sounds': {
      const loop = text(body, 'sound_type')?.toLowerCase() === 'loop';
      return {
        tracks: twice((index) => {
          const made = newSong(task, index, 0);
          made.instrumental = true;
          delete made.lyrics;
          made.durationS = loop
            ? Math.round((16 * 60 * 1000) / (made.bpm ?? 120)) / 1000
            : 2 + (made.seed % 5);
          return made;
        }),
      };
    }
    case 'upload':
      return { tracks: tracks([uploadedSong(text(body, 'audio_url') ?? '', task.maxSeededS)]) };
    case 'upload-cover': {
      const uploaded = uploadedSong(text(body, 'audio_url') ?? '', task.maxSeededS);
      return {
        tracks: twice((index) =>
          newSong(task, index, number(body, 'duration') ?? uploaded.durationS, uploaded),
        ),
      };
    }
    case 'upload-extend': {
      const uploaded = uploadedSong(text(body, 'audio_url') ?? '', task.maxSeededS);
      const continueAt = Math.min(number(body, 'continue_at') ?? 1, uploaded.durationS);
      return {
        tracks: twice((index) => ({
          op: 'join',
          parts: [
            slice(uploaded, 0, continueAt),
            newSong(task, index, lengthFor(task, index, 30, 90), uploaded),
          ],
        })),
      };
    }
    case 'extend':
      return { tracks: first ? extendTracks(task, first) : [] };
    case 'concat':
      return { tracks: tracks(first ? [first.fullRecipe ?? first.recipe] : []) };
    case 'cover':
    case 'add-vocals':
    case 'add-instrumental':
      return {
        tracks: twice((index) => {
          const made = newSong(task, index, number(body, 'duration') ?? duration, song);
          if (action !== 'cover')
            made.instrumental =
              action === 'add-instrumental' ? false : body['instrumental'] === true;
          if (!made.instrumental && made.lyrics === undefined)
            made.lyrics = inventLyrics(made.seed, undefined);
          return made;
        }),
      };
    case 'remaster':
    case 'add-stem':
      return {
        tracks: twice((index) => ({
          op: 'master',
          source: source as TrackRecipe,
          variation: hashSeed(task.seed, index) % 1000,
        })),
      };
    case 'mashup': {
      const both = second ? [source as TrackRecipe, second.recipe] : [source as TrackRecipe];
      return {
        tracks: tracks([
          { op: 'mix', parts: both },
          newSong(task, 2, Math.max(...both.map(recipeDuration)), song),
        ]),
      };
    }
    case 'sample':
      return {
        tracks: twice((index) => ({
          op: 'join',
          parts: [
            slice(source as TrackRecipe, startS, endS),
            newSong(task, index, lengthFor(task, index, 60, 120), song),
          ],
        })),
      };
    case 'replace-section': {
      const infill = newSong(task, 1, endS - startS, song);
      const infillLyrics = text(body, 'infill_lyrics');
      if (infillLyrics !== undefined && !infill.instrumental) infill.lyrics = infillLyrics;
      return {
        tracks: tracks([
          {
            op: 'join',
            parts: [
              slice(source as TrackRecipe, 0, startS),
              infill,
              slice(source as TrackRecipe, endS, duration),
            ],
          },
        ]),
      };
    }
    case 'remove-section':
      return {
        tracks: tracks([
          {
            op: 'join',
            parts: [
              slice(source as TrackRecipe, 0, startS),
              slice(source as TrackRecipe, endS, duration),
            ],
          },
        ]),
      };
    case 'crop':
      return { tracks: tracks([slice(source as TrackRecipe, startS, endS)]) };
    case 'fade-in':
    case 'fade-out':
      return {
        tracks: tracks([
          {
            op: 'fade',
            source: source as TrackRecipe,
            direction: action === 'fade-in' ? 'in' : 'out',
            seconds: number(body, 'fade_duration') ?? 1,
          },
        ]),
      };
    case 'adjust-speed':
      return {
        tracks: tracks([
          {
            op: 'speed',
            source: source as TrackRecipe,
            speed: number(body, 'speed') ?? 1,
            keepPitch: body['keep_pitch'] !== false,
          },
        ]),
      };
    case 'stems':
      return {
        tracks: tracks([
          {
            op: 'stem',
            source: source as TrackRecipe,
            stem: (text(body, 'stem_type') ?? 'lead_vocal').toLowerCase(),
          },
        ]),
      };
    case 'stems-all':
      return {
        tracks: tracks(
          songStemNames(song as SongRecipe).map((stem) => ({
            op: 'stem',
            source: source as TrackRecipe,
            stem,
          })),
        ),
      };
    case 'lyrics': {
      const seed = hashSeed(task.seed, 'lyrics');
      const topic = text(body, 'prompt') ?? '';
      const title = topic.split(/\s+/).slice(0, 4).join(' ') || 'Untitled';
      return { tracks: [], lyrics: { title, text: inventLyrics(seed, topic) } };
    }
    case 'upsample-tags': {
      const style = text(body, 'style') ?? '';
      const extras = [
        'warm analog production',
        'punchy drums',
        'wide stereo image',
        'catchy hooks',
        'lush pads',
        'driving bassline',
      ];
      const seed = hashSeed(task.seed, 'tags');
      return {
        tracks: [],
        style: `${style}, ${pick(extras, seed)}, ${pick(extras, seed >>> 4)}, ${70 + (seed % 91)} bpm`,
      };
    }
    case 'persona':
    case 'create-voice':
      return { tracks: [], personaId: `persona-${task.id.slice(0, 8)}` };
    case 'create-model':
      return { tracks: [], modelId: `model-${task.id.slice(0, 8)}` };
    case 'download':
      return {
        tracks: [],
        subject: source as TrackRecipe,
        downloadFormats: [
          ...new Set(
            ((body['formats'] as string[] | undefined) ?? []).map((format) => format.toLowerCase()),
          ),
        ],
      };
    default:
      return { tracks: [], subject: source as TrackRecipe }; // midi, aligned-lyrics, bpm, music-video
  }
}
