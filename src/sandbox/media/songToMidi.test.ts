import { Midi } from '@tonejs/midi';
import { describe, expect, it } from 'vitest';
import { composeSong } from './composeSong';
import { MIDI_PPQ, songToMidi, songToMidiJson } from './songToMidi';

describe('songToMidi', () => {
  const song = composeSong({
    seed: 'midi',
    durationS: 45,
    bpm: 97,
    key: 'F#m',
    stems: ['lead_vocal', 'drum_kit', 'bass', 'piano'],
  });

  it('writes a type-1 file that parses back with the same tempo, tracks and notes', () => {
    const bytes = songToMidi(song);
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('MThd');
    const midi = new Midi(bytes);
    expect(midi.header.ppq).toBe(MIDI_PPQ);
    expect(midi.header.tempos[0]?.bpm).toBeCloseTo(97, 3);
    expect(midi.header.keySignatures[0]?.key).toBe('A'); // F# minor is notated with A major's signature
    expect(midi.header.keySignatures[0]?.scale).toBe('minor');
    const tracks = midi.tracks.filter((track) => track.notes.length > 0);
    expect(tracks.map((track) => track.name)).toEqual(song.parts.map((part) => part.name));
    tracks.forEach((track, index) => {
      const part = song.parts[index];
      expect(track.notes.length).toBe(part?.notes.length);
      expect(track.channel).toBe(part?.isDrum ? 9 : track.channel);
      expect(track.instrument.number).toBe(part?.isDrum ? 0 : part?.program);
      const first = part?.notes[0];
      expect(track.notes[0]?.midi).toBe(first?.pitch);
      expect(track.notes[0]?.time).toBeCloseTo(first?.startS ?? -1, 2);
    });
    expect(tracks.find((track) => track.name === 'drum_kit')?.channel).toBe(9);
    expect(tracks.find((track) => track.name === 'piano')?.channel).not.toBe(9);
  });

  it('exposes the same notes as JSON', () => {
    const json = songToMidiJson(song);
    expect(json).toMatchObject({ format: 'notes', bpm: 97, key: 'F#m', ppq: MIDI_PPQ });
    expect(json.tracks.map((track) => track.notes.length)).toEqual(
      song.parts.map((part) => part.notes.length),
    );
    expect(json.tracks.find((track) => track.isDrum)?.channel).toBe(9);
    expect(
      Buffer.from(songToMidi(song)).equals(
        Buffer.from(
          songToMidi(
            composeSong({
              seed: 'midi',
              durationS: 45,
              bpm: 97,
              key: 'F#m',
              stems: ['lead_vocal', 'drum_kit', 'bass', 'piano'],
            }),
          ),
        ),
      ),
    ).toBe(true);
  });
});
