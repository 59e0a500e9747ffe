import { describe, expect, it } from 'vitest';
import { composeSong } from './composeSong';
import { decodeErrors, decodeVideoFrames, probe } from './probeMedia';
import { Raster } from './raster';
import { renderSong, SAMPLE_RATE } from './renderSong';
import { rasterToYuv, renderVideo, videoSize } from './renderVideo';
import { drawScene } from './scene';

const PROMPT = 'Neon city at night with stars';

describe('renderVideo', () => {
  const video = renderVideo({
    prompt: PROMPT,
    aspectRatio: '16:9',
    durationS: 6,
    resolution: '1080p',
    seed: 'v',
  });

  it('is an MP4 with one H.264 Constrained Baseline stream of the requested duration', () => {
    expect(String.fromCharCode(...video.subarray(4, 8))).toBe('ftyp');
    const info = probe(video, 'mp4');
    expect(info.format.format_name).toContain('mp4');
    expect(info.streams).toHaveLength(1);
    const stream = info.streams[0];
    expect(stream?.codec_name).toBe('h264');
    expect(stream?.profile).toBe('Constrained Baseline');
    expect([stream?.width, stream?.height]).toEqual([320, 180]);
    expect(Math.abs(Number(info.format.duration) - 6) / 6).toBeLessThan(0.05);
    expect(Number(stream?.nb_frames)).toBe(48);
    expect(decodeErrors(video, 'mp4')).toBe('');
  });

  it('decodes bit-exactly to the frames it drew, including skipped macroblocks, and moves', () => {
    const frames = decodeVideoFrames(video, 320, 180);
    expect(frames).toHaveLength(48);
    const raster = new Raster(320, 180);
    for (const index of [0, 1, 20, 33, 47]) {
      drawScene(raster, PROMPT, 'v', index / 8);
      const expected = rasterToYuv(raster);
      const decoded = frames[index] ?? new Uint8Array();
      let mismatches = 0;
      for (let row = 0; row < 180; row += 1) {
        for (let column = 0; column < 320; column += 1) {
          if (decoded[row * 320 + column] !== expected.y[row * expected.widthMbs * 16 + column])
            mismatches += 1;
        }
      }
      expect(mismatches, `frame ${index}`).toBe(0);
    }
    expect(Buffer.from(frames[0] ?? []).equals(Buffer.from(frames[47] ?? []))).toBe(false);
  });

  it('keeps other aspect ratios exact and is deterministic', () => {
    for (const [ratio, w, h] of [
      ['9:16', 9, 16],
      ['1:1', 1, 1],
      ['21:9', 7, 3],
      ['4:3', 4, 3],
    ] as const) {
      const size = videoSize(ratio, 's');
      expect(size.width * h).toBe(size.height * w);
      expect((size.width % 2) + (size.height % 2)).toBe(0);
    }
    const small = renderVideo({ prompt: 'a', aspectRatio: '9:16', durationS: 2, seed: 'd' });
    expect(
      Buffer.from(
        renderVideo({ prompt: 'a', aspectRatio: '9:16', durationS: 2, seed: 'd' }),
      ).equals(Buffer.from(small)),
    ).toBe(true);
    const stream = probe(small, 'mp4').streams[0];
    expect([stream?.width, stream?.height]).toEqual([180, 320]);
  });

  it('can carry the song as an MP3 audio track (music-video)', () => {
    const song = composeSong({ seed: 'mv', durationS: 5 });
    const withAudio = renderVideo({
      prompt: 'music video',
      aspectRatio: '16:9',
      durationS: 5,
      seed: 'mv',
      audio: { pcm: renderSong(song), sampleRate: SAMPLE_RATE },
    });
    const info = probe(withAudio, 'mp4');
    expect(info.streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`)).toEqual([
      'video:h264',
      'audio:mp3',
    ]);
    expect(decodeErrors(withAudio, 'mp4')).toBe('');
  });
});
