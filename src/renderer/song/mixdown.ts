/**
 * Owns rendering the mixer's current mix offline: each stem decoded once, played through a
 * gain at its effective level (mute, solo and volume applied), summed by an
 * OfflineAudioContext faster than real time, and written as a 16-bit WAV.
 */
import { fetchMedia } from '../library/fetchMedia';
import { encodeWav } from './wavFile';

const SAMPLE_RATE = 44_100;

export interface MixdownStem {
  mediaUrl: string;
  /** 0..1, the level the stem plays at in the mixer now. */
  gain: number;
}

export async function renderMixdown(stems: readonly MixdownStem[]): Promise<Uint8Array> {
  const decoder = new OfflineAudioContext(2, 1, SAMPLE_RATE);
  const buffers = await Promise.all(
    stems.map(async (stem) => {
      const response = await fetchMedia(stem.mediaUrl);
      if (!response.ok) throw new Error(`A stem could not be read (HTTP ${response.status})`);
      return decoder.decodeAudioData(await response.arrayBuffer());
    }),
  );
  const length = Math.max(1, ...buffers.map((buffer) => buffer.length));
  const context = new OfflineAudioContext(2, length, SAMPLE_RATE);
  buffers.forEach((buffer, position) => {
    const gain = context.createGain();
    gain.gain.value = stems[position]?.gain ?? 0;
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(gain).connect(context.destination);
    source.start(0);
  });
  const rendered = await context.startRendering();
  return encodeWav(
    [rendered.getChannelData(0), rendered.getChannelData(rendered.numberOfChannels > 1 ? 1 : 0)],
    SAMPLE_RATE,
  );
}
