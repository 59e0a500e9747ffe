/**
 * Owns the app's own updates: the state machine the renderer shows (idle → checking →
 * available / not-available → downloading → downloaded → waiting-for-submits → restarting,
 * or error), the launch check the preference allows, the check by hand, and the restart,
 * which waits until no paid submit is between its POST and the answer (submitGate.ts).
 * Plain Node: the platform's updater is a port (desktop/Updater.ts).
 */
import { AtelierError } from '../../shared/errors';
import { t } from '../../shared/i18n/activeLanguage';
import type { Handlers } from '../../shared/ipc/types';
import type { UnsupportedReason, UpdatePhase, UpdateState } from '../../shared/ipc/updates';
import type { Updater } from '../desktop/Updater';
import { updaterFailure } from '../desktop/Updater';
import type { EventBus } from '../ipc/eventBus';
import type { PreferencesStore } from '../settings';
import { describeUpdateFailure } from './updateErrors';

export interface RestartGate {
  submitting(): number;
  closeIfIdle(): boolean;
  reopen(): void;
}

export interface UpdateServiceOptions {
  /** null: this shell cannot update itself (the web preview). */
  updater: Updater | null;
  currentVersion: string;
  preferences: Pick<PreferencesStore, 'get'>;
  gate: RestartGate;
  bus: Pick<EventBus, 'emit' | 'subscribe'>;
  now?: () => number;
  /** A waiting restart looks at the journal on every task event, and at least this often (ms). */
  recheckMs?: number;
  /** After the launch check, automatic checks repeat this often while Atelier runs (ms). */
  checkEveryMs?: number;
}

export interface UpdateService {
  readonly handlers: Handlers['updates'];
  state(): UpdateState;
  /** The launch check (then every few hours), unless Settings turned it off. Call after the first paint. */
  checkAtLaunch(): Promise<UpdateState>;
  /** Help → Check for updates…: checks now and says the outcome aloud (downloads what it finds). */
  checkForUpdatesByHand(): Promise<UpdateState>;
  /** Restarts into the downloaded update once no paid submit is in flight. */
  restartToUpdate(): UpdateState;
  close(): void;
}

export const WEB_PREVIEW_REASON: UnsupportedReason = 'web-preview';

export function createUpdateService(options: UpdateServiceOptions): UpdateService {
  const now = options.now ?? Date.now;
  const { updater, gate, bus } = options;
  let phase: UpdatePhase = updater
    ? { phase: 'idle' }
    : { phase: 'unsupported', reason: WEB_PREVIEW_REASON };
  let byHand = false;
  let checkedAt: string | null = null;
  let stopWaiting: (() => void) | null = null;
  let repeating: ReturnType<typeof setInterval> | null = null;
  let closed = false;

  const state = (): UpdateState => ({
    ...phase,
    currentVersion: options.currentVersion,
    byHand,
    checkedAt,
  });
  const set = (next: UpdatePhase): void => {
    if (closed) return;
    phase = next;
    bus.emit('updates:changed', state());
  };
  const fail = (error: unknown, during: 'check' | 'download' | 'restart'): void => {
    const { message, detail } = describeUpdateFailure(updaterFailure(error), during);
    set({ phase: 'error', during, message, detail });
  };
  const busy = (): boolean =>
    [
      'checking',
      'available',
      'downloading',
      'downloaded',
      'waiting-for-submits',
      'restarting',
    ].includes(phase.phase);

  async function download(active: Updater, version: string): Promise<void> {
    set({
      phase: 'downloading',
      version,
      percent: 0,
      transferredBytes: 0,
      totalBytes: 0,
      bytesPerSecond: 0,
    });
    try {
      await active.download((progress) => set({ phase: 'downloading', version, ...progress }));
      set({ phase: 'downloaded', version });
    } catch (error) {
      fail(error, 'download');
    }
  }

  async function check(asked: boolean): Promise<UpdateState> {
    if (asked) byHand = true;
    if (!updater || busy()) {
      // Already under way (or done): the caller sees where it stands, and a hand check says so aloud.
      if (asked) bus.emit('updates:changed', state());
      return state();
    }
    if (!asked) byHand = false;
    set({ phase: 'checking' });
    try {
      const result = await updater.check(options.preferences.get().updates.channel);
      checkedAt = new Date(now()).toISOString();
      if (result.kind === 'inactive') set({ phase: 'unsupported', reason: 'not-installed' });
      else if (result.kind === 'none')
        set({ phase: 'not-available', latestVersion: result.latestVersion });
      else {
        set({ phase: 'available', version: result.version });
        void download(updater, result.version);
      }
    } catch (error) {
      checkedAt = new Date(now()).toISOString();
      fail(error, 'check');
    }
    return state();
  }

  function waitForSubmits(version: string): void {
    set({ phase: 'waiting-for-submits', version, submitting: gate.submitting() });
    if (stopWaiting) return;
    let pending: ReturnType<typeof setTimeout> | null = null;
    // Looked at after the event's turn: a "Variations ×N" submit begins its next row right
    // after the previous answer, and that row must be seen before the restart closes the gate.
    const again = () => {
      if (pending === null) pending = setTimeout(() => ((pending = null), tryRestart(version)), 0);
    };
    const unsubscribe = bus.subscribe((channel) => {
      if (channel === 'tasks:changed') again();
    });
    const interval = setInterval(again, options.recheckMs ?? 1000);
    stopWaiting = () => {
      unsubscribe();
      clearInterval(interval);
      if (pending !== null) clearTimeout(pending);
      stopWaiting = null;
    };
  }

  function tryRestart(version: string): void {
    if (!updater || closed) return;
    if (!gate.closeIfIdle()) return waitForSubmits(version);
    stopWaiting?.();
    set({ phase: 'restarting', version });
    updater.quitAndInstall().catch((error: unknown) => {
      gate.reopen();
      fail(error, 'restart');
    });
  }

  function restartToUpdate(): UpdateState {
    if (phase.phase === 'waiting-for-submits' || phase.phase === 'restarting') return state();
    if (phase.phase !== 'downloaded')
      throw new AtelierError('conflict', t('mainWords.updates.noneDownloaded'));
    tryRestart(phase.version);
    return state();
  }

  return {
    handlers: {
      state: () => state(),
      check: () => check(true),
      restart: () => restartToUpdate(),
    },
    state,
    checkAtLaunch() {
      // A window left open for days still hears of updates; the preference is read each time.
      repeating ??= setInterval(
        () => {
          if (options.preferences.get().updates.automatic) void check(false);
        },
        options.checkEveryMs ?? 6 * 60 * 60 * 1000,
      );
      repeating.unref?.();
      return options.preferences.get().updates.automatic ? check(false) : Promise.resolve(state());
    },
    checkForUpdatesByHand: () => check(true),
    restartToUpdate,
    close() {
      stopWaiting?.();
      if (repeating !== null) clearInterval(repeating);
      closed = true;
    },
  };
}
