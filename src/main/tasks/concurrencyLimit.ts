/** A bounded pool: at most `limit` tasks run at once, the rest wait in arrival order. */
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
}

export function createConcurrencyLimit(limit: number): ConcurrencyLimit {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = (): void => {
    active -= 1;
    waiting.shift()?.();
  };
  return {
    get active() {
      return active;
    },
    async run(task) {
      if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      active += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
