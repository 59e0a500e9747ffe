// How a music track's audio is made, as plain data. A track's recipe records its lineage
// (extend continues a song, concat joins, crop slices, stems split...), so durations are
// known at submit time for the source checks, and audio is re-rendered deterministically
// from the recipe alone: only metadata is ever persisted.

export interface SongRecipe {
  op: 'song';
  seed: number;
  durationS: number;
  instrumental: boolean;
  bpm?: number;
  key?: string;
  title?: string;
  lyrics?: string;
  style?: string;
}

export type TrackRecipe =
  | SongRecipe
  | { op: 'slice'; source: TrackRecipe; startS: number; endS: number }
  | { op: 'join'; parts: TrackRecipe[] }
  | { op: 'mix'; parts: TrackRecipe[] }
  | { op: 'fade'; source: TrackRecipe; direction: 'in' | 'out'; seconds: number }
  | { op: 'speed'; source: TrackRecipe; speed: number; keepPitch: boolean }
  | { op: 'stem'; source: TrackRecipe; stem: string }
  | { op: 'master'; source: TrackRecipe; variation: number };

const round3 = (value: number): number => Math.round(value * 1000) / 1000;

export function recipeDuration(recipe: TrackRecipe): number {
  switch (recipe.op) {
    case 'song':
      return recipe.durationS;
    case 'slice':
      return round3(recipe.endS - recipe.startS);
    case 'join':
      return round3(recipe.parts.reduce((sum, part) => sum + recipeDuration(part), 0));
    case 'mix':
      return Math.max(...recipe.parts.map(recipeDuration));
    case 'speed':
      return round3(recipeDuration(recipe.source) / recipe.speed);
    case 'fade':
    case 'stem':
    case 'master':
      return recipeDuration(recipe.source);
  }
}

/** The song a track mostly comes from: the first song in its lineage (used for midi, bpm, lyrics). */
export function rootSong(recipe: TrackRecipe): SongRecipe {
  switch (recipe.op) {
    case 'song':
      return recipe;
    case 'join':
    case 'mix':
      return rootSong(recipe.parts[0] ?? { op: 'song', seed: 0, durationS: 1, instrumental: true });
    default:
      return rootSong(recipe.source);
  }
}

/** Tempo multiplier along the lineage: adjust-speed changes tempo whether or not pitch is kept. */
export function tempoFactor(recipe: TrackRecipe): number {
  switch (recipe.op) {
    case 'song':
      return 1;
    case 'speed':
      return recipe.speed * tempoFactor(recipe.source);
    case 'join':
    case 'mix':
      return recipe.parts[0] ? tempoFactor(recipe.parts[0]) : 1;
    default:
      return tempoFactor(recipe.source);
  }
}

/** Where the root song's time 0 lands in this track, and how fast it plays (for lyric timings). */
export function rootTimeMap(recipe: TrackRecipe): {
  offsetS: number;
  rate: number;
  startS: number;
  endS: number;
} {
  switch (recipe.op) {
    case 'song':
      return { offsetS: 0, rate: 1, startS: 0, endS: recipe.durationS };
    case 'slice': {
      const inner = rootTimeMap(recipe.source);
      return {
        ...inner,
        offsetS: inner.offsetS - recipe.startS,
        startS: recipe.startS,
        endS: recipe.endS,
      };
    }
    case 'speed': {
      const inner = rootTimeMap(recipe.source);
      return {
        offsetS: inner.offsetS / recipe.speed,
        rate: inner.rate * recipe.speed,
        startS: inner.startS,
        endS: inner.endS,
      };
    }
    case 'join':
    case 'mix':
      return recipe.parts[0]
        ? rootTimeMap(recipe.parts[0])
        : { offsetS: 0, rate: 1, startS: 0, endS: 0 };
    default:
      return rootTimeMap(recipe.source);
  }
}

/** 32-bit FNV-1a over text: stable seeds from task ids and names. */
export function hashSeed(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
