/**
 * Owns the stem mixer's rules: what each stem actually plays at, given mute, solo and
 * volume. Solo wins over everything: when any stem is soloed only soloed stems sound
 * (a soloed stem that is also muted stays silent, as in most DAWs).
 */

export interface StemChannel {
  id: string;
  muted: boolean;
  soloed: boolean;
  /** 0..1 */
  volume: number;
}

export function effectiveGain(channels: readonly StemChannel[], id: string): number {
  const channel = channels.find((each) => each.id === id);
  if (!channel || channel.muted) return 0;
  const anySolo = channels.some((each) => each.soloed);
  if (anySolo && !channel.soloed) return 0;
  return Math.min(1, Math.max(0, channel.volume));
}

export function effectiveGains(channels: readonly StemChannel[]): Record<string, number> {
  return Object.fromEntries(
    channels.map((channel) => [channel.id, effectiveGain(channels, channel.id)]),
  );
}

export function updateChannel(
  channels: readonly StemChannel[],
  id: string,
  change: Partial<Omit<StemChannel, 'id'>>,
): StemChannel[] {
  return channels.map((channel) => (channel.id === id ? { ...channel, ...change } : channel));
}

/** A stem's channel before the user touches it. */
export const freshChannel = (id: string): StemChannel => ({
  id,
  muted: false,
  soloed: false,
  volume: 0.8,
});

/**
 * The channels for the stems as just re-read (the song page re-reads its versions whenever a
 * task or the library changes): each stem keeps its mute, solo and volume, a new stem starts
 * fresh, a gone one is dropped. The same list (same object) when nothing changed, so a re-read
 * does not re-render the mixer.
 */
export function keepChannels(
  channels: readonly StemChannel[],
  ids: readonly string[],
): StemChannel[] {
  const same =
    channels.length === ids.length && channels.every((channel, at) => channel.id === ids[at]);
  if (same) return channels as StemChannel[];
  return ids.map((id) => channels.find((channel) => channel.id === id) ?? freshChannel(id));
}

/** Alt/Option-click on solo: this stem alone (clears every other solo). */
export function soloExclusive(channels: readonly StemChannel[], id: string): StemChannel[] {
  return channels.map((channel) => ({ ...channel, soloed: channel.id === id }));
}

/** How far a follower may drift from the leader before it is snapped back (seconds). */
export const MAX_DRIFT_S = 0.08;

export function needsResync(
  leaderTimeS: number,
  followerTimeS: number,
  maxDriftS = MAX_DRIFT_S,
): boolean {
  return Math.abs(leaderTimeS - followerTimeS) > maxDriftS;
}
