// Public surface of the sandbox's real media: songs (compose, render, encode, MIDI, tempo),
// still images and videos. Everything is deterministic from its seed and pure Node/TypeScript.

export { composeSong, MIN_BPM, MAX_BPM, type ComposeOptions } from './composeSong';
export { renderSong, SAMPLE_RATE } from './renderSong';
export type {
  Song,
  SongPart,
  SongNote,
  SongSection,
  LyricLine,
  SongChord,
  SectionName,
} from './song';
export { encodeWav } from './encodeWav';
export { encodeMp3 } from './encodeMp3';
export { encodeM4a } from './encodeM4a';
export {
  songToMidi,
  songToMidiJson,
  MIDI_PPQ,
  type MidiJson,
  type MidiJsonTrack,
  type MidiJsonNote,
} from './songToMidi';
export { analyzeTempo, type TempoAnalysis } from './analyzeTempo';
export {
  timbreFor,
  KNOWN_STEM_NAMES,
  type Timbre,
  type TimbreFamily,
  type PartRole,
} from './timbre';
export { KEY_NAMES, parseKey } from './theory';
export { splitLyrics } from './lyricsWriter';
export { renderImage, imageSize, type ImageOptions } from './renderImage';
export { renderVideo, videoSize, VIDEO_DEFAULT_FPS, type VideoOptions } from './renderVideo';
export { benchMedia, type MediaBenchResult } from './bench';
