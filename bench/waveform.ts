// Waveform first paint in real Chromium: a 6-minute mp3 (made by the sandbox's media engine)
// drawn by wavesurfer.js (a) from its URL, which fetches and decodes the whole file, and
// (b) from cached peaks plus duration, as the Library's audio preview does after
// `media.peaks`. Also counts the requests and bytes the audio URL served in each path, so
// "no decode" is checked, not assumed. Run standalone: `npx tsx bench/waveform.ts [runs]`.
import { build as esbuild } from 'esbuild';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/browserPath';
import { composeSong, encodeMp3, renderSong, SAMPLE_RATE } from '../src/sandbox/media';

export interface WaveformBenchOptions {
  runs?: number;
  durationS?: number;
}

export interface AudioTraffic {
  /** Requests for the audio URL while the waveform was created, drawn, and 1 s after. */
  requests: number;
  bytes: number;
}

export interface WaveformBenchResult {
  /** WaveSurfer.create({ container, url }) until the first 'redraw' after decoding (median). */
  decodeFirstPaintMs: number;
  /** WaveSurfer.create({ container, url, peaks: [cached], duration }) until the first 'redraw' (median). */
  cachedPeaksFirstPaintMs: number;
  /** decodeFirstPaintMs / cachedPeaksFirstPaintMs (target >= 20). */
  ratio: number;
  trackSeconds: number;
  runs: number;
  trackBytes: number;
  peaksPerSecond: number;
  peakCount: number;
  /** The app's own first view with no cache: fetch + decodePeaks + create with the peaks (median). */
  appFirstViewMs: number;
  /** The cached path including reading the peaks as JSON over HTTP, as `media.peaks` returns them (median). */
  cachedWithPeaksReadMs: number;
  /** The cached path with an <audio preload="none"> handed to wavesurfer as `media` (median). */
  cachedPreloadNoneMs: number;
  /** Audio URL traffic per run, medians: what "no decode" costs on the wire. */
  traffic: { decode: AudioTraffic; cached: AudioTraffic; cachedPreloadNone: AudioTraffic };
  /** Every sample, in run order, for anyone checking the medians. */
  samples: {
    decode: number[];
    cached: number[];
    appFirstView: number[];
    cachedWithPeaksRead: number[];
    cachedPreloadNone: number[];
  };
}

const root = resolve(import.meta.dirname, '..');

/** The same system Chromium and quiet offline flags as the end-to-end tests. */
export const BENCH_CHROMIUM = chromiumPath();
export const BENCH_CHROMIUM_ARGS = CHROMIUM_ARGS;

// The page script: wavesurfer.js and the app's peaks code, imported as the renderer does.
const PAGE_SCRIPT = `
import WaveSurfer from 'wavesurfer.js';
import { decodePeaks, PEAKS_PER_SECOND } from '../src/renderer/library/waveformPeaks';

function container() {
  const box = document.createElement('div');
  box.style.width = '900px';
  document.body.replaceChildren(box);
  return box;
}

// The app's options (WaveformPlayer.tsx), minus plugins and colours.
const LOOK = { height: 96, barWidth: 2, barGap: 1, barRadius: 2, normalize: true, dragToSeek: false };

function firstDraw(surfer, afterDecode) {
  return new Promise((resolveDraw, reject) => {
    let decoded = !afterDecode;
    surfer.on('decode', () => { decoded = true; });
    surfer.on('redraw', () => { if (decoded) resolveDraw(performance.now()); });
    surfer.on('error', reject);
  });
}

// The waveform really is on screen: some canvas pixel is not transparent.
function drawn(surfer) {
  const canvases = surfer.getWrapper().querySelectorAll('canvas');
  for (const canvas of canvases) {
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    for (let index = 3; index < data.length; index += 4) if (data[index] > 0) return true;
  }
  return false;
}

async function measure(create, afterDecode) {
  const started = performance.now();
  const surfer = create(container());
  const ended = await firstDraw(surfer, afterDecode);
  const ms = ended - started;
  // Kept alive until release(): a media element may start loading after the first draw.
  window.current = surfer;
  return { ms, drawn: drawn(surfer) };
}

window.bench = {
  PEAKS_PER_SECOND,
  release() {
    window.current?.destroy();
    window.current = undefined;
  },
  async computePeaks(url) {
    const bytes = await (await fetch(url)).arrayBuffer();
    return decodePeaks(bytes);
  },
  decode: (url) => measure((box) => WaveSurfer.create({ container: box, url, ...LOOK }), true),
  cached: (url, peaks, duration) =>
    measure((box) => WaveSurfer.create({ container: box, url, peaks: [peaks], duration, ...LOOK }), false),
  cachedPreloadNone: (url, peaks, duration) =>
    measure((box) => {
      const media = document.createElement('audio');
      media.preload = 'none';
      return WaveSurfer.create({ container: box, url, media, peaks: [peaks], duration, ...LOOK });
    }, false),
  async cachedWithPeaksRead(url, peaksUrl) {
    const started = performance.now();
    const cached = await (await fetch(peaksUrl, { cache: 'no-store' })).json();
    const result = await measure(
      (box) => WaveSurfer.create({ container: box, url, peaks: [cached.peaks], duration: cached.durationS, ...LOOK }),
      false,
    );
    return { ms: performance.now() - started, drawn: result.drawn };
  },
  async appFirstView(url) {
    const started = performance.now();
    const bytes = await (await fetch(url, { cache: 'no-store' })).arrayBuffer();
    const decoded = await decodePeaks(bytes);
    const result = await measure(
      (box) => WaveSurfer.create({ container: box, url, peaks: [decoded.peaks], duration: decoded.durationS, ...LOOK }),
      false,
    );
    return { ms: performance.now() - started, drawn: result.drawn };
  },
};
`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round = (value: number): number => Math.round(value * 10) / 10;

/** Writes in 64 KiB chunks with backpressure, counting what was handed to the socket before the client hung up. */
async function streamCounted(
  response: ServerResponse,
  body: Uint8Array,
  count: (bytes: number) => void,
): Promise<void> {
  let closed = false;
  const hungUp = new Promise<void>((done) =>
    response.once('close', () => {
      closed = true;
      done();
    }),
  );
  for (let offset = 0; offset < body.length && !closed; offset += 65_536) {
    const chunk = body.subarray(offset, offset + 65_536);
    count(chunk.length);
    if (!response.write(chunk))
      await Promise.race([new Promise((drained) => response.once('drain', drained)), hungUp]);
  }
  if (!closed) response.end();
}

/** Serves the page, its script, the track (with ranges, as a media element asks) and peaks JSON; counts audio traffic per URL. */
async function startServer(track: Uint8Array, script: string) {
  const traffic = new Map<string, AudioTraffic>();
  let peaksJson = '{}';
  const send = (
    response: ServerResponse,
    status: number,
    type: string,
    body: string | Uint8Array,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
    response.end(body);
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/')
      return send(
        response,
        200,
        'text/html',
        '<!doctype html><meta charset="utf-8"><body></body><script src="/page.js"></script>',
      );
    if (url.pathname === '/page.js') return send(response, 200, 'text/javascript', script);
    if (url.pathname === '/peaks.json') return send(response, 200, 'application/json', peaksJson);
    if (url.pathname !== '/track.mp3') return send(response, 404, 'text/plain', 'not found');
    const counted = traffic.get(url.search) ?? { requests: 0, bytes: 0 };
    traffic.set(url.search, counted);
    counted.requests += 1;
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    let body = track;
    const headers: Record<string, string> = { 'Accept-Ranges': 'bytes' };
    let status = 200;
    if (range) {
      const start = range[1] ? Number(range[1]) : 0;
      const end = range[2] ? Math.min(Number(range[2]), track.length - 1) : track.length - 1;
      body = track.subarray(start, end + 1);
      headers['Content-Range'] = `bytes ${start}-${end}/${track.length}`;
      status = 206;
    }
    response.writeHead(status, {
      'Content-Type': 'audio/mpeg',
      'Cache-Control': 'no-store',
      'Content-Length': String(body.length),
      ...headers,
    });
    void streamCounted(response, body, (bytes) => {
      counted.bytes += bytes;
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    traffic: (key: string): AudioTraffic => traffic.get(key) ?? { requests: 0, bytes: 0 },
    setPeaks: (json: string) => {
      peaksJson = json;
    },
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

export async function benchWaveform(
  options: WaveformBenchOptions = {},
): Promise<WaveformBenchResult> {
  const runs = options.runs ?? 7;
  const trackSeconds = options.durationS ?? 360;
  const track = encodeMp3(
    renderSong(composeSong({ seed: 'bench-waveform', durationS: trackSeconds })),
    SAMPLE_RATE,
  );
  const bundle = await esbuild({
    stdin: {
      contents: PAGE_SCRIPT,
      resolveDir: import.meta.dirname,
      loader: 'js',
      sourcefile: 'waveform-page.js',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    absWorkingDir: root,
  });
  const server = await startServer(track, bundle.outputFiles[0]!.text);
  const browser = await chromium.launch({
    executablePath: BENCH_CHROMIUM,
    args: BENCH_CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1100, height: 700 } });
    page.setDefaultTimeout(120_000);
    await page.goto(`${server.origin}/`);
    await page.waitForFunction(() => 'bench' in globalThis);
    type Measured = { ms: number; drawn: boolean };
    let next = 0;
    /** A fresh audio URL per run, so HTTP and media caches cannot help and traffic is per run. */
    const fresh = () => `?run=${(next += 1)}`;
    const peaksPerSecond = await page.evaluate(
      () =>
        (globalThis as unknown as { bench: { PEAKS_PER_SECOND: number } }).bench.PEAKS_PER_SECOND,
    );
    // Peaks computed once with the app's own decodePeaks, as the first view caches them.
    const cachedPeaks = await page.evaluate(
      (url) =>
        (
          globalThis as unknown as {
            bench: { computePeaks(url: string): Promise<{ durationS: number; peaks: number[] }> };
          }
        ).bench.computePeaks(url),
      `/track.mp3${fresh()}`,
    );
    server.setPeaks(JSON.stringify({ assetId: 'bench', peaksPerSecond, ...cachedPeaks }));

    const samples = {
      decode: [] as number[],
      cached: [] as number[],
      appFirstView: [] as number[],
      cachedWithPeaksRead: [] as number[],
      cachedPreloadNone: [] as number[],
    };
    const traffic = {
      decode: [] as AudioTraffic[],
      cached: [] as AudioTraffic[],
      cachedPreloadNone: [] as AudioTraffic[],
    };
    const run = async (kind: keyof typeof samples, record: boolean): Promise<void> => {
      const key = fresh();
      const url = `/track.mp3${key}`;
      const measured: Measured = await page.evaluate(
        ({ kind, url, peaks, duration }) => {
          // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's bench object is untyped bundle code
          const bench = (globalThis as any).bench;
          if (kind === 'decode' || kind === 'appFirstView') return bench[kind](url);
          if (kind === 'cachedWithPeaksRead') return bench[kind](url, '/peaks.json');
          return bench[kind](url, peaks, duration);
        },
        { kind, url, peaks: cachedPeaks.peaks, duration: cachedPeaks.durationS },
      );
      if (!measured.drawn) throw new Error(`The ${kind} run drew nothing on the waveform canvas`);
      await page.waitForTimeout(1000); // let any late media-element request land before counting
      await page.evaluate(() =>
        (globalThis as unknown as { bench: { release(): void } }).bench.release(),
      );
      if (!record) return;
      samples[kind].push(round(measured.ms));
      if (kind === 'decode' || kind === 'cached' || kind === 'cachedPreloadNone')
        traffic[kind].push({ ...server.traffic(key) });
    };
    const kinds = Object.keys(samples) as (keyof typeof samples)[];
    for (const kind of kinds) await run(kind, false); // warm-up: JIT, decoder, fonts
    for (let index = 0; index < runs; index += 1) for (const kind of kinds) await run(kind, true);

    const medianTraffic = (list: AudioTraffic[]): AudioTraffic => ({
      requests: median(list.map((item) => item.requests)),
      bytes: median(list.map((item) => item.bytes)),
    });
    const decodeFirstPaintMs = round(median(samples.decode));
    const cachedPeaksFirstPaintMs = round(median(samples.cached));
    return {
      decodeFirstPaintMs,
      cachedPeaksFirstPaintMs,
      ratio: round(decodeFirstPaintMs / Math.max(cachedPeaksFirstPaintMs, 0.1)),
      trackSeconds,
      runs,
      trackBytes: track.length,
      peaksPerSecond,
      peakCount: cachedPeaks.peaks.length,
      appFirstViewMs: round(median(samples.appFirstView)),
      cachedWithPeaksReadMs: round(median(samples.cachedWithPeaksRead)),
      cachedPreloadNoneMs: round(median(samples.cachedPreloadNone)),
      traffic: {
        decode: medianTraffic(traffic.decode),
        cached: medianTraffic(traffic.cached),
        cachedPreloadNone: medianTraffic(traffic.cachedPreloadNone),
      },
      samples,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const runs = process.argv[2] ? Number(process.argv[2]) : undefined;
  console.log(JSON.stringify(await benchWaveform(runs ? { runs } : {}), null, 2));
}
