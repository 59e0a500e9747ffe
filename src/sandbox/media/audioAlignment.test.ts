// Decodes the same song's WAV, MP3, M4A and music video with ffmpeg (a third-party decoder, as a
// player or DAW would) and checks the compressed ones start and end where the WAV does.
import { describe, expect, it } from 'vitest';
import { composeSong } from './composeSong';
import { encodeM4a } from './encodeM4a';
import { encodeMp3 } from './encodeMp3';
import { encodeWav } from './encodeWav';
import { decodeAudio, probe } from './probeMedia';
import { renderSong, SAMPLE_RATE } from './renderSong';
import { renderVideo } from './renderVideo';

const ONE_MS = Math.round(SAMPLE_RATE / 1000); // 22 samples
const MP3_FRAME = 576; // samples per MPEG-2 Layer III frame
const MAX_LAG = 2000; // 91 ms: well past the 50 ms the encoder delay used to add

/** The shift (in samples) of `decoded` against `reference` with the highest correlation over a 2 s window. */
function bestLag(reference: Float32Array, decoded: Float32Array): number {
  const start = SAMPLE_RATE; // 1 s in, where every stem plays
  const length = 2 * SAMPLE_RATE;
  let best = 0;
  let bestScore = -Infinity;
  for (let lag = -MAX_LAG; lag <= MAX_LAG; lag += 1) {
    let score = 0;
    for (let index = start; index < start + length; index += 1)
      score += (reference[index] as number) * ((decoded[index + lag] ?? 0) as number);
    if (score > bestScore) [best, bestScore] = [lag, score];
  }
  return best;
}

describe('compressed audio lines up with the WAV (decoded by ffmpeg)', () => {
  const song = composeSong({ seed: 'align', durationS: 8 });
  const pcm = renderSong(song);
  const wav = decodeAudio(encodeWav(pcm, SAMPLE_RATE), 'wav');

  const video = (): Uint8Array =>
    renderVideo({
      prompt: 'night drive',
      seed: 'align',
      durationS: song.durationS,
      aspectRatio: '16:9',
      fps: 4,
      audio: { pcm, sampleRate: SAMPLE_RATE },
    });
  // ffmpeg trims the MP3's end padding to the sample (the LAME tag). From MP4 it cuts the edit
  // list's end only at packet granularity, so up to one frame (576 samples) of the encoder's
  // padding (silence after the song) may follow; the container's duration is exact.
  const cases: [string, string, () => Uint8Array, number][] = [
    ['MP3', 'mp3', () => encodeMp3(pcm, SAMPLE_RATE), ONE_MS],
    ['M4A', 'm4a', () => encodeM4a(pcm, SAMPLE_RATE), MP3_FRAME],
    ['music video', 'mp4', video, MP3_FRAME],
  ];
  it.each(cases)(
    '%s: starts within 1 ms of the WAV and lasts as long',
    (_name, extension, encode, endSlack) => {
      const bytes = encode();
      const decoded = decodeAudio(bytes, extension);
      expect(wav.length).toBe(pcm.length);
      expect(Math.abs(bestLag(wav, decoded))).toBeLessThanOrEqual(ONE_MS);
      expect(decoded.length - wav.length).toBeGreaterThanOrEqual(-ONE_MS);
      expect(decoded.length - wav.length).toBeLessThanOrEqual(endSlack);
    },
  );

  it('MP3: ffmpeg accepts the LAME tag (it names the encoder only when the tag’s CRC matches)', () => {
    const stream = probe(encodeMp3(pcm, SAMPLE_RATE), 'mp3').streams[0];
    expect(stream?.tags?.['encoder']).toBe('LAME3.100');
  });

  it.each(cases.slice(1))(
    '%s: the edit list gives the song’s exact duration',
    (_name, extension, encode) => {
      const audio = probe(encode(), extension).streams.find(
        (stream) => stream.codec_type === 'audio',
      );
      expect(Number(audio?.duration)).toBeCloseTo(pcm.length / SAMPLE_RATE, 2);
    },
  );
});
