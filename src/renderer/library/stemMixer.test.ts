import { describe, expect, it } from 'vitest';
import {
  effectiveGain,
  effectiveGains,
  keepChannels,
  needsResync,
  soloExclusive,
  updateChannel,
  type StemChannel,
} from './stemMixer';

const base: StemChannel[] = [
  { id: 'vocals', muted: false, soloed: false, volume: 0.8 },
  { id: 'drums', muted: false, soloed: false, volume: 1 },
  { id: 'bass', muted: false, soloed: false, volume: 0.5 },
];

describe('stem mixer rules', () => {
  it('plays every stem at its volume when nothing is muted or soloed', () => {
    expect(effectiveGains(base)).toEqual({ vocals: 0.8, drums: 1, bass: 0.5 });
  });

  it('mute silences one stem', () => {
    const channels = updateChannel(base, 'drums', { muted: true });
    expect(effectiveGains(channels)).toEqual({ vocals: 0.8, drums: 0, bass: 0.5 });
  });

  it('any solo silences the stems that are not soloed; a muted solo stays silent', () => {
    let channels = updateChannel(base, 'bass', { soloed: true });
    expect(effectiveGains(channels)).toEqual({ vocals: 0, drums: 0, bass: 0.5 });
    channels = updateChannel(channels, 'vocals', { soloed: true });
    expect(effectiveGains(channels)).toEqual({ vocals: 0.8, drums: 0, bass: 0.5 });
    channels = updateChannel(channels, 'vocals', { muted: true });
    expect(effectiveGain(channels, 'vocals')).toBe(0);
  });

  it('exclusive solo clears the others; volumes are clamped; unknown ids are silent', () => {
    const channels = soloExclusive(updateChannel(base, 'bass', { soloed: true }), 'drums');
    expect(channels.filter((channel) => channel.soloed).map((channel) => channel.id)).toEqual([
      'drums',
    ]);
    expect(effectiveGain(updateChannel(base, 'vocals', { volume: 3 }), 'vocals')).toBe(1);
    expect(effectiveGain(base, 'nope')).toBe(0);
  });

  it('resyncs a follower only past the drift threshold', () => {
    expect(needsResync(10, 10.05)).toBe(false);
    expect(needsResync(10, 10.2)).toBe(true);
  });
});

describe('the stems re-read (a task or the library changed)', () => {
  it("keeps each stem's mute, solo and volume; a new stem starts fresh, a gone one is dropped", () => {
    const set = updateChannel(updateChannel(base, 'bass', { soloed: true }), 'drums', {
      muted: true,
      volume: 0.3,
    });
    expect(keepChannels(set, ['vocals', 'drums', 'bass'])).toBe(set);
    expect(keepChannels(set, ['drums', 'bass', 'piano'])).toEqual([
      { id: 'drums', muted: true, soloed: false, volume: 0.3 },
      { id: 'bass', muted: false, soloed: true, volume: 0.5 },
      { id: 'piano', muted: false, soloed: false, volume: 0.8 },
    ]);
  });
});
