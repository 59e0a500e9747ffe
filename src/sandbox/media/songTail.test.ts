// A song's WAV, read by sox, must not end in seconds of silence: the last chord rings out and the
// file ends within 0.5 s of the sound's end (a short natural release, not digital silence).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeSong, type ComposeOptions } from './composeSong';
import { encodeWav } from './encodeWav';
import { renderSong, SAMPLE_RATE } from './renderSong';

/** Seconds of trailing audio below -60 dBFS, measured by sox: the length minus the length once `silence` trims the end. */
function trailingSilenceS(wav: Uint8Array): number {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-tail-'));
  const [input, trimmed] = [join(folder, 'song.wav'), join(folder, 'trimmed.wav')];
  writeFileSync(input, wav);
  execFileSync('sox', [input, trimmed, 'reverse', 'silence', '1', '0', '-60d', 'reverse']);
  const seconds = (path: string): number =>
    Number(execFileSync('sox', ['--i', '-D', path], { encoding: 'utf8' }));
  return seconds(input) - seconds(trimmed);
}

describe('songs end with their music', () => {
  const cases: ComposeOptions[] = [
    { seed: 'tail-band', durationS: 30 },
    { seed: 'tail-slow', durationS: 47, bpm: 62, instrumental: true },
    { seed: 'tail-keys', durationS: 20, bpm: 97, stems: ['piano', 'bass', 'drum_kit'] },
  ];
  it.each(cases)('$seed: at most 0.5 s of silence after the last note', (options) => {
    const song = composeSong(options);
    const tail = trailingSilenceS(encodeWav(renderSong(song), SAMPLE_RATE));
    expect(tail).toBeLessThanOrEqual(0.5);
    expect(song.durationS).toBe(options.durationS); // the requested length is kept
  });
});
