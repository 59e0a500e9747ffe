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
