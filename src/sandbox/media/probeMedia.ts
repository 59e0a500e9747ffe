// Owns test-time verification through ffprobe/ffmpeg (installed on dev machines and CI, never
// needed at run time): writes bytes to a temporary file and reports what the tools decode.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ProbeStream {
  codec_type: string;
  codec_name: string;
  profile?: string;
  width?: number;
  height?: number;
  sample_rate?: string;
  duration?: string;
  tags?: Record<string, string>;
  nb_frames?: string;
}

export interface ProbeResult {
  format: { format_name: string; duration?: string };
  streams: ProbeStream[];
}

function tool(name: string, args: string[]): Buffer {
  try {
    return execFileSync(name, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      throw new Error(
        `${name} is required by the media tests: install ffmpeg (apt-get install ffmpeg)`,
      );
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`${name} failed: ${stderr.slice(0, 500)}`);
  }
}

function withFile<T>(bytes: Uint8Array, extension: string, use: (path: string) => T): T {
  const directory = mkdtempSync(join(tmpdir(), 'atelier-media-'));
  const path = join(directory, `file.${extension}`);
  try {
    writeFileSync(path, bytes);
    return use(path);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

export function probe(bytes: Uint8Array, extension: string): ProbeResult {
  return withFile(
    bytes,
    extension,
    (path) =>
      JSON.parse(
        tool('ffprobe', [
          '-v',
          'error',
          '-count_frames',
          '-show_format',
          '-show_streams',
          '-of',
          'json',
          path,
        ]).toString(),
      ) as ProbeResult,
  );
}

/** Fully decodes the file with ffmpeg; returns ffmpeg's error output (empty when clean). */
export function decodeErrors(bytes: Uint8Array, extension: string): string {
  return withFile(bytes, extension, (path) => {
    tool('ffmpeg', ['-v', 'error', '-xerror', '-i', path, '-f', 'null', '-']);
    return '';
  });
}

/** Decoded video frames as raw planar YUV 4:2:0 (cropped size), one Uint8Array per frame. */
export function decodeVideoFrames(bytes: Uint8Array, width: number, height: number): Uint8Array[] {
  const raw = withFile(bytes, 'mp4', (path) =>
    tool('ffmpeg', ['-v', 'error', '-i', path, '-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-']),
  );
  const frameSize = width * height * 1.5;
  const frames: Uint8Array[] = [];
  for (let offset = 0; offset + frameSize <= raw.length; offset += frameSize)
    frames.push(new Uint8Array(raw.subarray(offset, offset + frameSize)));
  return frames;
}

/** The first audio stream decoded by ffmpeg to mono floats at its own rate (no resampling). */
export function decodeAudio(bytes: Uint8Array, extension: string): Float32Array {
  const raw = withFile(bytes, extension, (path) =>
    tool('ffmpeg', ['-v', 'error', '-i', path, '-map', '0:a:0', '-ac', '1', '-f', 's16le', '-']),
  );
  const samples = new Int16Array(raw.buffer, raw.byteOffset, raw.length >> 1);
  return Float32Array.from(samples, (value) => value / 32768);
}
