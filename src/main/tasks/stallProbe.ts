/**
 * Test and bench probe: how long the event loop went without answering while some work ran.
 * A timer ticks every `intervalMs`; the gap between two ticks beyond the interval is the lag.
 * On a shared machine a gap also grows while the OS runs other processes, which says nothing
 * about the code under test, so each gap is also counted as the CPU this process used in it:
 * a stall our own code causes (a synchronous loop, a huge parse) burns CPU for its whole
 * length, a wait for the CPU burns none. `maxBusyLagMs` is the longest gap counted so, never
 * more than its wall time (the process's other threads also use CPU in a gap).
 */
export interface StallFigures {
  /** Longest gap beyond the interval, by the wall clock. */
  maxLagMs: number;
  /** Longest gap beyond the interval during which this process was using the CPU. */
  maxBusyLagMs: number;
  peakRssMb: number;
}

export interface StallProbe {
  stop(): StallFigures;
}

export function startStallProbe(intervalMs: number): StallProbe {
  let maxLagMs = 0;
  let maxBusyLagMs = 0;
  let peakRss = process.memoryUsage().rss;
  let lastWall = performance.now();
  let lastCpu = process.cpuUsage();
  const sample = () => {
    const wall = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    const lag = wall - lastWall - intervalMs;
    const cpuMs = (cpu.user + cpu.system) / 1000;
    maxLagMs = Math.max(maxLagMs, lag);
    maxBusyLagMs = Math.max(maxBusyLagMs, Math.min(lag, cpuMs - intervalMs));
    lastWall = wall;
    lastCpu = process.cpuUsage();
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  };
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      sample();
      clearInterval(timer);
      return { maxLagMs, maxBusyLagMs, peakRssMb: peakRss / 1024 ** 2 };
    },
  };
}
