// Library store at scale: inserts 100,000 assets into a real SQLite file (WAL,
// synchronous=FULL), then times the first page, full-text search (whole words, prefixes and
// fragments from inside words, which the trigram index serves) and the fact sorts through the
// `library` handlers (the contract's main side). Targets: first page < 100 ms, search
// p95 < 20 ms. Run standalone: `npx tsx bench/library.ts [assets] [insert sample]` (with a
// sample, the rest is seeded in bulk first: the million-asset section, `npm run bench -- library-1m`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AssetKind } from '../src/shared/ipc/library';
import { MUSICAL_KEYS } from '../src/shared/service/music/musicalKeys';
import { createEventBus } from '../src/main/ipc/eventBus';
import { openLibrary } from '../src/main/library/openLibrary';
import type { NewAsset } from '../src/main/library/libraryStore';
import { seedAssets } from './librarySeed';

export interface LibraryBenchOptions {
  assets?: number;
  searches?: number;
  /** Keep the data folder (for looking at query plans); the path is returned. */
  keep?: string;
  /**
   * Seed in bulk (librarySeed.ts) instead of through the store, then time inserts on a sample
   * of this many assets added through the store to the full library: how the 1M run stays
   * minutes long. Without it every asset goes through the store and is timed.
   */
  bulkSeedWithInsertSample?: number;
}

export interface LibraryBenchResult {
  assets: number;
  /** Seconds spent filling the library (bulk seed, or the timed inserts). */
  seedSeconds: number;
  /** Assets whose insert was timed (all of them, or the sample after a bulk seed). */
  insertsTimed: number;
  insertsPerSecond: number;
  /** Inserts per second of this process's CPU time: the figure on a busy machine. */
  insertsPerCpuSecond: number;
  firstPageMs: number;
  firstPageWarmMs: number;
  searchP50Ms: number;
  searchP95Ms: number;
  searchMaxMs: number;
  /** The same percentile in this process's CPU time (wall time suffers on a busy machine). */
  searchP95CpuMs: number;
  /** Words and word prefixes ("piano", "calm pi") vs fragments from inside words ("ighthouse", "ian"). */
  wordSearchP95Ms: number;
  substringSearchP95Ms: number;
  substringSearchP95CpuMs: number;
  firstPageCpuMs: number;
  /** Longest, shortest and largest first, filtered by kind as the Library page asks, first and later pages. */
  factSortP95Ms: number;
  filteredP95Ms: number;
  filteredP95CpuMs: number;
  /** Each filter shape's p95, wall and CPU. */
  filteredShapes: { name: string; p95Ms: number; p95CpuMs: number }[];
  searches: number;
  databaseMegabytes: number;
  /** The full-text (trigram) index's share of the file, from dbstat. */
  searchIndexMegabytes: number;
}

const WORDS = (
  'ambient piano rain night city neon dream ocean forest synth guitar drums bass vocal choir orchestra lofi jazz ' +
  'blues rock metal folk techno house trance disco funk soul gospel reggae latin tango waltz march anthem ballad ' +
  'lullaby sunrise sunset winter summer autumn spring river mountain desert storm thunder whisper echo shadow light ' +
  'golden silver crimson velvet electric acoustic analog digital vintage modern slow fast calm wild gentle dark bright ' +
  'café über niño façade 東京 夜 音楽 rêve mañana'
).split(' ');
/** What the Library page sends when no kind is chosen: every kind but JSON data. */
const PAGE_KINDS: AssetKind[] = ['image', 'video', 'audio', 'midi', 'lyrics', 'text', 'file'];
const SIZES = [
  [1024, 1024],
  [1344, 768],
  [768, 1344],
  [1920, 1080],
  [1280, 720],
  [512, 512],
] as const;
const KINDS: AssetKind[] = [
  'image',
  'image',
  'audio',
  'audio',
  'audio',
  'video',
  'midi',
  'lyrics',
  'json',
];
const MODELS = ['image-a', 'image-c-4', 'tune', 'video-a-v3', 'video-c'];
const ACTIONS = ['generate', 'extend', 'cover', 'stems-all', 'midi', null];

/** Deterministic pseudo-random numbers (mulberry32): the same library on every run. */
export function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Assets `from` to `to` (exclusive) of the benchmark library: words from WORDS, facts, tags. */
export function syntheticAssets(
  from: number,
  to: number,
  rand: () => number,
  start: number,
): NewAsset[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const words = (count: number): string =>
    Array.from({ length: count }, () => pick(WORDS)).join(' ');
  const batch: NewAsset[] = [];
  for (let i = from; i < to; i += 1) {
    const kind = pick(KINDS);
    const media = kind === 'audio' || kind === 'video';
    // One in ten media files without known facts, as an imported or legacy file may be.
    const known = rand() >= 0.1;
    const size = kind === 'image' || kind === 'video' ? pick(SIZES) : null;
    batch.push({
      submissionId: `submission-${Math.floor(i / 2)}`,
      taskId: `task-${Math.floor(i / 2)}`,
      profileId: i % 10 === 0 ? 'live' : 'sandbox',
      model:
        kind === 'image'
          ? pick(MODELS.slice(0, 2))
          : kind === 'video'
            ? pick(MODELS.slice(3))
            : 'tune',
      action: kind === 'image' || kind === 'video' ? null : pick(ACTIONS),
      kind,
      outputKey: `output-${i % 2}`,
      title: words(3),
      prompt: words(12 + Math.floor(rand() * 20)),
      style: rand() < 0.5 ? words(4) : null,
      lyrics: kind === 'lyrics' ? words(60) : null,
      mimeType: 'audio/mpeg',
      bytes: 1000 + i,
      relativePath: `submission-${Math.floor(i / 2)}/output-${i % 2}.mp3`,
      trackIndex: kind === 'audio' ? (i % 2) + 1 : null,
      durationS: media && known ? Math.round(rand() * 3600) / 10 : null,
      width: size && known ? size[0] : null,
      height: size && known ? size[1] : null,
      // Tempo on known tracks, a key on a third of them (from i: the random sequence stays as it was).
      bpm: kind === 'audio' && known ? 60 + ((i * 37) % 141) : null,
      musicalKey:
        kind === 'audio' && known && i % 3 === 0
          ? MUSICAL_KEYS[(i / 3) % MUSICAL_KEYS.length]!
          : null,
      tags: rand() < 0.2 ? [pick(WORDS), pick(WORDS)] : [],
      createdAt: start + i * 60_000,
    });
  }
  return batch;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function benchLibrary(options: LibraryBenchOptions = {}): Promise<LibraryBenchResult> {
  const total = options.assets ?? 100_000;
  const searchCount = options.searches ?? 400;
  const rand = random(42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const root = options.keep ?? mkdtempSync(join(tmpdir(), 'atelier-bench-library-'));
  const start = Date.UTC(2025, 0, 1);
  let now = start;
  const context = await openLibrary({
    dataDirectory: root,
    clock: { now: () => now },
    bus: createEventBus(),
  });
  try {
    const sample = options.bulkSeedWithInsertSample;
    const held = (context.db.prepare('SELECT count(*) AS n FROM assets').get() as { n: number }).n;
    if (held > 0)
      throw new Error(`The bench needs an empty library; ${root} already holds ${held} assets.`);
    const seedSeconds = sample
      ? seedAssets(context.db, total - sample, (from, to) => syntheticAssets(from, to, rand, start))
      : 0;
    const timedFrom = sample ? total - sample : 0;
    const insertStarted = performance.now();
    const cpuStarted = process.cpuUsage();
    for (let offset = timedFrom; offset < total; offset += 1000) {
      context.library.addAssets(
        syntheticAssets(offset, Math.min(total, offset + 1000), rand, start),
      );
    }
    const insertMs = performance.now() - insertStarted;
    const insertCpu = process.cpuUsage(cpuStarted);
    const insertCpuMs = (insertCpu.user + insertCpu.system) / 1000;
    const insertsTimed = total - timedFrom;
    now = start + total * 60_000;
    // Favorites on 1% of rows, as a user would have.
    context.db.prepare('UPDATE assets SET favorite = 1 WHERE seq % 100 = 0').run();
    context.db.pragma('wal_checkpoint(TRUNCATE)');
    context.db.exec('ANALYZE');

    const caller = { senderId: 'bench' };
    const cpuTimes: number[] = [];
    const timed = async (query: Parameters<typeof context.handlers.list>[0]): Promise<number> => {
      const cpu = process.cpuUsage();
      const began = performance.now();
      await context.handlers.list(query, caller);
      const elapsed = performance.now() - began;
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
      return elapsed;
    };
    const firstPageMs = await timed({ limit: 100 });
    const firstPageCpuMs = cpuTimes[0] ?? 0;
    const firstPageWarmMs = await timed({ limit: 100 });

    const longWords = WORDS.filter((word) => [...word].length >= 5);
    /** A fragment from inside a word: never its start, `length` characters long. */
    const inside = (length: number): string => {
      const word = pick(longWords);
      const start = 1 + Math.floor(rand() * Math.max(1, word.length - length));
      return word.slice(start, start + length);
    };
    const wordQueries = Array.from({ length: searchCount }, (_, index) => {
      const shape = index % 4;
      if (shape === 0) return pick(WORDS); // one common word
      if (shape === 1) return `${pick(WORDS)} ${pick(WORDS)}`; // two words
      if (shape === 2) return pick(WORDS).slice(0, 3); // typing: a prefix
      return `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS).slice(0, 2)}`;
    });
    const substringQueries = Array.from({ length: searchCount }, (_, index) => {
      const shape = index % 5;
      if (shape === 0) return pick(longWords).slice(1); // the word but its first letter ("ighthouse")
      if (shape === 1) return inside(3); // a 3-character fragment: the most rows to walk
      if (shape === 2) return inside(4);
      if (shape === 3) return `${inside(4)} ${pick(WORDS)}`; // a fragment and a word
      return index % 10 === 4 ? 'ighthouse' : `${inside(3)} ${pick(WORDS).slice(0, 2)}`; // matches nothing here / fragment + 2-letter prefix
    });
    const searchTimes = async (queries: string[]): Promise<{ wall: number[]; cpu: number[] }> => {
      cpuTimes.length = 0;
      const wall: number[] = [];
      for (const text of queries) wall.push(await timed({ text, limit: 100 }));
      return { wall: wall.sort((a, b) => a - b), cpu: [...cpuTimes].sort((a, b) => a - b) };
    };
    const wordSearch = await searchTimes(wordQueries);
    const substringSearch = await searchTimes(substringQueries);
    const times = [...wordSearch.wall, ...substringSearch.wall].sort((a, b) => a - b);
    const searchCpu = [...wordSearch.cpu, ...substringSearch.cpu].sort((a, b) => a - b);

    // Each filter shape's times apart too, wall and CPU: which one misses shows in the result.
    const shapes: Record<string, { wall: number[]; cpu: number[] }> = {};
    const filtered: number[] = [];
    const filteredCpu: number[] = [];
    const shape = async (
      name: string,
      query: Parameters<typeof context.handlers.list>[0],
    ): Promise<void> => {
      const wall = await timed(query);
      const cpu = cpuTimes[cpuTimes.length - 1] ?? 0;
      filtered.push(wall);
      filteredCpu.push(cpu);
      const times = (shapes[name] ??= { wall: [], cpu: [] });
      times.wall.push(wall);
      times.cpu.push(cpu);
    };
    for (let i = 0; i < searchCount / 4; i += 1) {
      await shape('word + audio', {
        text: pick(WORDS),
        kinds: ['audio'],
        sort: pick(['newest', 'oldest', 'title'] as const),
        limit: 100,
      });
      await shape('favorites', { favorite: true, limit: 100 });
      await shape('tag', { tags: [pick(WORDS)], limit: 100 });
      await shape('title sort', { sort: 'title', limit: 100 });
      await shape('fragment + image', {
        text: inside(4),
        kinds: ['image'],
        sort: pick(['newest', 'title', 'largest'] as const),
        limit: 100,
      });
      await shape('duration range', {
        kinds: PAGE_KINDS,
        minDurationS: 60,
        maxDurationS: 180,
        sort: pick(['newest', 'longest', 'shortest'] as const),
        limit: 100,
      });
      await shape('tempo + key', {
        kinds: PAGE_KINDS,
        minBpm: 110,
        maxBpm: 130,
        musicalKeys: [MUSICAL_KEYS[i % MUSICAL_KEYS.length]!],
        sort: i % 2 ? 'newest' : 'fastest',
        limit: 100,
      });
    }
    filtered.sort((a, b) => a - b);
    filteredCpu.sort((a, b) => a - b);
    const sorted = (values: number[]): number[] => [...values].sort((a, b) => a - b);
    const filteredShapes = Object.entries(shapes).map(([name, times]) => ({
      name,
      p95Ms: percentile(sorted(times.wall), 95),
      p95CpuMs: percentile(sorted(times.cpu), 95),
    }));

    // Fact sorts as the Library page asks for them (its default kinds), three pages deep.
    const facts: number[] = [];
    for (let i = 0; i < searchCount / 16; i += 1) {
      let cursor: string | undefined;
      const sort = pick(['longest', 'shortest', 'largest', 'fastest', 'slowest'] as const);
      for (let page = 0; page < 3; page += 1) {
        const query = { sort, kinds: PAGE_KINDS, limit: 100, ...(cursor ? { cursor } : {}) };
        const began = performance.now();
        cursor = (await context.handlers.list(query, caller)).nextCursor ?? undefined;
        facts.push(performance.now() - began);
      }
    }
    facts.sort((a, b) => a - b);
    const indexBytes = (prefix: string): number =>
      (
        context.db
          .prepare('SELECT coalesce(sum(pgsize), 0) AS n FROM dbstat WHERE name LIKE ?')
          .get(`${prefix}%`) as { n: number }
      ).n;
    const pageCount = context.db.pragma('page_count', { simple: true }) as number;
    const pageSize = context.db.pragma('page_size', { simple: true }) as number;
    return {
      assets: total,
      seedSeconds: sample ? seedSeconds : insertMs / 1000,
      insertsTimed,
      insertsPerSecond: Math.round(insertsTimed / (insertMs / 1000)),
      insertsPerCpuSecond: Math.round(insertsTimed / (insertCpuMs / 1000)),
      firstPageMs,
      firstPageWarmMs,
      searchP50Ms: percentile(times, 50),
      searchP95Ms: percentile(times, 95),
      searchMaxMs: times[times.length - 1] ?? 0,
      searchP95CpuMs: percentile(searchCpu, 95),
      wordSearchP95Ms: percentile(wordSearch.wall, 95),
      substringSearchP95Ms: percentile(substringSearch.wall, 95),
      substringSearchP95CpuMs: percentile(substringSearch.cpu, 95),
      firstPageCpuMs,
      factSortP95Ms: percentile(facts, 95),
      filteredP95Ms: percentile(filtered, 95),
      filteredP95CpuMs: percentile(filteredCpu, 95),
      filteredShapes,
      searches: times.length,
      databaseMegabytes: Math.round((pageCount * pageSize) / 1024 / 1024),
      searchIndexMegabytes: Math.round(indexBytes('asset_search_') / 1024 / 1024),
    };
  } finally {
    context.close();
    if (!options.keep) rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const assets = process.argv[2] ? Number(process.argv[2]) : undefined;
  const sample = process.argv[3] ? Number(process.argv[3]) : undefined;
  const keep = process.env['ATELIER_BENCH_KEEP'];
  const result = await benchLibrary({
    ...(assets ? { assets } : {}),
    ...(sample ? { bulkSeedWithInsertSample: sample } : {}),
    ...(keep ? { keep } : {}),
  });
  console.log(JSON.stringify(result, null, 2));
}
