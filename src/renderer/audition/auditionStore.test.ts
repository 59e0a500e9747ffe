import { describe, expect, it } from 'vitest';
import type { AuditionTrack } from './auditionQueue';
import { AuditionStore } from './auditionStore';

/** The part of an <audio> element the store uses, with the events a browser fires. */
class FakeAudio extends EventTarget {
  src = '';
  paused = true;
  currentTime = 0;
  duration = NaN;
  volume = 1;
  play(): Promise<void> {
    if (this.paused) {
      this.paused = false;
      this.dispatchEvent(new Event('play'));
    }
    return Promise.resolve();
  }
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }
  getAttribute(name: string): string | null {
    return name === 'src' && this.src ? this.src : null;
  }
  removeAttribute(): void {
    this.src = '';
  }
  load(): void {}
  /** Playback reached the end, as a browser reports it. */
  finish(): void {
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
    this.dispatchEvent(new Event('ended'));
  }
}

const track = (id: string, kind = 'audio'): AuditionTrack => ({
  id,
  kind,
  title: `Title ${id}`,
  subtitle: '',
  mediaUrl: `media://${id}`,
  durationS: 20,
});
const queue = [track('a'), track('cover', 'image'), track('b'), track('c')];

function setUp(storage = new Map<string, string>()) {
  const store = new AuditionStore({
    getItem: (key) => storage.get(key) ?? null,
    setItem: (key, value) => void storage.set(key, value),
  });
  const audio = new FakeAudio();
  // The fake has every member the store touches; the rest of HTMLAudioElement is not used.
  store.attach(audio as unknown as HTMLAudioElement);
  store.setQueue(queue);
  return { store, audio, storage };
}

describe('audition store', () => {
  it('plays a track from its media URL and toggles pause and play', () => {
    const { store, audio } = setUp();
    store.play(queue[0]);
    expect(audio.src).toBe('media://a');
    expect(store.getState()).toMatchObject({ track: { id: 'a' }, playing: true, durationS: 20 });
    store.toggle();
    expect(store.getState().playing).toBe(false);
    store.toggle();
    expect(store.getState().playing).toBe(true);
  });

  it('steps through the queue skipping non-audio, and not past its ends', () => {
    const { store, audio } = setUp();
    store.play(queue[0]);
    expect(store.step(1)).toBe(true);
    expect(store.getState().track?.id).toBe('b');
    expect(audio.src).toBe('media://b');
    expect(store.step(-1)).toBe(true);
    expect(store.getState().track?.id).toBe('a');
    expect(store.neighbour(-1)).toBeNull();
    expect(store.step(-1)).toBe(false);
    expect(store.getState().track?.id).toBe('a');
  });

  it('goes on with the next track when one ends, and stops after the last', () => {
    const { store, audio } = setUp();
    store.play(queue[2]);
    audio.finish();
    expect(store.getState()).toMatchObject({ track: { id: 'c' }, playing: true });
    audio.finish();
    expect(store.getState()).toMatchObject({ track: { id: 'c' }, playing: false });
  });

  it('follows a new list order and the loaded track’s new title', () => {
    const { store } = setUp();
    store.play(queue[2]);
    store.setQueue([track('c'), { ...track('b'), title: 'Renamed' }, track('a')]);
    expect(store.getState().track?.title).toBe('Renamed');
    expect(store.neighbour(1)?.id).toBe('a');
    expect(store.neighbour(-1)?.id).toBe('c');
  });

  it('closes: nothing loaded, the element unloaded; a deleted track closes too', () => {
    const { store, audio } = setUp();
    store.play(queue[0]);
    store.close();
    expect(store.getState()).toMatchObject({ track: null, playing: false });
    expect(audio.src).toBe('');
    store.play(queue[2]);
    store.forget(['a']);
    expect(store.getState().track?.id).toBe('b');
    store.forget(['b']);
    expect(store.getState().track).toBeNull();
  });

  it('keeps the volume between sessions, within 0..1', () => {
    const { store, audio, storage } = setUp();
    store.setVolume(0.35);
    expect(audio.volume).toBe(0.35);
    store.setVolume(4);
    expect(store.getState().volume).toBe(1);
    store.setVolume(0.5);
    expect(setUp(storage).store.getState().volume).toBe(0.5);
    expect(setUp(new Map([['atelier.audition.volume', 'loud']])).store.getState().volume).toBe(0.8);
  });
});
