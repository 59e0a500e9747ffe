/**
 * Pauses kept per service (each profile is its own server): a `retry_after` or an unreachable
 * server holds back only the tasks that service answers for. One shared pause let a profile
 * whose server had gone (a custom URL no longer running) stall every other profile's tasks:
 * its task was the offline probe at each backoff step, so the Sandbox's jobs never got a turn.
 * While a service is offline one probe goes out at a time; its outcome decides for the rest.
 */
export type PollingState = { state: 'running' | 'paused' | 'offline'; resumeAt: number | null };

interface Pause {
  until: number;
  state: 'paused' | 'offline';
  offlineFailures: number;
  probing: boolean;
}

export interface ServicePauses {
  /** When a task of `service` may be polled, if not now (it is paused, or its probe is out). */
  heldUntil(service: string, now: number): number | null;
  /** A task of `service` is sent: while offline, that request is the probe. */
  sent(service: string): void;
  /** A task of `service` got an answer (even an error about that task): its probe is back. */
  answered(service: string): void;
  /** The service answered normally: its pause ends. */
  reached(service: string): void;
  /** The service asked everyone to wait until `until`. */
  pause(service: string, until: number): number;
  /** No response from the service: the next probe waits longer each time. */
  offline(service: string, now: number): void;
  /** What the header would say: offline if any service is, else paused if any is. */
  state(): PollingState;
}

export function createServicePauses(
  backoff: { initialMs: number; maxMs: number },
  onChange: () => void,
): ServicePauses {
  const pauses = new Map<string, Pause>();
  const entry = (service: string): Pause => {
    let pause = pauses.get(service);
    if (!pause) {
      pause = { until: 0, state: 'paused', offlineFailures: 0, probing: false };
      pauses.set(service, pause);
    }
    return pause;
  };
  const end = (service: string): void => {
    if (pauses.delete(service)) onChange();
  };

  return {
    heldUntil(service, now) {
      const pause = pauses.get(service);
      if (!pause) return null;
      if (now < pause.until) return pause.until;
      if (pause.state === 'paused') {
        end(service);
        return null;
      }
      // Offline: the probe is out, so the others ask again a backoff step later.
      return pause.probing ? now + backoff.initialMs : null;
    },
    sent(service) {
      const pause = pauses.get(service);
      if (pause?.state === 'offline') pause.probing = true;
    },
    answered(service) {
      const pause = pauses.get(service);
      if (pause) pause.probing = false;
    },
    reached: end,
    pause(service, until) {
      const pause = entry(service);
      pause.until = Math.max(pause.until, until);
      onChange();
      return pause.until;
    },
    offline(service, now) {
      const pause = entry(service);
      pause.state = 'offline';
      pause.probing = false;
      pause.offlineFailures += 1;
      const wait = Math.min(backoff.maxMs, backoff.initialMs * 2 ** (pause.offlineFailures - 1));
      pause.until = Math.max(pause.until, now + wait);
      onChange();
    },
    state() {
      const all = [...pauses.values()];
      const worst = all.some((pause) => pause.state === 'offline') ? 'offline' : 'paused';
      const of = all.filter((pause) => pause.state === worst).map((pause) => pause.until);
      return of.length === 0
        ? { state: 'running', resumeAt: null }
        : { state: worst, resumeAt: Math.min(...of) };
    },
  };
}
