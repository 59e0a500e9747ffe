import { describe, expect, it } from 'vitest';
import { composeSong } from './composeSong';
import { encodeM4a } from './encodeM4a';
import { encodeMp3 } from './encodeMp3';
import { encodeWav } from './encodeWav';
import { parseMp3Frames } from './mp3Frames';
import { decodeErrors, probe } from './probeMedia';
import { renderSong, SAMPLE_RATE } from './renderSong';

const ascii = (bytes: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...bytes.subarray(start, end));

describe('audio encoders', () => {
  const song = composeSong({ seed: 'encode', durationS: 12 });
  const pcm = renderSong(song);

  it('WAV: RIFF/WAVE PCM 16-bit mono of the right length', () => {
    const wav = encodeWav(pcm, SAMPLE_RATE);
    expect(ascii(wav, 0, 4)).toBe('RIFF');
    expect(ascii(wav, 8, 12)).toBe('WAVE');
    expect(wav.length).toBe(44 + pcm.length * 2);
    const info = probe(wav, 'wav');
    expect(info.streams[0]?.codec_name).toBe('pcm_s16le');
    expect(info.streams[0]?.sample_rate).toBe(String(SAMPLE_RATE));
    expect(Number(info.format.duration)).toBeCloseTo(12, 1);
    expect(Buffer.from(encodeWav(pcm, SAMPLE_RATE)).equals(Buffer.from(wav))).toBe(true);
  });

  it('MP3: frame sync, decodes as mp3 with the song duration, deterministic', () => {
    const mp3 = encodeMp3(pcm, SAMPLE_RATE);
    expect(mp3[0]).toBe(0xff);
    expect((mp3[1] ?? 0) & 0xe0).toBe(0xe0);
    expect(parseMp3Frames(mp3).frames.length).toBeGreaterThan(400);
    const info = probe(mp3, 'mp3');
    expect(info.format.format_name).toBe('mp3');
    expect(info.streams[0]?.codec_name).toBe('mp3');
    expect(Math.abs(Number(info.format.duration) - 12) / 12).toBeLessThan(0.05);
    expect(decodeErrors(mp3, 'mp3')).toBe('');
    expect(Buffer.from(encodeMp3(pcm, SAMPLE_RATE)).equals(Buffer.from(mp3))).toBe(true);
  });

  it('M4A: an MP4 container (ftyp M4A) holding MP3 audio that decodes cleanly', () => {
    const m4a = encodeM4a(pcm, SAMPLE_RATE);
    expect(ascii(m4a, 4, 8)).toBe('ftyp');
    expect(ascii(m4a, 8, 12)).toBe('M4A ');
    const info = probe(m4a, 'm4a');
    expect(info.format.format_name).toContain('mp4');
    expect(info.streams).toHaveLength(1);
    expect(info.streams[0]?.codec_type).toBe('audio');
    expect(info.streams[0]?.codec_name).toBe('mp3');
    expect(Math.abs(Number(info.format.duration) - 12) / 12).toBeLessThan(0.05);
    expect(decodeErrors(m4a, 'm4a')).toBe('');
  });
});
