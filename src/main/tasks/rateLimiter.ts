/**
 * A token bucket shared by every status read, so 1,000 running tasks never exceed the
 * request rate we allow ourselves against the service. Pure: time comes from the caller.
 */
export interface RateLimiter {
  /** Takes a token if one is available at `now`; returns whether it did. */
  tryTake(now: number): boolean;
  /** The earliest time a token will be available (now if one is). */
  nextAvailableAt(now: number): number;
}

export function createRateLimiter(
  perSecond: number,
  burst = Math.max(1, Math.ceil(perSecond / 4)),
): RateLimiter {
  if (!(perSecond > 0)) throw new RangeError('perSecond must be positive');
  const msPerToken = 1000 / perSecond;
  let tokens = burst;
  let updatedAt: number | null = null;
  const refill = (now: number): void => {
    if (updatedAt === null) updatedAt = now;
    const elapsed = now - updatedAt;
    if (elapsed > 0) {
      tokens = Math.min(burst, tokens + elapsed / msPerToken);
      updatedAt = now;
    }
  };
  return {
    tryTake(now) {
      refill(now);
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
    nextAvailableAt(now) {
      refill(now);
      return tokens >= 1 ? now : now + Math.ceil((1 - tokens) * msPerToken);
    },
  };
}
