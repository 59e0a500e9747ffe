// Owns the mapping from the spec's stem_type names to what the engine needs to play a part:
// a synthesis family, a musical role, a General MIDI program and, for drums, the kit pieces.

export type TimbreFamily =
  | 'voice'
  | 'choir'
  | 'piano'
  | 'electricPiano'
  | 'organ'
  | 'pad'
  | 'strings'
  | 'brass'
  | 'reed'
  | 'flute'
  | 'pluck'
  | 'distortedGuitar'
  | 'bass'
  | 'synthLead'
  | 'mallet'
  | 'drums'
  | 'effects';

export type PartRole = 'melody' | 'harmony' | 'chords' | 'bass' | 'arpeggio' | 'drums' | 'texture';

export type DrumPiece =
  | 'kick'
  | 'snare'
  | 'clap'
  | 'closedHat'
  | 'openHat'
  | 'crash'
  | 'ride'
  | 'tom'
  | 'tambourine'
  | 'shaker'
  | 'cowbell'
  | 'bongo'
  | 'conga'
  | 'taiko';

export interface Timbre {
  family: TimbreFamily;
  role: PartRole;
  /** General MIDI program, 0-based; ignored for drum parts (channel 10). */
  program: number;
  /** Kit pieces a drum part plays; empty for pitched parts. */
  drumPieces: readonly DrumPiece[];
}

const KIT: readonly DrumPiece[] = ['kick', 'snare', 'closedHat', 'openHat', 'crash', 'tom'];
const HAND: readonly DrumPiece[] = ['conga', 'bongo'];

type Entry = [TimbreFamily, PartRole, number, (readonly DrumPiece[])?];

// Every stem_type of the spec; anything else falls back to its name's nearest family below.
const STEMS: Record<string, Entry> = {
  lead_vocal: ['voice', 'melody', 53],
  backing_vocals: ['choir', 'harmony', 52],
  synth_voice: ['choir', 'chords', 54],
  choir: ['choir', 'chords', 52],
  drum_kit: ['drums', 'drums', 0, KIT],
  electronic_drum_kit: ['drums', 'drums', 0, ['kick', 'clap', 'closedHat', 'openHat', 'crash']],
  kick: ['drums', 'drums', 0, ['kick']],
  snare: ['drums', 'drums', 0, ['snare']],
  hi_hat: ['drums', 'drums', 0, ['closedHat', 'openHat']],
  cymbals: ['drums', 'drums', 0, ['crash', 'ride']],
  hand_clap: ['drums', 'drums', 0, ['clap']],
  percussion: ['drums', 'drums', 0, ['tambourine', 'conga', 'cowbell']],
  tambourine: ['drums', 'drums', 0, ['tambourine']],
  shaker: ['drums', 'drums', 0, ['shaker']],
  cowbell: ['drums', 'drums', 0, ['cowbell']],
  congas: ['drums', 'drums', 0, ['conga']],
  bongos: ['drums', 'drums', 0, ['bongo']],
  tabla: ['drums', 'drums', 0, HAND],
  djembe: ['drums', 'drums', 0, HAND],
  taiko: ['drums', 'drums', 0, ['taiko']],
  bass: ['bass', 'bass', 33],
  synth_bass: ['bass', 'bass', 38],
  upright_bass: ['bass', 'bass', 32],
  electric_bass: ['bass', 'bass', 33],
  double_bass: ['bass', 'bass', 43],
  bass_guitar: ['bass', 'bass', 33],
  808: ['bass', 'bass', 38],
  tuba: ['brass', 'bass', 58],
  timpani: ['mallet', 'bass', 47],
  piano: ['piano', 'chords', 0],
  digital_piano: ['piano', 'chords', 1],
  keyboards: ['piano', 'chords', 0],
  synth_keys: ['electricPiano', 'chords', 4],
  electric_piano: ['electricPiano', 'chords', 4],
  rhodes: ['electricPiano', 'chords', 4],
  harpsichord: ['pluck', 'arpeggio', 6],
  organ: ['organ', 'chords', 16],
  accordion: ['organ', 'chords', 21],
  melodica: ['reed', 'melody', 22],
  harmonica: ['reed', 'melody', 22],
  synth_pad: ['pad', 'chords', 89],
  synth: ['pad', 'chords', 90],
  synth_strings: ['strings', 'chords', 50],
  string_section: ['strings', 'chords', 48],
  orchestra: ['strings', 'chords', 48],
  drone: ['pad', 'texture', 95],
  violin: ['strings', 'melody', 40],
  fiddle: ['strings', 'melody', 110],
  viola: ['strings', 'chords', 41],
  cello: ['strings', 'bass', 42],
  guitar: ['pluck', 'chords', 25],
  acoustic_guitar: ['pluck', 'chords', 25],
  electric_guitar: ['pluck', 'chords', 27],
  rhythm_electric_guitar: ['pluck', 'chords', 27],
  lead_electric_guitar: ['distortedGuitar', 'melody', 29],
  lead_guitar: ['distortedGuitar', 'melody', 29],
  distorted_electric_guitar: ['distortedGuitar', 'chords', 30],
  pedal_steel_guitar: ['pluck', 'melody', 26],
  lap_steel_guitar: ['pluck', 'melody', 26],
  banjo: ['pluck', 'arpeggio', 105],
  mandolin: ['pluck', 'arpeggio', 24],
  ukulele: ['pluck', 'chords', 24],
  harp: ['pluck', 'arpeggio', 46],
  koto: ['pluck', 'arpeggio', 107],
  sitar: ['pluck', 'melody', 104],
  synth_lead: ['synthLead', 'melody', 81],
  arpeggiator: ['synthLead', 'arpeggio', 80],
  theremin: ['flute', 'melody', 79],
  synth_brass: ['brass', 'chords', 62],
  brass_section: ['brass', 'chords', 61],
  horns: ['brass', 'chords', 61],
  trumpet: ['brass', 'melody', 56],
  trombone: ['brass', 'melody', 57],
  french_horn: ['brass', 'chords', 60],
  saxophone: ['reed', 'melody', 65],
  alto_saxophone: ['reed', 'melody', 65],
  tenor_saxophone: ['reed', 'melody', 66],
  baritone_saxophone: ['reed', 'bass', 67],
  clarinet: ['reed', 'melody', 71],
  oboe: ['reed', 'melody', 68],
  bassoon: ['reed', 'bass', 70],
  woodwinds: ['reed', 'chords', 71],
  bagpipes: ['reed', 'melody', 109],
  didgeridoo: ['reed', 'texture', 109],
  flute: ['flute', 'melody', 73],
  piccolo: ['flute', 'melody', 72],
  whistle: ['flute', 'melody', 78],
  bells: ['mallet', 'arpeggio', 14],
  glockenspiel: ['mallet', 'arpeggio', 9],
  celesta: ['mallet', 'arpeggio', 8],
  music_box: ['mallet', 'arpeggio', 10],
  vibraphone: ['mallet', 'arpeggio', 11],
  marimba: ['mallet', 'arpeggio', 12],
  xylophone: ['mallet', 'arpeggio', 13],
  steel_drums: ['mallet', 'arpeggio', 114],
  sound_effects: ['effects', 'texture', 102],
  risers: ['effects', 'texture', 97],
};

// Fallbacks for names outside the spec's list, checked in order against the name.
const FALLBACKS: readonly [RegExp, Entry][] = [
  [/vocal|voice|sing|choir/, ['voice', 'melody', 53]],
  [/drum|perc|kick|snare|hat|clap/, ['drums', 'drums', 0, KIT]],
  [/bass/, ['bass', 'bass', 33]],
  [/piano|key/, ['piano', 'chords', 0]],
  [/guitar/, ['pluck', 'chords', 25]],
  [/string|violin|cello/, ['strings', 'chords', 48]],
  [/brass|horn|trumpet/, ['brass', 'chords', 61]],
  [/sax|reed|clarinet/, ['reed', 'melody', 65]],
  [/bell|glock|mallet/, ['mallet', 'arpeggio', 14]],
  [/pad|synth/, ['pad', 'chords', 89]],
];

/** Timbre for any stem name; names are matched case-insensitively as the spec allows. */
export function timbreFor(stemName: string): Timbre {
  const name = stemName.trim().toLowerCase();
  const entry = STEMS[name] ??
    FALLBACKS.find(([pattern]) => pattern.test(name))?.[1] ?? ['pad', 'chords', 89];
  return { family: entry[0], role: entry[1], program: entry[2], drumPieces: entry[3] ?? [] };
}

export const KNOWN_STEM_NAMES: readonly string[] = Object.keys(STEMS);

/** General MIDI percussion key of each kit piece (channel 10). */
export const DRUM_PITCH: Record<DrumPiece, number> = {
  kick: 36,
  snare: 38,
  clap: 39,
  closedHat: 42,
  openHat: 46,
  crash: 49,
  ride: 51,
  tom: 45,
  tambourine: 54,
  cowbell: 56,
  bongo: 60,
  conga: 63,
  shaker: 70,
  taiko: 41,
};
