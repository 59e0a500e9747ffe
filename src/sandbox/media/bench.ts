// Owns the media timings reported by `npm run bench`: how long the sandbox takes to make each
// kind of file. Plain numbers (milliseconds, bytes), no assertions: tests check correctness.

import { composeSong } from './composeSong';
import { encodeM4a } from './encodeM4a';
import { encodeMp3 } from './encodeMp3';
import { encodeWav } from './encodeWav';
import { renderImage } from './renderImage';
import { renderSong, SAMPLE_RATE } from './renderSong';
import { renderVideo } from './renderVideo';
import { songToMidi } from './songToMidi';

export interface MediaBenchResult {
  composeSong6MinMs: number;
  renderSong6MinMs: number;
  encodeWav3MinMs: number;
  encodeMp3_3MinMs: number;
  encodeM4a3MinMs: number;
  songToMidi6MinMs: number;
  renderPng16x9Ms: number;
  renderJpeg1x1Ms: number;
  renderVideo15sMs: number;
  video15sBytes: number;
  mp3_3MinBytes: number;
}

function timed<T>(run: () => T): [T, number] {
  const start = performance.now();
  const value = run();
  return [value, Math.round((performance.now() - start) * 10) / 10];
}

export function benchMedia(): MediaBenchResult {
  renderImage({ prompt: 'warm up', aspectRatio: '1:1', format: 'jpeg', seed: 'w' }); // JIT and encoder tables
  const [song, composeSong6MinMs] = timed(() => composeSong({ seed: 'bench', durationS: 360 }));
  const [, renderSong6MinMs] = timed(() => renderSong(song));
  const short = renderSong(composeSong({ seed: 'bench-short', durationS: 180 }));
  const [, encodeWav3MinMs] = timed(() => encodeWav(short, SAMPLE_RATE));
  const [mp3, encodeMp3_3MinMs] = timed(() => encodeMp3(short, SAMPLE_RATE));
  const [, encodeM4a3MinMs] = timed(() => encodeM4a(short, SAMPLE_RATE));
  const [, songToMidi6MinMs] = timed(() => songToMidi(song));
  const prompt = 'A red sunset over the ocean with mountains and a city at night';
  const [, renderPng16x9Ms] = timed(() =>
    renderImage({ prompt, aspectRatio: '16:9', format: 'png', seed: 'b' }),
  );
  const [, renderJpeg1x1Ms] = timed(() =>
    renderImage({ prompt, aspectRatio: '1:1', format: 'jpeg', seed: 'b' }),
  );
  const [video, renderVideo15sMs] = timed(() =>
    renderVideo({ prompt, aspectRatio: '16:9', durationS: 15, resolution: '1080p', seed: 'b' }),
  );
  return {
    composeSong6MinMs,
    renderSong6MinMs,
    encodeWav3MinMs,
    encodeMp3_3MinMs,
    encodeM4a3MinMs,
    songToMidi6MinMs,
    renderPng16x9Ms,
    renderJpeg1x1Ms,
    renderVideo15sMs,
    video15sBytes: video.length,
    mp3_3MinBytes: mp3.length,
  };
}
