/**
 * Owns the one audition player of the window: which track is loaded, the queue it steps
 * through (the library's current list order) and the state of its audio element. React
 * reads it through useSyncExternalStore (AuditionProvider.tsx), so time updates re-render
 * the bar only, never the pages.
 */
import { queueNeighbour, type AuditionTrack } from './auditionQueue';

export interface AuditionState {
  track: AuditionTrack | null;
  /** Every listed library item, in the list's order (the queue skips non-audio). */
  queue: readonly AuditionTrack[];
  playing: boolean;
  timeS: number;
  durationS: number | null;
  /** 0..1 */
  volume: number;
  /** The loaded track could not be played (file missing, unreadable). */
  failed: boolean;
}

type VolumeStorage = Pick<Storage, 'getItem' | 'setItem'>;

const VOLUME_KEY = 'atelier.audition.volume';

function storedVolume(storage: VolumeStorage | undefined): number {
  const value = Number(storage?.getItem(VOLUME_KEY) ?? NaN);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0.8;
}

export class AuditionStore {
  private state: AuditionState;
  private audio: HTMLAudioElement | null = null;
  private readonly listeners = new Set<() => void>();
  private detach: (() => void) | null = null;

  constructor(private readonly storage?: VolumeStorage) {
    this.state = {
      track: null,
      queue: [],
      playing: false,
      timeS: 0,
      durationS: null,
      volume: storedVolume(storage),
      failed: false,
    };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): AuditionState => this.state;

  /** Binds the audio element that plays (the provider renders it once, for the app's lifetime). */
  readonly attach = (audio: HTMLAudioElement | null): void => {
    this.detach?.();
    this.detach = null;
    this.audio = audio;
    if (!audio) return;
    audio.volume = this.state.volume;
    const listen = (type: string, handler: () => void) => {
      audio.addEventListener(type, handler);
      return () => audio.removeEventListener(type, handler);
    };
    const unsubscribe = [
      listen('play', () => this.set({ playing: true, failed: false })),
      listen('pause', () => this.set({ playing: false })),
      listen('timeupdate', () => this.set({ timeS: audio.currentTime })),
      listen(
        'durationchange',
        () => Number.isFinite(audio.duration) && this.set({ durationS: audio.duration }),
      ),
      listen('volumechange', () => this.set({ volume: audio.volume })),
      // Auditioning walks the list: the next audio item follows; the end of the list stops.
      listen('ended', () => void this.step(1)),
      listen(
        'error',
        () => audio.getAttribute('src') && this.set({ playing: false, failed: true }),
      ),
    ];
    this.detach = () => unsubscribe.forEach((each) => each());
  };

  /** Plays `track` (from its start when it is another one), or resumes the loaded track. */
  play(track?: AuditionTrack): void {
    const audio = this.audio;
    if (!audio) return;
    if (track && track.id !== this.state.track?.id) {
      audio.src = track.mediaUrl;
      this.set({ track, timeS: 0, durationS: track.durationS, failed: false });
    }
    if (!this.state.track) return;
    // A refused or interrupted play() (another src was set meanwhile) leaves it paused; a
    // file that cannot be read arrives as the element's 'error' event.
    audio.play().catch(() => undefined);
  }

  pause(): void {
    this.audio?.pause();
  }

  toggle(): void {
    if (!this.state.track || !this.audio) return;
    if (this.audio.paused) this.play();
    else this.pause();
  }

  /** The audio item before (-1) or after (1) the loaded one, or null at an end of the queue. */
  neighbour(direction: 1 | -1): AuditionTrack | null {
    return this.state.track
      ? queueNeighbour(this.state.queue, this.state.track.id, direction)
      : null;
  }

  /** Plays the neighbour in `direction`; false (and nothing changes) at an end of the queue. */
  step(direction: 1 | -1): boolean {
    const next = this.neighbour(direction);
    if (next) this.play(next);
    return next !== null;
  }

  seek(seconds: number): void {
    const audio = this.audio;
    if (!audio || !this.state.track) return;
    const end = this.state.durationS ?? Infinity;
    audio.currentTime = Math.min(end, Math.max(0, seconds));
    this.set({ timeS: audio.currentTime });
  }

  setVolume(volume: number): void {
    const value = Math.min(1, Math.max(0, volume));
    if (this.audio) this.audio.volume = value;
    this.set({ volume: value });
    this.storage?.setItem(VOLUME_KEY, String(value));
  }

  /** Stops and unloads: the bar goes away. */
  close(): void {
    const audio = this.audio;
    this.set({ track: null, playing: false, timeS: 0, durationS: null, failed: false });
    if (!audio) return;
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
  }

  /** Assets were deleted: a loaded one among them is closed (its file is gone). */
  forget(assetIds: readonly string[]): void {
    if (this.state.track && assetIds.includes(this.state.track.id)) this.close();
  }

  /** The library's list changed: the queue follows it, and the loaded track its new title. */
  setQueue(queue: readonly AuditionTrack[]): void {
    const current = this.state.track;
    const fresh = current
      ? queue.find((each) => each.id === current.id && each.mediaUrl === current.mediaUrl)
      : undefined;
    this.set({ queue, ...(fresh ? { track: fresh } : {}) });
  }

  private set(patch: Partial<AuditionState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
