import { describe, expect, it } from 'vitest';
import { composeSong } from './composeSong';
import { KEY_NAMES } from './theory';
import { KNOWN_STEM_NAMES } from './timbre';

describe('composeSong', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const first = composeSong({ seed: 'alpha', durationS: 60 });
    expect(composeSong({ seed: 'alpha', durationS: 60 })).toEqual(first);
    expect(composeSong({ seed: 'beta', durationS: 60 })).not.toEqual(first);
  });

  it('honours bpm, key and duration and reports an integer tempo and a spec key', () => {
    const song = composeSong({ seed: 's', durationS: 95.5, bpm: 128, key: 'c#M' });
    expect(song.bpm).toBe(128);
    expect(song.key).toBe('C#m');
    expect(song.durationS).toBe(95.5);
    const free = composeSong({ seed: 'free', durationS: 30 });
    expect(Number.isInteger(free.bpm)).toBe(true);
    expect(KEY_NAMES).toContain(free.key);
  });

  it('keeps every note inside the song and lays sections end to end', () => {
    const song = composeSong({ seed: 'bounds', durationS: 180 });
    for (const part of song.parts) {
      for (const note of part.notes) {
        expect(note.startS).toBeGreaterThanOrEqual(0);
        expect(note.startS + note.durationS).toBeLessThanOrEqual(song.durationS + 1e-9);
        expect(note.velocity).toBeGreaterThanOrEqual(1);
        expect(note.velocity).toBeLessThanOrEqual(127);
      }
    }
    expect(song.sections[0]?.startS).toBe(0);
    expect(song.sections.at(-1)?.endS).toBe(180);
    song.sections
      .slice(1)
      .forEach((section, index) =>
        expect(section.startS).toBeCloseTo(song.sections[index]?.endS ?? -1, 9),
      );
    expect(song.sections.map((section) => section.name)).toEqual(
      expect.arrayContaining(['intro', 'verse', 'chorus', 'outro']),
    );
  });

  it('writes timed lyric lines for vocal songs and none for instrumentals', () => {
    const vocal = composeSong({ seed: 'words', durationS: 90 });
    expect(vocal.lyrics.length).toBeGreaterThan(4);
    for (const line of vocal.lyrics) {
      expect(line.text.length).toBeGreaterThan(0);
      expect(line.endS).toBeGreaterThan(line.startS);
    }
    vocal.lyrics
      .slice(1)
      .forEach((line, index) =>
        expect(line.startS).toBeGreaterThanOrEqual(vocal.lyrics[index]?.endS ?? 0),
      );
    const instrumental = composeSong({ seed: 'words', durationS: 90, instrumental: true });
    expect(instrumental.lyrics).toEqual([]);
    expect(instrumental.parts.some((part) => part.family === 'voice')).toBe(false);
  });

  it('sings given lyrics, without section tags', () => {
    const song = composeSong({
      seed: 'custom',
      durationS: 60,
      lyrics: '[Verse]\nHello little star\n\nShine on me',
    });
    expect(song.lyrics[0]?.text).toBe('Hello little star');
    expect(song.lyrics[1]?.text).toBe('Shine on me');
  });

  it('plays any stem_type of the spec, each with notes, and unknown names by family', () => {
    const song = composeSong({
      seed: 'all',
      durationS: 120,
      stems: [...KNOWN_STEM_NAMES, 'Mystery_Synth'],
    });
    expect(song.parts.map((part) => part.name)).toContain('mystery_synth');
    for (const part of song.parts) expect(part.notes.length, part.name).toBeGreaterThan(0);
    expect(song.parts.find((part) => part.name === 'drum_kit')?.isDrum).toBe(true);
    expect(song.parts.find((part) => part.name === 'piano')?.isDrum).toBe(false);
  });
});
