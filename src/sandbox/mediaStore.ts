// The only module that touches the media generators (src/sandbox/media): composes songs
// from recipes, renders recipes to PCM (slice, join, mix, fade, speed, stem, master),
// and encodes every served file. Everything is a pure function of its inputs.
import {
  composeSong,
  encodeM4a,
  encodeMp3,
  encodeWav,
  renderImage,
  renderVideo,
  renderSong,
  SAMPLE_RATE,
  songToMidi,
  songToMidiJson,
  type Song,
} from './media';
import type { FileSpec } from './fileSpec';
import type { SongRecipe, TrackRecipe } from './trackRecipe';

const songs = new Map<string, Song>();
const songGains = new Map<string, number>();
const SONG_CACHE_LIMIT = 512;
/** A song's mix peaks at most here, so it never clips when encoded to 16 bits. */
const MIX_PEAK_LIMIT = 0.9;

const songKey = (recipe: SongRecipe): string =>
  JSON.stringify([
    recipe.seed,
    recipe.durationS,
    recipe.bpm,
    recipe.key,
    recipe.instrumental,
    recipe.lyrics,
  ]);

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= SONG_CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

/** The composed song behind a recipe leaf (cached: composing is cheap but not free). */
export function composedSong(recipe: SongRecipe): Song {
  const cacheKey = songKey(recipe);
  let song = songs.get(cacheKey);
  if (!song) {
    const options: Parameters<typeof composeSong>[0] = {
      seed: String(recipe.seed),
      durationS: recipe.durationS,
      instrumental: recipe.instrumental,
    };
    if (recipe.bpm !== undefined) options.bpm = recipe.bpm;
    if (recipe.key !== undefined) options.key = recipe.key;
    if (recipe.lyrics !== undefined) options.lyrics = recipe.lyrics;
    song = remember(songs, cacheKey, composeSong(options));
  }
  return song;
}

/**
 * One gain per song, from its full mix's peak: a loud mix is turned down rather than clipped,
 * and its stems take the same gain, so they still sum to it sample for sample.
 */
function songGain(recipe: SongRecipe, fullMix?: Float32Array): number {
  const key = songKey(recipe);
  const known = songGains.get(key);
  if (known !== undefined) return known;
  let peak = 0;
  for (const value of fullMix ?? renderSong(composedSong(recipe)))
    peak = Math.max(peak, Math.abs(value));
  return remember(songGains, key, peak > MIX_PEAK_LIMIT ? MIX_PEAK_LIMIT / peak : 1);
}

function renderSongLeaf(recipe: SongRecipe, parts?: readonly string[]): Float32Array {
  const pcm = renderSong(composedSong(recipe), parts);
  const gain = songGain(recipe, parts ? undefined : pcm);
  if (gain !== 1)
    for (let index = 0; index < pcm.length; index += 1) pcm[index] = (pcm[index] as number) * gain;
  return pcm;
}

export function songStemNames(recipe: SongRecipe): string[] {
  return composedSong(recipe).parts.map((part) => part.name);
}

export function midiJson(recipe: SongRecipe): Record<string, unknown> {
  return songToMidiJson(composedSong(recipe)) as unknown as Record<string, unknown>;
}

const samples = (seconds: number): number => Math.max(0, Math.round(seconds * SAMPLE_RATE));

/** Exactly `length` samples: the stated duration and the audio always agree. */
function fit(pcm: Float32Array, length: number): Float32Array {
  if (pcm.length === length) return pcm;
  const out = new Float32Array(length);
  out.set(pcm.subarray(0, Math.min(length, pcm.length)));
  return out;
}

function join(parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Linear-interpolation resampling: tempo and pitch both follow `speed`. */
function resample(pcm: Float32Array, speed: number): Float32Array {
  const out = new Float32Array(Math.round(pcm.length / speed));
  for (let index = 0; index < out.length; index += 1) {
    const position = index * speed;
    const base = Math.floor(position);
    const next = pcm[Math.min(base + 1, pcm.length - 1)] ?? 0;
    const current = pcm[base] ?? 0;
    out[index] = current + (next - current) * (position - base);
  }
  return out;
}

/** Mono PCM of a recipe; `parts` limits the leaves to those stems (how stems are split). */
export function renderRecipe(recipe: TrackRecipe, parts?: readonly string[]): Float32Array {
  switch (recipe.op) {
    case 'song':
      return fit(renderSongLeaf(recipe, parts), samples(recipe.durationS));
    case 'slice':
      return fit(
        renderRecipe(recipe.source, parts).subarray(samples(recipe.startS), samples(recipe.endS)),
        samples(recipe.endS) - samples(recipe.startS),
      );
    case 'join':
      return join(recipe.parts.map((part) => renderRecipe(part, parts)));
    case 'mix': {
      const layers = recipe.parts.map((part) => renderRecipe(part, parts));
      const out = new Float32Array(Math.max(...layers.map((layer) => layer.length)));
      for (const layer of layers)
        for (let index = 0; index < layer.length; index += 1)
          out[index] = (out[index] ?? 0) + (layer[index] ?? 0) / layers.length;
      return out;
    }
    case 'fade': {
      const out = Float32Array.from(renderRecipe(recipe.source, parts));
      const ramp = Math.min(out.length, samples(recipe.seconds));
      for (let step = 0; step < ramp; step += 1) {
        const index = recipe.direction === 'in' ? step : out.length - 1 - step;
        out[index] = (out[index] ?? 0) * (step / ramp);
      }
      return out;
    }
    case 'speed':
      return resample(renderRecipe(recipe.source, parts), recipe.speed);
    case 'stem':
      return renderRecipe(
        recipe.source,
        parts ? parts.filter((part) => part === recipe.stem) : [recipe.stem],
      );
    case 'master': {
      const out = Float32Array.from(renderRecipe(recipe.source, parts));
      let peak = 0;
      for (const value of out) peak = Math.max(peak, Math.abs(value));
      const gain = peak > 0 ? (0.85 + (recipe.variation % 10) / 100) / peak : 1;
      for (let index = 0; index < out.length; index += 1) out[index] = (out[index] ?? 0) * gain;
      return out;
    }
  }
}

export async function renderFile(spec: FileSpec): Promise<Buffer> {
  switch (spec.kind) {
    case 'audio': {
      const pcm = renderRecipe(spec.recipe);
      const encoded =
        spec.format === 'wav'
          ? encodeWav(pcm, SAMPLE_RATE)
          : spec.format === 'm4a'
            ? encodeM4a(pcm, SAMPLE_RATE)
            : encodeMp3(pcm, SAMPLE_RATE);
      return Buffer.from(encoded);
    }
    case 'midi':
      return Buffer.from(songToMidi(composedSong(spec.song)));
    case 'image':
      return Buffer.from(
        renderImage({
          prompt: spec.prompt,
          aspectRatio: spec.aspectRatio,
          format: spec.format,
          seed: String(spec.seed),
          index: spec.index,
        }),
      );
    case 'video': {
      const options: Parameters<typeof renderVideo>[0] = {
        prompt: spec.prompt,
        aspectRatio: spec.aspectRatio,
        durationS: spec.durationS,
        resolution: spec.resolution,
        seed: String(spec.seed),
      };
      if (spec.audio)
        options.audio = {
          pcm: fit(renderRecipe(spec.audio), samples(spec.durationS)),
          sampleRate: SAMPLE_RATE,
        };
      return Buffer.from(renderVideo(options));
    }
  }
}
