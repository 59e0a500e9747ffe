// Owns writing ISO base media (MP4) files: boxes, and a muxer that lays out one chunk per track
// after a front moov (so players can start without seeking to the end).

export type Bytes = Uint8Array;

export function concatBytes(parts: readonly Bytes[]): Bytes {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function u8(value: number): Bytes {
  return Uint8Array.of(value & 0xff);
}
export function u16(value: number): Bytes {
  return Uint8Array.of((value >>> 8) & 0xff, value & 0xff);
}
export function u32(value: number): Bytes {
  return Uint8Array.of(
    (value >>> 24) & 0xff,
    (value >>> 16) & 0xff,
    (value >>> 8) & 0xff,
    value & 0xff,
  );
}
export function ascii(text: string): Bytes {
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}
export function zeros(count: number): Bytes {
  return new Uint8Array(count);
}

export function box(type: string, ...children: Bytes[]): Bytes {
  const body = concatBytes(children);
  return concatBytes([u32(8 + body.length), ascii(type), body]);
}

export function fullBox(type: string, version: number, flags: number, ...children: Bytes[]): Bytes {
  return box(type, u8(version), u8(flags >> 16), u16(flags & 0xffff), ...children);
}

const MATRIX = concatBytes([0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32));

export interface Mp4Track {
  kind: 'video' | 'audio';
  timescale: number;
  /** Duration of every sample in the track's timescale (constant rate). */
  sampleDelta: number;
  samples: readonly Bytes[];
  /** The sample entry inside stsd (`avc1` or `mp4a` box). */
  sampleEntry: Bytes;
  /** 1-based numbers of sync samples; omitted means every sample is a sync sample. */
  syncSamples?: readonly number[];
  width?: number;
  height?: number;
  /**
   * What to play, in the track's timescale: from media time `skip` for `duration`. Written as an
   * edit list (`edts`/`elst`) so players drop an encoder's priming samples and end padding.
   */
  edit?: { skip: number; duration: number };
}

/** The track's presentation length in the movie timescale (milliseconds). */
function presentedMs(track: Mp4Track): number {
  const duration = track.edit?.duration ?? track.samples.length * track.sampleDelta;
  return Math.round((duration * 1000) / track.timescale);
}

function sampleTable(track: Mp4Track, chunkOffset: number): Bytes {
  const count = track.samples.length;
  const tables = [
    fullBox('stsd', 0, 0, u32(1), track.sampleEntry),
    fullBox('stts', 0, 0, u32(1), u32(count), u32(track.sampleDelta)),
    fullBox('stsc', 0, 0, u32(1), u32(1), u32(count), u32(1)),
    fullBox('stsz', 0, 0, u32(0), u32(count), ...track.samples.map((sample) => u32(sample.length))),
    fullBox('stco', 0, 0, u32(1), u32(chunkOffset)),
  ];
  if (track.syncSamples)
    tables.push(
      fullBox('stss', 0, 0, u32(track.syncSamples.length), ...track.syncSamples.map(u32)),
    );
  return box('stbl', ...tables);
}

function trak(track: Mp4Track, trackId: number, chunkOffset: number): Bytes {
  const mediaDuration = track.samples.length * track.sampleDelta;
  const movieDuration = presentedMs(track);
  const video = track.kind === 'video';
  const tkhd = fullBox(
    'tkhd',
    0,
    3,
    u32(0),
    u32(0),
    u32(trackId),
    u32(0),
    u32(movieDuration),
    zeros(8),
    u16(0),
    u16(0),
    u16(video ? 0 : 0x0100),
    u16(0),
    MATRIX,
    u32((track.width ?? 0) << 16),
    u32((track.height ?? 0) << 16),
  );
  const mdhd = fullBox(
    'mdhd',
    0,
    0,
    u32(0),
    u32(0),
    u32(track.timescale),
    u32(mediaDuration),
    u16(0x55c4),
    u16(0),
  );
  const hdlr = fullBox(
    'hdlr',
    0,
    0,
    u32(0),
    ascii(video ? 'vide' : 'soun'),
    zeros(12),
    ascii(video ? 'VideoHandler' : 'SoundHandler'),
    zeros(1),
  );
  const mediaHeader = video ? fullBox('vmhd', 0, 1, zeros(8)) : fullBox('smhd', 0, 0, zeros(4));
  const dinf = box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1)));
  // One edit: `movieDuration` ms of the media from `skip`, at normal rate (1.0 as 16.16).
  const edts = track.edit
    ? [
        box(
          'edts',
          fullBox('elst', 0, 0, u32(1), u32(movieDuration), u32(track.edit.skip), u32(0x10000)),
        ),
      ]
    : [];
  return box(
    'trak',
    tkhd,
    ...edts,
    box('mdia', mdhd, hdlr, box('minf', mediaHeader, dinf, sampleTable(track, chunkOffset))),
  );
}

function moov(tracks: readonly Mp4Track[], chunkOffsets: readonly number[]): Bytes {
  const durationMs = Math.max(...tracks.map(presentedMs));
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    u32(0),
    u32(0),
    u32(1000),
    u32(durationMs),
    u32(0x10000),
    u16(0x0100),
    zeros(10),
    MATRIX,
    zeros(24),
    u32(tracks.length + 1),
  );
  return box(
    'moov',
    mvhd,
    ...tracks.map((track, index) => trak(track, index + 1, chunkOffsets[index] ?? 0)),
  );
}

/** A complete MP4 file: ftyp, moov, then one mdat holding each track's samples as one chunk. */
export function muxMp4(
  majorBrand: string,
  compatibleBrands: readonly string[],
  tracks: readonly Mp4Track[],
): Bytes {
  const ftyp = box('ftyp', ascii(majorBrand), u32(0x200), ...compatibleBrands.map(ascii));
  const trackBytes = tracks.map((track) =>
    track.samples.reduce((sum, sample) => sum + sample.length, 0),
  );
  // The moov's size does not depend on the offsets' values, so measure it once with zeros.
  const moovSize = moov(
    tracks,
    tracks.map(() => 0),
  ).length;
  const mdatStart = ftyp.length + moovSize + 8;
  const offsets: number[] = [];
  let offset = mdatStart;
  for (const bytes of trackBytes) {
    offsets.push(offset);
    offset += bytes;
  }
  const mdatSize = 8 + trackBytes.reduce((sum, bytes) => sum + bytes, 0);
  const mdatHeader = concatBytes([u32(mdatSize), ascii('mdat')]);
  return concatBytes([
    ftyp,
    moov(tracks, offsets),
    mdatHeader,
    ...tracks.flatMap((track) => track.samples),
  ]);
}
