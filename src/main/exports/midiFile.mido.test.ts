// Reads Atelier's .mid with a third-party reader (Debian's python3-mido), next to the sandbox's
// own .mid of the same song: tempo, key signature, track names and note ticks must agree.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeSong } from '../../sandbox/media/composeSong';
import { songToMidi, songToMidiJson } from '../../sandbox/media/songToMidi';
import { readMidiData, writeMidiFile } from './midiFile';

interface MidoDump {
  tempo: number[];
  keys: string[];
  names: string[];
  notes: number[][];
}

// Track names, tempos, key signatures and every note-on's absolute tick per track, read by mido.
const DUMP = `
import json, sys, mido
f = mido.MidiFile(sys.argv[1])
out = {'tempo': [], 'keys': [], 'names': [], 'notes': []}
for track in f.tracks:
    tick, name, notes = 0, '', []
    for m in track:
        tick += m.time
        if m.type == 'set_tempo': out['tempo'].append(m.tempo)
        if m.type == 'key_signature': out['keys'].append(m.key)
        if m.type == 'track_name': name = m.name
        if m.type == 'note_on' and m.velocity > 0: notes.append(tick)
    out['names'].append(name)
    out['notes'].append(notes)
print(json.dumps(out))
`;

function mido(bytes: Uint8Array): MidoDump {
  const path = join(mkdtempSync(join(tmpdir(), 'atelier-mido-')), 'song.mid');
  writeFileSync(path, bytes);
  // Debian's interpreter, where python3-mido lives (a pyenv python3 on PATH would not have it).
  return JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', DUMP, path], { encoding: 'utf8' }),
  ) as MidoDump;
}

describe('Atelier .mid read by mido', () => {
  const song = composeSong({
    seed: 'mido',
    durationS: 20,
    bpm: 74,
    key: 'C#m',
    stems: ['drum_kit', 'bass', 'piano'],
  });
  const data = readMidiData(JSON.parse(JSON.stringify(songToMidiJson(song))))!;
  const ours = mido(writeMidiFile(data, 'Night Drive'));
  const service = mido(songToMidi(song));

  it('writes the service’s exact tempo: round(60e6 / 74) = 810811 µs per quarter', () => {
    expect(service.tempo).toEqual([810811]);
    expect(ours.tempo).toEqual([810811]);
  });

  it('writes the song’s key signature', () => {
    expect(ours.keys).toEqual(['C#m']);
    expect(ours.keys).toEqual(service.keys);
  });

  it('names the first track after the song and each part after its stem', () => {
    expect(ours.names).toEqual(['Night Drive', 'drum_kit', 'bass', 'piano']);
  });

  it('puts every note on the tick the service’s file does', () => {
    expect(ours.notes.slice(1).map((ticks) => ticks.length)).toEqual(
      song.parts.map((part) => part.notes.length),
    );
    expect(ours.notes.slice(1).map((ticks) => [...ticks].sort((a, b) => a - b))).toEqual(
      service.notes.slice(1).map((ticks) => [...ticks].sort((a, b) => a - b)),
    );
  });

  it('writes a minor key with flats and a major key with sharps as mido names them', () => {
    expect(mido(writeMidiFile({ ...data, key: 'Fm' })).keys).toEqual(['Fm']);
    expect(mido(writeMidiFile({ ...data, key: 'D' })).keys).toEqual(['D']);
    expect(mido(writeMidiFile({ ...data, key: null })).keys).toEqual([]);
  });
});
